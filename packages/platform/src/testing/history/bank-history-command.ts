// `pnpm --filter @ops/platform history:bank [--seed N] [--seconds S] [--clients N] [--sellers N] [--directory D]`:
// a bank-style history run by hand, longer than the test's and with every fault kind (a partition too), against the
// PostgreSQL server of DATABASE_URL. Prints the summary and where the history is; exits 1 when a property failed.
import { parseArgs } from 'node:util';
import { faultKinds } from './bank-history.ts';
import { runBankHistory } from './run-bank-history.ts';

/** The sandbox's identity tokens last an hour: a run ends well inside it. */
const longestRunSeconds = 3_000;

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '8' },
    sellers: { type: 'string', default: '8' },
    directory: { type: 'string' },
  },
});

function wholeNumber(name: string, text: string, range: readonly [number, number]): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < range[0] || value > range[1]) {
    console.error(`history:bank: --${name} must be a whole number from ${range[0]} to ${range[1]}, not '${text}'`);
    process.exit(2);
  }
  return value;
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('history:bank: set DATABASE_URL to a PostgreSQL server (the run makes a database of its own there)');
  process.exit(2);
}
const seed = wholeNumber('seed', values.seed ?? String(Math.floor(Math.random() * 1_000_000)), [0, 2 ** 31]);
console.log(`history:bank: seed ${seed} (the same seed draws the same faults and operations again)`);
const run = await runBankHistory({
  serverUrl,
  seed,
  durationMs: wholeNumber('seconds', values.seconds, [1, longestRunSeconds]) * 1000,
  kinds: faultKinds,
  gapMs: [1_000, 4_000],
  calmMs: 2_000,
  clients: wholeNumber('clients', values.clients, [1, 64]),
  sellers: wholeNumber('sellers', values.sellers, [2, 1000]),
  openingBalance: 1_000,
  maxAmount: 400,
  dropAnswers: 0.05,
  ...(values.directory ? { directory: values.directory } : {}),
});
console.log(`${run.summary}\nHistory: ${run.files.history}\nSummary: ${run.files.summary}`);
process.exit(run.verdict.valid ? 0 : 1);

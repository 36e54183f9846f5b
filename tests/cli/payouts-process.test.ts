import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payoutRequests } from '../../packages/platform/src/db/schema/index.ts';
import {
  opsEmail,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { runOps, runOpsOnTerminal, signedInEnv, startOps } from './run-ops.ts';

const count = 120;
let kit: PayoutTestKit;
let folder: string;
let env: Record<string, string>;
let codes: string[];
let rich = '';
let poor = '';
/** What the poor seller holds: enough for some of its requests, not for all. */
const poorBalance = 3_000;

beforeAll(async () => {
  kit = await startPayoutTest();
  const division = await kit.division({ sellers: 2 });
  [rich = '', poor = ''] = division.sellerAccounts;
  await kit.deposit(rich, 1_000_000);
  await kit.deposit(poor, poorBalance);
  codes = Array.from({ length: count }, (_, index) => `PR-CLI${String(index).padStart(4, '0')}`);
  await kit.platform.database.transaction((tx) =>
    tx.insert(payoutRequests).values(
      codes.map((code, index) => {
        const seller = index % 2;
        return {
          code,
          merchantCode: division.merchantCode,
          divisionCode: division.divisionCode,
          accountHolderCode: division.sellers[seller] ?? '',
          virtualAccountCode: division.sellerAccounts[seller] ?? '',
          externalAccountCode: `EA-${division.sellers[seller]}`,
          iban: division.ibans[seller] ?? null,
          creditorName: `Seller ${seller + 1}`,
          amount: 100 + index,
          sourceCurrency: 'EUR',
          targetCurrency: 'EUR',
          type: 'MANUAL' as const,
          createdBy: opsEmail,
        };
      }),
    ),
  );
  folder = mkdtempSync(join(tmpdir(), 'ops-process-'));
  writeFileSync(join(folder, 'codes.txt'), `${codes.join('\n')}\n`);
  env = await signedInEnv(kit.platform, folder);
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const waitingCount = async () =>
  (await kit.payouts.listPayoutRequests({ query: { search: 'PR-CLI', status: 'WAITING', limit: 1_000 } })).totalCount;

/** Waits until the run has printed more than `lines` lines. */
const linesPrinted = (run: { stdout: string }, lines: number) =>
  new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (run.stdout.split('\n').length > lines) {
        clearInterval(check);
        resolve();
      }
    }, 10);
  });

it('refuses to run without codes, a status or --all-statuses, and a report it cannot write, before any call', async () => {
  const bare = await runOps(['payout-requests', 'process', '--merchant', 'M-X', '--division', 'D-X'], env);
  expect(bare.code).toBe(2);
  expect(bare.stderr).toBe(
    'name what to process: codes, --from-file, --status WAITING, or --all-statuses. See ops payout-requests process --help\n',
  );
  const seller = await runOps(['payout-requests', 'process', '--seller', 'AH-1'], env);
  expect(seller.code).toBe(2);

  const unwritable = await runOps(
    [
      'payout-requests',
      'process',
      '--yes',
      '--from-file',
      join(folder, 'codes.txt'),
      '--report',
      '/nonexistent-dir/x.csv',
    ],
    env,
  );
  expect(unwritable.code).toBe(2);
  expect(unwritable.stderr).toBe(
    'cannot write the report to /nonexistent-dir/x.csv (ENOENT). See ops payout-requests process --help\n',
  );
  expect(unwritable.stdout).toBe('');
  expect(await waitingCount()).toBe(count);

  const empty = join(folder, 'empty.txt');
  writeFileSync(empty, '\n');
  const nothing = await runOps(['payout-requests', 'process', '--from-file', empty], env);
  expect(nothing).toMatchObject({ code: 0, stdout: 'No payout requests to process\n', stderr: '' });
}, 60_000);

it('asks first: piped without --yes it refuses, for codes and for a filter, and processes nothing', async () => {
  const before = await waitingCount();
  const named = await runOps(['payout-requests', 'process', 'PR-CLI0000', 'PR-CLI0001'], env);
  expect(named).toMatchObject({
    code: 1,
    stdout: '',
    stderr:
      'Process payout requests moves money, deletes or acts on many objects: add --yes to do it without a terminal\n',
  });
  const filtered = await runOps(['payout-requests', 'process', '--status', 'WAITING', '--search', 'PR-CLI'], env);
  expect(filtered.code).toBe(1);
  expect(filtered.stderr).toContain('add --yes');
  expect(await waitingCount()).toBe(before);
}, 60_000);

it('draws its progress on a terminal, run from the repository root, and reports every request', async () => {
  const report = join(folder, 'terminal.csv');
  const run = await runOpsOnTerminal(
    ['payout-requests', 'process', 'PR-CLI0000', 'PR-CLI0001', '--yes', '--report', report],
    env,
  );
  expect(run.output).not.toContain('React is not defined');
  expect(run.output).toContain('2/2 done · 0 failed');
  expect(run.output).toContain('All 2 requests went through (2 accepted, 0 were not waiting)');
  expect(run.code).toBe(0);
  expect(
    readFileSync(report, 'utf8')
      .split('\r\n')
      .filter((line) => line.includes(',accepted,ACCEPTED,')),
  ).toHaveLength(2);
}, 60_000);

it('processes in bulk, interrupted midway and run again: each request once, every outcome in the reports', async () => {
  const waitingBefore = await waitingCount();
  const args = [
    'payout-requests',
    'process',
    '--yes',
    '--from-file',
    join(folder, 'codes.txt'),
    '--chunk-size',
    '5',
    '--concurrency',
    '2',
  ];
  const firstReport = join(folder, 'first.csv');
  const first = startOps([...args, '--report', firstReport], env);
  await linesPrinted(first.run, 20);
  first.child.kill('SIGINT');
  const stopped = await first.done;
  expect(stopped.code).toBe(130);
  expect(stopped.stderr).toMatch(/^Stopping after the \d calls? under way, so their outcome is reported\./);
  expect(stopped.stderr).toMatch(/\nStopped: \d+ of 120 answered\./);
  // The calls under way when Ctrl+C came were waited for: what the platform answered is what the report says.
  const answeredInReport = readFileSync(firstReport, 'utf8')
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .filter((line) => !line.includes(',pending,') && !line.includes(',skipped,'));
  expect(answeredInReport.length).toBe(waitingBefore - (await waitingCount()));
  expect(answeredInReport.length).toBeGreaterThan(0);

  const report = join(folder, 'report.csv');
  const second = await runOps([...args, '--report', report], env);
  const { elements: rows } = await kit.payouts.listPayoutRequests({ query: { search: 'PR-CLI', limit: 1_000 } });
  expect(rows).toHaveLength(count);
  const failed = rows.filter((row) => row.status === 'FAILED');
  expect(failed.length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.status === 'ACCEPTED').length + failed.length).toBe(count);
  expect(second.code).toBe(3);
  expect(second.stderr).toBe(`${failed.length} of ${count} requests have failed\n`);

  // Exactly once: every accepted amount left the seller's balance once, for the payout balance.
  for (const [index, account] of [rich, poor].entries()) {
    const accepted = rows
      .filter((row) => row.status === 'ACCEPTED' && codes.indexOf(row.code) % 2 === index)
      .reduce((sum, row) => sum + row.amount, 0);
    const balances = await kit.balancesOf(account);
    expect(balances.payout).toBe(accepted);
    expect(balances.confirmed).toBe((index === 0 ? 1_000_000 : poorBalance) - accepted);
  }
  await kit.assertLedger();

  const lines = readFileSync(report, 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('code,outcome,status,reason,payoutCode');
  expect(lines).toHaveLength(count + 1);
  expect(lines.filter((line) => line.includes(',failed,FAILED,'))).toHaveLength(failed.length);
}, 120_000);

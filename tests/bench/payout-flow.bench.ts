// Processing 1,000 waiting payout requests through the core processing flow (the web screen's and the cli's) over
// HTTP against the embedded platform on PGlite: chunks of 100, 4 calls at a time. Every request must be accepted
// once, each seller's payout balance must be the sum of its requests, and the ledger's invariants must hold.
import { payoutProcessorOf, startPayoutProcessing } from '../../packages/core/src/flows/payout-processing/index.ts';
import { readVirtualAccountBalances } from '../../packages/platform/src/ledger/balances.ts';
import { startPayoutTest } from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { waitingPayoutRequests } from './payout-fixtures.ts';
import { report } from './report.ts';

const requests = 1_000;
const sellers = 50;
const chunkSize = 100;
const concurrency = 4;

const kit = await startPayoutTest();
try {
  const { division, codes } = await waitingPayoutRequests(kit, { sellers, count: requests });
  const start = performance.now();
  const run = startPayoutProcessing(
    { processor: payoutProcessorOf(kit.payouts) },
    { selection: { codes }, chunkSize, concurrency },
  );
  const summary = await run.finished();
  const seconds = (performance.now() - start) / 1000;
  if (summary.accepted !== requests) throw new Error(`${summary.accepted} of ${requests} requests accepted`);
  await kit.assertLedger();
  const expected = new Map<string, number>();
  for (const [index] of codes.entries()) {
    const account = division.sellerAccounts[index % sellers] ?? '';
    expected.set(account, (expected.get(account) ?? 0) + 1 + (index % 997));
  }
  for (const [account, payout] of expected) {
    const stored = await readVirtualAccountBalances(kit.platform.database.db, account);
    if (stored?.payout !== payout) throw new Error(`${account} holds ${stored?.payout} on payout, expected ${payout}`);
  }
  report('Payouts: processing payout requests through the core flow against the embedded platform', [
    {
      name: `pglite: flow requests/s, ${requests} in chunks of ${chunkSize}, ${concurrency} at once`,
      value: requests / seconds,
      unit: 'requests/s',
      budget: 300,
      higherIsBetter: true,
    },
    { name: 'pglite: whole run', value: seconds, unit: 's' },
  ]);
} finally {
  await kit.close();
}

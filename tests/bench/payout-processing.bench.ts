// Bulk processing of 10,000 waiting payout requests through the process call over HTTP, 1,000 codes a call as
// the CLI sends them, on PGlite. After the run every request must be accepted, each seller's payout balance must
// be the sum of its accepted requests, and the ledger's invariants must hold; a broken ledger fails the benchmark.
import { readVirtualAccountBalances } from '../../packages/platform/src/ledger/balances.ts';
import { startPayoutTest } from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { waitingPayoutRequests } from './payout-fixtures.ts';
import { report } from './report.ts';

const requests = 10_000;
const perCall = 1_000;
const sellers = 200;

const kit = await startPayoutTest();
try {
  const { division, codes } = await waitingPayoutRequests(kit, { sellers, count: requests });
  const start = performance.now();
  let accepted = 0;
  for (let offset = 0; offset < codes.length; offset += perCall) {
    const answer = await kit.payouts.processPayoutRequests({
      body: { payoutRequestCodes: codes.slice(offset, offset + perCall) },
      idempotencyKey: crypto.randomUUID(),
    });
    accepted += answer.accepted;
  }
  const seconds = (performance.now() - start) / 1000;
  if (accepted !== requests) throw new Error(`${accepted} of ${requests} requests accepted`);
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
  report('Payouts: processing waiting payout requests over HTTP with invariants checked after the run', [
    {
      name: `pglite: payout requests processed/s, ${requests} in calls of ${perCall}`,
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

// camt.053 import and matching for a 10,000-item payout batch: the sandbox bank's statement of an instructed batch
// (one entry per item) uploaded over HTTP and imported on PGlite, every line matched with its payout item by
// end-to-end id, amount and currency and settled through the ledger. Every item must end paid or returned, the
// batch settled, and the ledger's invariants must hold.
import { startPayoutTest } from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { waitingPayoutRequests } from './payout-fixtures.ts';
import { report } from './report.ts';

const items = 10_000;

const kit = await startPayoutTest();
try {
  const { division, codes } = await waitingPayoutRequests(kit, { sellers: 100, count: items });
  let payoutCode = '';
  for (let offset = 0; offset < codes.length; offset += 1_000) {
    const processed = await kit.payouts.processPayoutRequests({
      body: { payoutRequestCodes: codes.slice(offset, offset + 1_000) },
    });
    payoutCode = processed.items[0]?.payoutCode ?? '';
  }
  const params = { merchantCode: division.merchantCode, divisionCode: division.divisionCode, payoutCode };
  await kit.payouts.approvePayout({ params: { ...params, approverEmail: 'ops@sandbox.test' } });
  await kit.payouts.instructPayout({ params });
  const file = await kit.payouts.sandboxBankStatement({ params: { payoutCode } });
  const memoryBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const imported = await kit.reconciliation.importBankStatement({ body: { file } });
  const elapsed = performance.now() - start;
  // The process's CPU (all its threads) says what the import cost apart from how busy the machine was.
  const cpu = process.cpuUsage(cpuBefore);
  const memoryGrowth = process.memoryUsage().rss - memoryBefore;
  if (imported.entryCount !== items || imported.statuses.RECONCILED !== items) {
    throw new Error(`the import reconciled ${JSON.stringify(imported.statuses)} of ${imported.entryCount} entries`);
  }
  const [batch] = (await kit.payouts.listDivisionPayouts({ params: division })).elements;
  if (batch?.status !== 'COMPLETE' || batch.processedCount !== items) {
    throw new Error(`the batch is ${batch?.status} with ${batch?.processedCount} of ${items} items paid`);
  }
  await kit.assertLedger();
  report('Reconciliation: camt.053 statement of a 10,000-item batch, imported and matched', [
    { name: `pglite: import and match ${items} entries over HTTP`, value: elapsed, unit: 'ms', budget: 5_000 },
    { name: "the process's CPU time during the import", value: (cpu.user + cpu.system) / 1_000, unit: 'ms' },
    { name: 'file size', value: file.size / 1_048_576, unit: 'MiB' },
    { name: 'resident memory growth during the import', value: memoryGrowth / 1_048_576, unit: 'MiB' },
  ]);
} finally {
  await kit.close();
}

// PSP settlement report import and matching: a settlement details report of 100,000 lines streamed from disk into
// the import on PGlite, of which the division's 500 payments settle (pending to confirmed, the commission charged
// as the PSP fee) and the rest are lines of transactions the platform does not know (UNALLOCATED) and fee lines
// (PARSED). Memory: the JS heap's growth is sampled during the import (PGlite's own memory holds the database and
// grows with the rows it stores; that is the resident growth, printed beside it).
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { importSettlementReport } from '../../packages/platform/src/services/psp-adapter/import-settlement-report.ts';
import { requireIntegration } from '../../packages/platform/src/services/psp-adapter/psp-integrations.ts';
import { reportOf, startPspTest } from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';
import { report } from './report.ts';

/** PSP_BENCH_LINES and PSP_BENCH_PAYMENTS make a smaller run to look into a regression. */
const lines = Number(process.env.PSP_BENCH_LINES ?? 100_000);
const payments = Number(process.env.PSP_BENCH_PAYMENTS ?? 500);

const kit = await startPspTest();
const folder = mkdtempSync(join(tmpdir(), 'psp-bench-'));
try {
  const { shop, integration } = await kit.integratedShop();
  const references: string[] = [];
  for (let index = 0; index < payments; index++) {
    const paid = await kit.splits.createSplitPayment({
      body: kit.payment(shop, [{ amount: 1_000 + index, commission: 100 }]),
    });
    references.push(paid.pspReference ?? '');
  }
  const row = (index: number) => {
    const known = index < payments;
    const fee = !known && index % 10 === 0;
    const gross = known ? 1_000 + index : 2_500;
    const amount = (fee ? -gross : gross) / 100;
    return {
      merchantAccount: integration.merchantAccount,
      pspReference: fee ? '' : known ? references[index] : `UNKNOWN-${index}`,
      merchantReference: `order-${index}`,
      type: fee ? 'Fee' : 'Settled',
      grossCurrency: 'EUR',
      grossCredit: amount.toFixed(2),
      netCurrency: 'EUR',
      netCredit: (amount - 0.1).toFixed(2),
      commission: '0.10',
      batchNumber: '42',
      bookingDate: '2026-03-04',
    };
  };
  const path = join(folder, 'settlement_detail_report_batch_42.csv');
  writeFileSync(path, reportOf(Array.from({ length: lines }, (_, index) => row(index))));
  const upload = {
    fileName: 'settlement_detail_report_batch_42.csv',
    stream: () => Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
  };
  const caller = { email: 'ops@sandbox.test' } as Parameters<typeof importSettlementReport>[3];
  global.gc?.();
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 50);
  const start = performance.now();
  const imported = await kit.platform.database.transaction(async (tx) =>
    importSettlementReport(
      tx,
      await requireIntegration(tx, { ...shop, integrationCode: integration.code }),
      upload,
      caller,
    ),
  );
  const elapsed = performance.now() - start;
  clearInterval(sampler);
  const after = process.memoryUsage();
  if (imported.lineCount !== lines || imported.statuses.RECONCILED !== payments) {
    throw new Error(`the import reconciled ${JSON.stringify(imported.statuses)} of ${imported.lineCount} lines`);
  }
  await kit.assertHolds();
  report('Reconciliation: PSP settlement report of 100,000 lines, streamed, imported and matched', [
    {
      name: `pglite: import and match ${lines} lines (${payments} settle)`,
      value: elapsed,
      unit: 'ms',
      budget: 20_000,
    },
    { name: 'file size', value: statSync(path).size / 1_048_576, unit: 'MiB' },
    { name: 'JS heap peak growth during the import', value: (heapPeak - before.heapUsed) / 1_048_576, unit: 'MiB' },
    { name: 'resident growth (PGlite holds the database)', value: (after.rss - before.rss) / 1_048_576, unit: 'MiB' },
  ]);
} finally {
  await kit.close();
  rmSync(folder, { recursive: true, force: true });
}

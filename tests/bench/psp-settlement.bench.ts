// PSP settlement report import and matching: a settlement details report of 100,000 lines streamed from disk into
// the import on PGlite, of which the division's 500 payments settle (pending to confirmed, the commission charged
// as the PSP fee) and the rest are lines of transactions the platform does not know (UNALLOCATED) and fee lines
// (PARSED). Memory: the JS heap's growth is sampled during the import (PGlite's own memory holds the database and
// grows with the rows it stores; that is the resident growth, printed beside it). Then the PSP lines list's query
// (issue 31) over HTTP on those 100,000 lines: the first page (25) of the division's lines for a query on each field
// the language offers, from common to rare matches (budget: p95 ≤ 50 ms each; every line is in EUR, of 4 March 2026
// and batch 42, so `currency:USD` and `batch:43` match none; the lines are analysed first, as autovacuum would).
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { importSettlementReport } from '../../packages/platform/src/services/psp-adapter/import-settlement-report.ts';
import { requireIntegration } from '../../packages/platform/src/services/psp-adapter/psp-integrations.ts';
import {
  type PspTestKit,
  reportOf,
  startPspTest,
} from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';
import { latencyFigures } from './latency.ts';
import { type BenchFigure, report } from './report.ts';

/** PSP_BENCH_LINES and PSP_BENCH_PAYMENTS make a smaller run to look into a regression. */
const lines = Number(process.env.PSP_BENCH_LINES ?? 100_000);
const payments = Number(process.env.PSP_BENCH_PAYMENTS ?? 500);

/** The first page of the division's lines for a query on each field, each from the most common to the rarest match. */
async function queryFigures(kit: PspTestKit, division: { merchantCode: string; divisionCode: string }) {
  // Analysed as autovacuum would after 100,000 new rows (PGlite has none).
  await kit.platform.database.db.execute('vacuum analyze psp_report_lines');
  const body = { filter: division };
  const [line] = (await kit.psp.searchPspReports({ query: { limit: 1 }, body })).elements;
  const queries: Record<string, readonly string[]> = {
    status: ['status:unallocated', 'status:reconciled', '-status:unallocated'],
    type: ['type:confirmed_transaction', 'type:unknown', '-type:confirmed_transaction'],
    amount: ['amount>=10', 'amount:25.00', 'amount<0', 'amount>=1000'],
    currency: ['currency:eur', 'currency:USD'],
    settled: ['settled:2026-03-04', 'settled>-7d', 'settled<=2026-03-04'],
    code: [`code:${line?.code ?? ''}`, `code:${line?.code.slice(0, 5) ?? ''}*`],
    reference: ['reference:UNKNOWN-5000*', 'reference:UNKNOWN-99999'],
    batch: ['batch:42', 'batch:43'],
    report: [`report:${line?.executionId ?? ''}`, 'report:ZZ*'],
    merchant: [`merchant:${division.merchantCode}`, 'merchant:M-NONE*'],
    division: [`division:${division.divisionCode}`, `division:${division.divisionCode.slice(0, 4)}*`],
    search: ['unknown-777', 'order-12', 'nothing-like-it'],
    'several together': ['status:unallocated amount>=10 settled>=2026-03-01 -type:unknown', 'batch:42 unknown-9'],
  };
  const figures: BenchFigure[] = [];
  for (const [field, texts] of Object.entries(queries)) {
    figures.push(
      ...(await latencyFigures(
        `pglite: PSP lines list, first page, ${field}`,
        (index) => kit.psp.searchPspReports({ query: { limit: 25, query: texts[index % texts.length] }, body }),
        { warmUp: 5, measured: 40, p95BudgetMs: 50 },
      )),
    );
  }
  return figures;
}

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
  const queried = await queryFigures(kit, { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
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
    ...queried,
  ]);
} finally {
  await kit.close();
  rmSync(folder, { recursive: true, force: true });
}

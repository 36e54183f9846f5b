// The list query language (issue 31) on the payout batches list over HTTP, 100,000 batches of one division (one item
// each, at the bank; `openDivision` of the workbench's tests, written straight into the tables): the first page (25)
// of a query on each field the language offers, from common to rare matches, on the division's list and on the list
// across merchants. `amount` is a batch's total of its live items, kept in `items_total`; its total counted from the
// counts per amount band (payout-batch-count.ts), with days too from those and the counts per day.
// Every batch is IN_PROGRESS in EUR and created now: `status:open` and `currency:USD` measure queries matching none.
// On PGlite in memory, and on the PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL) when one answers.
// Budget: p95 ≤ 50 ms for each.
import { formatIsoDate } from '../../packages/core/src/dates/index.ts';
import {
  type PayoutTestKit,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { openDivision } from '../../packages/platform/src/services/reconciliation/workbench/testing/open-items.ts';
import { latencyFigures } from './latency.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const batchCount = 100_000;
const run = { warmUp: 3, measured: 20, p95BudgetMs: 50 };

async function measure(kit: PayoutTestKit, driver: string): Promise<BenchFigure[]> {
  const started = performance.now();
  const { division, batches } = await openDivision(kit, { openItems: batchCount, batches: batchCount, sellers: 50 });
  const writeSeconds = (performance.now() - started) / 1000;
  const code = batches[batchCount / 2]?.code ?? 'PO-0';
  /** Queries by the field they exercise, each list from the most common to the rarest match. */
  const queries: Record<string, readonly string[]> = {
    status: ['status:in_progress', 'status:open,approved', '-status:in_progress'],
    amount: ['amount>=1', 'amount<500', 'amount>=990', 'amount:500.00'],
    currency: ['currency:eur', 'currency:USD'],
    created: ['created>-7d', `created:${formatIsoDate(new Date())}`, 'created<-30d'],
    code: [`code:${code}`, `code:${code.slice(0, 7)}*`, 'code:PO-ZZ*'],
    merchant: [`merchant:${division.merchantCode}`, 'merchant:M-NONE*'],
    division: [`division:${division.divisionCode}`, `division:${division.divisionCode.slice(0, 4)}*`],
    search: [code.slice(0, 6).toLowerCase(), code.toLowerCase(), 'po-zz'],
    'several together': [
      'status:in_progress currency:EUR amount>=500 created>-30d',
      `amount<100 -status:cancelled code:${code.slice(0, 6)}*`,
    ],
  };
  const params = { merchantCode: division.merchantCode, divisionCode: division.divisionCode };
  const figures: BenchFigure[] = [];
  for (const [field, texts] of Object.entries(queries)) {
    const query = (index: number) => ({ limit: 25, query: texts[index % texts.length] });
    figures.push(
      ...(await latencyFigures(
        `${driver}: division, first page, ${field}`,
        (index) => kit.payouts.listDivisionPayouts({ params, query: query(index) }),
        run,
      )),
      ...(await latencyFigures(
        `${driver}: across merchants, first page, ${field}`,
        (index) => kit.payouts.listPayouts({ query: query(index) }),
        run,
      )),
    );
  }
  figures.push({
    name: `${driver}: writing ${batchCount.toLocaleString('en')} batches`,
    value: writeSeconds,
    unit: 's',
  });
  return figures;
}

const figures = await onBothDatabases(async (driver) => {
  const kit = await startPayoutTest({ env: { NODE_ENV: 'production' } });
  try {
    return await measure(kit, driver);
  } finally {
    await kit.close();
  }
});
report(
  'List query: payout batches list first page over HTTP on 100,000 batches (PGlite; PostgreSQL 15 when it answers)',
  figures,
);

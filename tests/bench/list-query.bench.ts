// The list query language (issue 31) on the transactions list over HTTP, 1,000,000 transactions (400,000 in the
// division asked for), on PGlite in a data folder as `npm start` runs it, and on the PostgreSQL server at
// 127.0.0.1:5432 (or DATABASE_URL) when one answers (dataset-platform.ts): the first page (25) of a query on each
// field the language offers, alone and together, each with values from common to rare. The dataset is the
// transactions list benchmark's (transactions-dataset.ts, cached), which writes no shares: a `seller:` query finds
// them through `split_shares` and so measures an empty answer. Budget: p95 ≤ 50 ms for each. A page's total is
// exact: status, type and days are summed from the kept counts, an amount range from the counts per amount band, a
// code start from the counts per code start; the rest is counted by its rows.
import { createApiClient, createInsightsTransactionsClient } from '../../packages/core/src/api/index.ts';
import { bulkTransactionsScope as scope } from '../../packages/platform/src/services/fund/splits/testing/bulk-transactions.ts';
import { startPlatformOnDataset } from './dataset-platform.ts';
import { latencyFigures } from './latency.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';
import { transactionsData } from './transactions-dataset.ts';

const opsEmail = 'ops@sandbox.test';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Queries by the field they exercise, each list from the most common to the rarest match. Codes are random, as the
 * platform's: the code queries start as the newest transaction's code does, from all payments to that one.
 */
const queriesOf = (newest: string): Record<string, readonly string[]> => ({
  status: ['status:reconciled', 'status:pending_split,cancelled', '-status:reconciled'],
  type: ['type:payment', 'type:REFUND,CHARGEBACK', '-type:PAYMENT'],
  amount: ['amount>=10', 'amount<500', 'amount>=1000', 'amount:500.00'],
  currency: ['currency:EUR', 'currency:USD'],
  created: ['created>-7d', `created>=${day(200)} created<=${day(170)}`, `created:${day(300)}`, 'created<-360d'],
  seller: ['seller:AH-D-BULK-TX-BIG-1', 'seller:AH-D-BULK-TX-BIG-1*'],
  code: [
    'code:SP-*',
    `code:${newest.slice(0, 4)}*`,
    'code:cb-0*',
    `code:${newest.slice(0, 7).toLowerCase()}*`,
    `code:${newest}`,
  ],
  search: ['ref-0004000', 'ord-99', 'psp-a87f'],
  'several together': [
    'type:REFUND,CHARGEBACK created>-30d',
    'status:reconciled amount>=500 currency:EUR created>-90d -type:REFUND',
    'status:cancelled amount>=100 created>-7d seller:AH-D-BULK-TX-BIG-7*',
  ],
});

async function measureOn(driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const { platform, writeSeconds, close } = await startPlatformOnDataset(transactionsData, driver);
  try {
    const token = await platform.tokenFor(opsEmail);
    const transactions = createInsightsTransactionsClient(
      createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
    );
    const first = await transactions.listDivisionTransactions({ params: scope, query: { limit: 1 } });
    const figures: BenchFigure[] = [];
    for (const [field, texts] of Object.entries(queriesOf(first.elements[0]?.splitCode ?? 'SP-0'))) {
      figures.push(
        ...(await latencyFigures(
          `${driver}: first page, ${field}`,
          (index) =>
            transactions.listDivisionTransactions({
              params: scope,
              query: { limit: 25, query: texts[index % texts.length] ?? '' },
            }),
          { warmUp: 10, measured: 100, p95BudgetMs: 50 },
        )),
      );
    }
    if (writeSeconds !== undefined) {
      figures.push({ name: `${driver}: writing 1,000,000 transactions`, value: writeSeconds, unit: 's' });
    }
    return figures;
  } finally {
    await close();
  }
}

report(
  'List query: transactions list first page over HTTP on 1,000,000 transactions (PGlite; PostgreSQL 15 when it answers)',
  await onBothDatabases(measureOn),
);

// Latency of a division's transactions list over HTTP on 1,000,000 transactions (400,000 in the division asked
// for), on PGlite in a data folder, as `npm start` runs it: the first pages and deep ones, each filter status and
// type, date ranges, searches by code, reference, order number and PSP reference, and filters together. The
// dataset is built once and cached (see transactions-dataset.ts). Budget (issue 4): p95 under 50 ms for each kind
// of request. The ledger's invariants are checked after the run.
import { rmSync } from 'node:fs';
import {
  createApiClient,
  createInsightsTransactionsClient,
  type InsightsTransactionsClient,
} from '../../packages/core/src/api/index.ts';
import type { TransactionListQuery } from '../../packages/core/src/contract/index.ts';
import { assertLedgerInvariants } from '../../packages/platform/src/ledger/ledger-invariants.ts';
import {
  bulkBigDivisionShare,
  bulkTransactionsScope as scope,
} from '../../packages/platform/src/services/fund/splits/testing/bulk-transactions.ts';
import { startPlatformOnCopy } from './cached-data-folder.ts';
import { latencyFigures } from './latency.ts';
import { type BenchFigure, report } from './report.ts';
import { transactionCount, transactionsDataset } from './transactions-dataset.ts';

const opsEmail = 'ops@sandbox.test';
const latency = (name: string, request: (index: number) => Promise<unknown>) =>
  latencyFigures(name, request, { warmUp: 20, measured: 200, p95BudgetMs: 50 });

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** 1-based, as the UI asks: the first pages most often, now and then one deep in the list. */
const pages = [1, 2, 3, 1, 5, 10, 1, 40, 2, 200];
const pick = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;

async function measure(transactions: InsightsTransactionsClient): Promise<BenchFigure[]> {
  const list = (index: number, filters: Partial<TransactionListQuery>) =>
    transactions.listDivisionTransactions({
      params: scope,
      query: { page: pick(pages, index), limit: 25, ...filters },
    });
  const statuses = [
    ['PENDING_SPLIT'],
    ['PENDING_SETTLEMENT'],
    ['RECONCILED'],
    ['CANCELLED'],
    ['PENDING_SPLIT', 'CANCELLED'],
  ] as const;
  const types = [['REFUND'], ['CHARGEBACK'], ['PAYMENT'], ['REFUND', 'CHARGEBACK']] as const;
  const ranges = [
    { createdFrom: day(7), createdTo: day(0) },
    { createdFrom: day(200), createdTo: day(170) },
    { createdFrom: day(365), createdTo: day(270) },
    { createdFrom: day(1), createdTo: day(1) },
  ];
  // Transactions of the large division: numbers whose group of twenty falls on it (see transactions-dataset.ts);
  // the codes are random (as the platform's), so a code and the start of one are the newest transaction's.
  const newest = (await list(0, { limit: 1 })).elements[0]?.splitCode ?? 'SP-0';
  const searches = [
    newest,
    newest.slice(0, 6).toLowerCase(),
    'REF-0004000',
    'ref-00999',
    'ORD-123',
    'ord-99',
    'PSP-C4CA4238',
    'psp-a87f',
  ];
  return [
    ...(await latency('list, 400,000 transactions, 25 a page', (index) => list(index, {}))),
    ...(await latency('list by filter status', (index) => list(index, { status: [...pick(statuses, index)] }))),
    ...(await latency('list by type', (index) => list(index, { type: [...pick(types, index)] }))),
    ...(await latency('list by creation days', (index) => list(index % 3, pick(ranges, index)))),
    ...(await latency('search by code, reference, order number, PSP reference', (index) =>
      list(0, { search: pick(searches, index) }),
    )),
    ...(await latency('filter status, type and days together', (index) =>
      list(index % 3, {
        status: [...pick(statuses, index)],
        type: [...pick(types, index + 1)],
        ...pick(ranges, index),
      }),
    )),
  ];
}

const { folder, writeSeconds } = await transactionsDataset();
const { platform, runFolder } = await startPlatformOnCopy(folder);
const database = platform.database;
try {
  const token = await platform.tokenFor(opsEmail);
  const transactions = createInsightsTransactionsClient(
    createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
  const first = await transactions.listDivisionTransactions({ params: scope });
  const expected = transactionCount * bulkBigDivisionShare;
  if (first.totalCount !== expected) {
    throw new Error(`the large division lists ${first.totalCount} transactions, not ${expected}`);
  }
  const figures = await measure(transactions);
  if (writeSeconds !== undefined) {
    figures.push({ name: 'writing 1,000,000 transactions on PGlite', value: writeSeconds, unit: 's' });
  }
  await assertLedgerInvariants(database.db);
  report('Insights: transactions list over HTTP on 1,000,000 transactions (PGlite)', figures);
} finally {
  await platform.close();
  rmSync(runFolder, { recursive: true, force: true });
}

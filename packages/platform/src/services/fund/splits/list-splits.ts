import type { Page, SplitRefundListQuery, SplitTransaction } from '@ops/core/contract';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { pageOf } from '../../../db/page-of.ts';
import { splitTransactions } from '../../../db/schema/index.ts';
import type { SplitKind } from './lock-split.ts';
import { withShares } from './read-splits.ts';

function filtersOf(kind: SplitKind, query: Partial<SplitRefundListQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    kind === 'payment' ? eq(splitTransactions.type, 'PAYMENT') : ne(splitTransactions.type, 'PAYMENT'),
  ];
  if (query.merchantCode) conditions.push(eq(splitTransactions.merchantCode, query.merchantCode));
  if (query.divisionCode) conditions.push(eq(splitTransactions.divisionCode, query.divisionCode));
  if (query.status) conditions.push(eq(splitTransactions.status, query.status));
  if (query.paymentCode) conditions.push(eq(splitTransactions.paymentCode, query.paymentCode));
  return and(...conditions);
}

/** Split payments, or refunds and chargebacks, newest first, with their shares, filtered and paged (0-based). */
export async function listSplits(
  db: Queryable,
  kind: SplitKind,
  query: Partial<SplitRefundListQuery> & { page: number; limit: number },
): Promise<Page<SplitTransaction>> {
  const where = filtersOf(kind, query);
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(splitTransactions)
          .where(where)
          .orderBy(desc(splitTransactions.createdAt), desc(splitTransactions.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(splitTransactions).where(where),
    },
    (rows) => withShares(db, rows),
  );
}

import type { BalanceTransfer, BalanceTransferListQuery, Page } from '@ops/core/contract';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { createdWithinDays } from '../../db/created-within-days.ts';
import type { Queryable } from '../../db/database.ts';
import { pageOf } from '../../db/page-of.ts';
import { balanceTransfers } from '../../db/schema/index.ts';
import { anyStartsWith } from '../account-owner/like-pattern.ts';
import { toBalanceTransfer } from './balance-transfer-row.ts';

function filtersOf(query: BalanceTransferListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const equal = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => {
    if (value !== undefined) conditions.push(eq(column, value));
  };
  equal(balanceTransfers.merchantCode, query.merchantCode);
  equal(balanceTransfers.divisionCode, query.divisionCode);
  equal(balanceTransfers.fromVirtualAccountCode, query.fromVirtualAccountCode);
  equal(balanceTransfers.toVirtualAccountCode, query.toVirtualAccountCode);
  equal(balanceTransfers.type, query.type);
  equal(balanceTransfers.currency, query.currency);
  if (query.virtualAccountCode !== undefined) {
    conditions.push(
      or(
        eq(balanceTransfers.fromVirtualAccountCode, query.virtualAccountCode),
        eq(balanceTransfers.toVirtualAccountCode, query.virtualAccountCode),
      ),
    );
  }
  conditions.push(...createdWithinDays(balanceTransfers.createdAt, query));
  if (query.search) {
    const { code, fromVirtualAccountCode, toVirtualAccountCode } = balanceTransfers;
    conditions.push(anyStartsWith(query.search, [code, fromVirtualAccountCode, toVirtualAccountCode]));
  }
  return and(...conditions);
}

/** Balance transfers, newest first, filtered and paged (0-based pages on the wire). */
export async function listBalanceTransfers(
  db: Queryable,
  query: BalanceTransferListQuery,
): Promise<Page<BalanceTransfer>> {
  const where = filtersOf(query);
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(balanceTransfers)
          .where(where)
          .orderBy(desc(balanceTransfers.createdAt), desc(balanceTransfers.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(balanceTransfers).where(where),
    },
    (rows) => rows.map(toBalanceTransfer),
  );
}

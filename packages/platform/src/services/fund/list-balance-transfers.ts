import type { BalanceTransfer, BalanceTransferListQuery, Page } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { balanceTransferQueryFields } from '@ops/core/list-query';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { createdWithinDays } from '../../db/created-within-days.ts';
import type { Queryable } from '../../db/database.ts';
import { equalWhereGiven } from '../../db/equal-where-given.ts';
import { readListQuery } from '../../db/list-query/read-list-query.ts';
import { pageOf } from '../../db/page-of.ts';
import { balanceTransfers } from '../../db/schema/index.ts';
import { balanceTransferQueryCondition, balanceTransferSearch } from './balance-transfer-query-sql.ts';
import { toBalanceTransfer } from './balance-transfer-row.ts';

/** The list filters as SQL, the query (in the list query language) ANDed: a 400 when it cannot be read. */
function filtersOf(query: BalanceTransferListQuery): SQL | undefined {
  const { fromVirtualAccountCode, toVirtualAccountCode } = balanceTransfers;
  const listQuery = readListQuery(balanceTransferQueryFields, query.query);
  return and(
    equalWhereGiven(balanceTransfers.merchantCode, query.merchantCode),
    equalWhereGiven(balanceTransfers.divisionCode, query.divisionCode),
    equalWhereGiven(fromVirtualAccountCode, query.fromVirtualAccountCode),
    equalWhereGiven(toVirtualAccountCode, query.toVirtualAccountCode),
    equalWhereGiven(balanceTransfers.type, query.type),
    equalWhereGiven(balanceTransfers.currency, query.currency),
    // Either side of the transfer.
    query.virtualAccountCode === undefined
      ? undefined
      : or(eq(fromVirtualAccountCode, query.virtualAccountCode), eq(toVirtualAccountCode, query.virtualAccountCode)),
    ...createdWithinDays(balanceTransfers.createdAt, query),
    query.search ? balanceTransferSearch(query.search) : undefined,
    listQuery ? balanceTransferQueryCondition(listQuery, calendarDayOf(new Date())) : undefined,
  );
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

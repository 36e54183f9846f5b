import type { FundPayoutRequest, Page, PayoutRequestListQuery } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { payoutRequestQueryFields } from '@ops/core/list-query';
import { and, count, desc, type SQL } from 'drizzle-orm';
import { createdWithinDays } from '../../../db/created-within-days.ts';
import type { Queryable } from '../../../db/database.ts';
import { equalWhereGiven } from '../../../db/equal-where-given.ts';
import { readListQuery } from '../../../db/list-query/read-list-query.ts';
import { type Paging, pageOf } from '../../../db/page-of.ts';
import { payoutRequests } from '../../../db/schema/index.ts';
import { payoutRequestQueryCondition, payoutRequestSearch } from './payout-request-query-sql.ts';
import { type PayoutRequestWithNames, selectPayoutRequests, toFundPayoutRequest } from './payout-request-row.ts';

/** The list filters as SQL, the query (in the list query language) ANDed: a 400 when it cannot be read. */
export function payoutRequestFilters(query: Omit<PayoutRequestListQuery, 'page' | 'limit'>): SQL | undefined {
  const { accountHolderCode, payoutCode } = payoutRequests;
  const listQuery = readListQuery(payoutRequestQueryFields, query.query);
  return and(
    equalWhereGiven(payoutRequests.merchantCode, query.merchantCode),
    equalWhereGiven(payoutRequests.divisionCode, query.divisionCode),
    equalWhereGiven(payoutRequests.status, query.status),
    equalWhereGiven(payoutRequests.type, query.type),
    equalWhereGiven(accountHolderCode, query.accountHolderCode),
    equalWhereGiven(payoutRequests.virtualAccountCode, query.virtualAccountCode),
    equalWhereGiven(payoutCode, query.payoutCode),
    ...createdWithinDays(payoutRequests.createdAt, query),
    query.search ? payoutRequestSearch(query.search) : undefined,
    listQuery ? payoutRequestQueryCondition(listQuery, calendarDayOf(new Date())) : undefined,
  );
}

/** The payout requests that match `where`, newest first, one page of them (0-based pages on the wire). */
export function pageOfPayoutRequests<Element>(
  db: Queryable,
  where: SQL | undefined,
  paging: Paging,
  toElement: (row: PayoutRequestWithNames) => Element,
): Promise<Page<Element>> {
  return pageOf(
    paging,
    {
      rows: ({ limit, offset }) =>
        selectPayoutRequests(db)
          .where(where)
          .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(payoutRequests).where(where),
    },
    (rows) => rows.map(toElement),
  );
}

/** Payout requests, newest first, filtered and paged. */
export function listPayoutRequests(
  db: Queryable,
  query: PayoutRequestListQuery,
  extra?: SQL,
): Promise<Page<FundPayoutRequest>> {
  return pageOfPayoutRequests(db, and(payoutRequestFilters(query), extra), query, toFundPayoutRequest);
}

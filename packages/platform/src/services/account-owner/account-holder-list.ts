import type { AccountHolderListQuery, ListedAccountHolder, Page, PayoutScheduler } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { type ListQuery, sellerQueryFields } from '@ops/core/list-query';
import { and, asc, count, eq, exists, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { readListQuery } from '../../db/list-query/read-list-query.ts';
import { accountHolders, divisionSellerCounts, divisions, merchants, virtualAccounts } from '../../db/schema/index.ts';
import { extrasColumns, toExtras } from './account-holder-queries.ts';
import { type AccountHolderListRow, toAccountHolder } from './account-holder-wire.ts';
import { accountOwnerMessages } from './account-owner-messages.ts';
import { invalidField } from './invalid-field.ts';
import { type DivisionAddress, requireDivision } from './scope.ts';
import { sellerQueryCondition, sellerSearch } from './seller-query-sql.ts';
import { holdsBalance } from './virtual-account-queries.ts';

/** What the list reads of each seller: a long list is decoded row by row, so only the columns it shows. */
const listColumns = {
  code: accountHolders.code,
  merchantCode: accountHolders.merchantCode,
  divisionCode: accountHolders.divisionCode,
  name: accountHolders.name,
  email: accountHolders.email,
  status: accountHolders.status,
  kycStatus: accountHolders.kycStatus,
  legalForm: accountHolders.legalForm,
  companyType: accountHolders.companyType,
  totalVolume: accountHolders.totalVolume,
  totalVolumeCurrency: accountHolders.totalVolumeCurrency,
  payoutsMode: accountHolders.payoutsMode,
  nextScheduledPayoutDate: accountHolders.nextScheduledPayoutDate,
  hostedOnboardingUrl: accountHolders.hostedOnboardingUrl,
  deletedAt: accountHolders.deletedAt,
  createdAt: accountHolders.createdAt,
} satisfies Record<keyof AccountHolderListRow, unknown>;

/** A page row: the seller's columns and what its merchant and division add to it. */
const pageColumns = {
  ...listColumns,
  merchantName: merchants.displayName,
  divisionName: divisions.displayName,
  payoutScheduler: divisions.payoutScheduler,
  divisionSince: divisions.createdAt,
};

/** The list's order: by name whatever the case, then by code (the list indexes' order). */
const listOrder = [asc(sql`lower(${accountHolders.name})`), asc(accountHolders.code)];

/** Sellers of live divisions of live merchants only: a deleted division's sellers cannot be opened. */
const liveOwners = and(isNull(divisions.deletedAt), isNull(merchants.deletedAt));

/** The sellers after `code` in the list's order: a keyset page's condition, served by the list indexes. */
async function afterSeller(db: Queryable, division: DivisionAddress | undefined, code: string): Promise<SQL> {
  const [cursor] = await db
    .select({ name: accountHolders.name, code: accountHolders.code })
    .from(accountHolders)
    .where(
      and(eq(accountHolders.code, code), division ? eq(accountHolders.divisionCode, division.divisionCode) : undefined),
    );
  if (!cursor) throw invalidField('after', accountOwnerMessages.sellerNotFound);
  return sql`(lower(${accountHolders.name}), ${accountHolders.code}) > (lower(${cursor.name}), ${cursor.code})`;
}

/** The list filters as SQL, the query (in the list query language) ANDed; across merchants, not yet `liveOwners`. */
function filtersOf(
  db: Queryable,
  division: DivisionAddress | undefined,
  query: AccountHolderListQuery,
  listQuery: ListQuery | undefined,
) {
  return and(
    division ? eq(accountHolders.divisionCode, division.divisionCode) : undefined,
    query.showDeleted ? undefined : isNull(accountHolders.deletedAt),
    query.status ? eq(accountHolders.status, query.status) : undefined,
    query.search === undefined ? undefined : sellerSearch(query.search),
    query.hideNoBalance
      ? exists(
          db
            .select({ one: sql`1` })
            .from(virtualAccounts)
            .where(and(eq(virtualAccounts.accountHolderCode, accountHolders.code), holdsBalance)),
        )
      : undefined,
    listQuery ? sellerQueryCondition(db, listQuery, calendarDayOf(new Date())) : undefined,
  );
}

/** Whether the list asks for every live seller, unfiltered: their number is kept, not counted. */
function unfiltered(query: AccountHolderListQuery, listQuery: ListQuery | undefined): boolean {
  return (
    !query.showDeleted &&
    query.status === undefined &&
    query.search === undefined &&
    !query.hideNoBalance &&
    listQuery === undefined
  );
}

/**
 * How many sellers match, as a select. The live sellers of a division are kept counted (`divisionSellerCounts`,
 * in step with the sellers in every transaction): the unfiltered list, the one most asked, reads that number
 * instead of counting its division's sellers on every page. Any filter counts the matching sellers. Across
 * merchants those are the matching sellers less the matching ones of deleted divisions and merchants (a few, found
 * from those divisions): joined to their division and merchant, every matching seller was looked up in both (a
 * common status across 100,000 sellers: 75 ms, not 25 ms, on PGlite), where alone the count is read from an index.
 */
function countOf(db: Queryable, division: DivisionAddress | undefined, isUnfiltered: boolean, where: SQL | undefined) {
  if (isUnfiltered) {
    const kept = db
      .select({ value: sql<number>`coalesce(sum(${divisionSellerCounts.liveSellers}), 0)`.mapWith(Number) })
      .from(divisionSellerCounts);
    return division
      ? kept.where(eq(divisionSellerCounts.divisionCode, division.divisionCode))
      : kept
          .innerJoin(divisions, eq(divisions.code, divisionSellerCounts.divisionCode))
          .innerJoin(merchants, eq(merchants.code, divisions.merchantCode))
          .where(liveOwners);
  }
  if (division) return db.select({ value: count() }).from(accountHolders).where(where);
  const ofDeletedOwners = db
    .select({ value: count() })
    .from(divisions)
    .innerJoin(merchants, eq(merchants.code, divisions.merchantCode))
    .innerJoin(accountHolders, eq(accountHolders.divisionCode, divisions.code))
    .where(and(or(isNotNull(divisions.deletedAt), isNotNull(merchants.deletedAt)), where));
  return db
    .select({ value: sql<number>`count(*) - (${ofDeletedOwners})`.mapWith(Number) })
    .from(accountHolders)
    .where(where);
}

/**
 * A page of sellers matching the list's filters and query (a 400 naming the character of one it cannot read), by
 * name, then code: a division's, or with no division every merchant's (of live divisions). Each carries its
 * merchant's and division's names. With `after` the page starts after that seller instead of skipping rows, and is
 * not counted: reading a long list page by page then costs the same on every page (skipping and counting grow with
 * the list). Its `totalCount` is a lower bound: the sellers of
 * the pages before it and of this one, plus one while more follow, so a reader goes on until it has seen that many.
 * The page, each seller's extras (balances too when asked) and the count are one statement: on PGlite, which
 * answers one statement at a time, every request under load queues on it, so each round trip saved is throughput.
 */
export async function listAccountHolders(
  db: Queryable,
  division: DivisionAddress | undefined,
  query: AccountHolderListQuery,
): Promise<Page<ListedAccountHolder>> {
  // A query that does not read is a 400 before anything runs.
  const listQuery = readListQuery(sellerQueryFields, query.query);
  const where = filtersOf(db, division, query, listQuery);
  const counted = countOf(db, division, unfiltered(query, listQuery), where);
  // Across merchants a page holds the sellers of live divisions and merchants only (a division's page: below).
  const ofLiveOwners = division ? undefined : liveOwners;
  const withBalances = query._fragments === 'balances';
  /**
   * The page's rows, each with its extras and `totalCount` (the count, or null when the page is not counted). The
   * merchant is joined through the division: its code on the seller too would have the planner multiply the two
   * conditions' selectivities, guess a third of the division's sellers, and sort them all rather than walk the list
   * index (80 ms, not 8, for page 200 of 30,000).
   */
  const pageOf = (
    condition: SQL | undefined,
    totalCount: SQL<number | null>,
    window: { limit: number; offset: number },
  ) => {
    const columns = db.select({ ...pageColumns, ...extrasColumns(accountHolders.code, withBalances), totalCount });
    if (window.offset === 0) {
      return columns
        .from(accountHolders)
        .innerJoin(divisions, eq(divisions.code, accountHolders.divisionCode))
        .innerJoin(merchants, eq(merchants.code, divisions.merchantCode))
        .where(condition)
        .orderBy(...listOrder)
        .limit(window.limit);
    }
    // Past the first page the page's codes are chosen first, so the extras' subqueries run for its rows only:
    // selected with the rows, they would run for every row the offset skips.
    const page = db
      .select({ code: accountHolders.code })
      .from(accountHolders)
      .innerJoin(divisions, eq(divisions.code, accountHolders.divisionCode))
      .innerJoin(merchants, eq(merchants.code, divisions.merchantCode))
      .where(condition)
      .orderBy(...listOrder)
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    return columns
      .from(page)
      .innerJoin(accountHolders, eq(accountHolders.code, page.code))
      .innerJoin(divisions, eq(divisions.code, accountHolders.divisionCode))
      .innerJoin(merchants, eq(merchants.code, divisions.merchantCode))
      .orderBy(...listOrder);
  };
  let rows: Awaited<ReturnType<typeof pageOf>>;
  let totalCount: number;
  if (query.after !== undefined) {
    if (division) await requireDivision(db, division);
    const found = await pageOf(and(where, ofLiveOwners, await afterSeller(db, division, query.after)), sql`null`, {
      limit: query.limit + 1,
      offset: 0,
    });
    rows = found.slice(0, query.limit);
    totalCount = query.page * query.limit + found.length;
  } else {
    // A division's page is read only from a live division of that merchant: a page with sellers shows the division
    // is there, and only an empty one asks whether it is (not found otherwise), one statement fewer on every page.
    const ofLiveDivision = division && and(eq(divisions.merchantCode, division.merchantCode), liveOwners);
    // The count rides along as a column the database works out once; a page past the end has no row to carry it.
    const page = await pageOf(and(where, ofLiveOwners, ofLiveDivision), sql<number>`(${counted})`.mapWith(Number), {
      limit: query.limit,
      offset: query.page * query.limit,
    });
    if (page.length === 0 && division) await requireDivision(db, division);
    rows = page;
    totalCount = page[0]?.totalCount ?? (query.page === 0 ? 0 : ((await counted)[0]?.value ?? 0));
  }
  return {
    elements: rows.map((row) => {
      const extras = toExtras(row, { scheduler: row.payoutScheduler as PayoutScheduler, since: row.divisionSince });
      return { ...toAccountHolder(row, extras), merchantName: row.merchantName, divisionName: row.divisionName };
    }),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount,
  };
}

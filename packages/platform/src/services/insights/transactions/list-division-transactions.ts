import type { Page, TransactionListQuery, TransactionRow } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { type ListQuery, transactionQueryFields } from '@ops/core/list-query';
import { and, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { createdWithinDays } from '../../../db/created-within-days.ts';
import type { Queryable } from '../../../db/database.ts';
import { amountBandsAnswer, countByAmountBands } from '../../../db/list-query/amount-band-counts.ts';
import { codeStartsAnswer, countByCodeStarts } from '../../../db/list-query/code-start-counts.ts';
import { listQueryCondition } from '../../../db/list-query/list-query-sql.ts';
import { readListQuery } from '../../../db/list-query/read-list-query.ts';
import {
  splitShares,
  splitTransactionAmountCounts,
  splitTransactionCodeCounts,
  splitTransactionCounts,
  splitTransactions,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { isLiveDivision } from '../../fund/splits/split-accounts.ts';
import { splitMessages as messages } from '../../fund/splits/split-messages.ts';
import {
  countsAnswer,
  transactionCountQuerySql,
  transactionQuerySql,
  transactionSearch,
} from './transaction-query-sql.ts';
import { selectTransactionPage } from './transaction-row.ts';

interface DivisionAddress {
  merchantCode: string;
  divisionCode: string;
}

/** The list's filters and its query (read already), ANDed, as SQL. */
interface TransactionFilters {
  query: TransactionListQuery;
  listQuery: ListQuery | undefined;
  today: Date;
}

function rowFilters(divisionCode: string, { query, listQuery, today }: TransactionFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(splitTransactions.divisionCode, divisionCode)];
  if (query.status) conditions.push(inArray(splitTransactions.filterStatus, query.status));
  if (query.type) conditions.push(inArray(splitTransactions.type, query.type));
  // UTC days: the days the counts are kept by.
  conditions.push(...createdWithinDays(splitTransactions.createdAt, query));
  if (query.accountHolderCode) {
    conditions.push(
      sql`${splitTransactions.code} in (select ${splitShares.transactionCode} from ${splitShares} where ${splitShares.accountHolderCode} = ${query.accountHolderCode})`,
    );
  }
  if (query.search) conditions.push(transactionSearch(query.search));
  if (listQuery) conditions.push(listQueryCondition(transactionQuerySql(today), listQuery));
  return and(...conditions);
}

/** Whether the list's filters beside its query are unset: a query alone decides which counts answer. */
const queryAlone = (query: TransactionListQuery) =>
  !query.search && !query.accountHolderCode && !query.status && !query.type && !query.createdFrom && !query.createdTo;

/** How many transactions match, counted by their rows. */
async function countRows(db: Queryable, divisionCode: string, filters: TransactionFilters): Promise<number> {
  const [total] = await db.select({ value: count() }).from(splitTransactions).where(rowFilters(divisionCode, filters));
  return total?.value ?? 0;
}

/**
 * How many transactions match. Without a search or a seller the counts kept per division, day, filter status and
 * type add up to it in a few rows, however large the division; an amount range alone (and currencies) is added up
 * from the counts kept per amount band, a code start alone from the counts per code start; a search or one seller's
 * share matches few rows, so they are counted.
 */
async function countTransactions(db: Queryable, divisionCode: string, filters: TransactionFilters): Promise<number> {
  const { query, listQuery, today } = filters;
  if (queryAlone(query) && codeStartsAnswer(listQuery)) {
    const starts = splitTransactionCodeCounts;
    return countByCodeStarts(
      db,
      {
        counts: {
          table: starts,
          scope: eq(starts.divisionCode, divisionCode),
          start: starts.codeStart,
          count: starts.transactions,
        },
        countRows: (codes) => countRows(db, divisionCode, { ...filters, listQuery: codes }),
      },
      listQuery,
    );
  }
  if (queryAlone(query) && amountBandsAnswer(listQuery)) {
    const bands = splitTransactionAmountCounts;
    return countByAmountBands(
      db,
      {
        counts: {
          table: bands,
          scope: eq(bands.divisionCode, divisionCode),
          division: bands.divisionCode,
          currency: bands.currency,
          low: bands.bandLow,
          high: bands.bandHigh,
          count: bands.transactions,
        },
        rows: {
          table: splitTransactions,
          condition: rowFilters(divisionCode, filters),
          division: splitTransactions.divisionCode,
          amount: splitTransactions.totalAmount,
          currency: splitTransactions.currency,
        },
      },
      listQuery,
    );
  }
  if (query.search || query.accountHolderCode || !countsAnswer(listQuery)) return countRows(db, divisionCode, filters);
  const counts = splitTransactionCounts;
  const [total] = await db
    .select({ value: sql<string>`coalesce(sum(${counts.transactions}), 0)::text` })
    .from(counts)
    .where(
      and(
        eq(counts.divisionCode, divisionCode),
        query.status ? inArray(counts.filterStatus, query.status) : undefined,
        query.type ? inArray(counts.type, query.type) : undefined,
        query.createdFrom ? gte(counts.day, query.createdFrom) : undefined,
        query.createdTo ? lte(counts.day, query.createdTo) : undefined,
        listQuery ? listQueryCondition(transactionCountQuerySql(today), listQuery) : undefined,
      ),
    );
  return Number(total?.value ?? 0);
}

/** A division's transactions, newest first, filtered and paged (0-based pages on the wire). */
export async function listDivisionTransactions(
  db: Queryable,
  division: DivisionAddress,
  query: TransactionListQuery,
): Promise<Page<TransactionRow>> {
  const filters: TransactionFilters = {
    query,
    listQuery: readListQuery(transactionQueryFields, query.query),
    today: calendarDayOf(new Date()),
  };
  if (!(await isLiveDivision(db, division.merchantCode, division.divisionCode))) {
    throw notFound(messages.noMatchingDivision);
  }
  const [elements, totalCount] = await Promise.all([
    selectTransactionPage(db, rowFilters(division.divisionCode, filters), {
      limit: query.limit,
      offset: query.page * query.limit,
    }),
    countTransactions(db, division.divisionCode, filters),
  ]);
  return { elements, pageNumber: query.page, pageSize: query.limit, totalCount };
}

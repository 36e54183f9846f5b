import type { Page, TransactionListQuery, TransactionRow } from '@ops/core/contract';
import { and, count, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { createdWithinDays } from '../../../db/created-within-days.ts';
import type { Queryable } from '../../../db/database.ts';
import { splitShares, splitTransactionCounts, splitTransactions } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { startsWithPattern } from '../../account-owner/like-pattern.ts';
import { isLiveDivision } from '../../fund/splits/split-accounts.ts';
import { splitMessages as messages } from '../../fund/splits/split-messages.ts';
import { selectTransactionPage } from './transaction-row.ts';

interface DivisionAddress {
  merchantCode: string;
  divisionCode: string;
}

function rowFilters(divisionCode: string, query: TransactionListQuery): SQL | undefined {
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
  if (query.search) {
    const pattern = startsWithPattern(query.search);
    conditions.push(
      or(
        ...[
          splitTransactions.code,
          splitTransactions.reference,
          splitTransactions.orderNumber,
          splitTransactions.pspReference,
        ].map((column) => sql`lower(${column}) like ${pattern}`),
      ),
    );
  }
  return and(...conditions);
}

/**
 * How many transactions match. Without a search or a seller the counts kept per division, day, filter status and
 * type add up to it in a few rows, however large the division; a search or one seller's share matches few rows,
 * so they are counted.
 */
async function countTransactions(db: Queryable, divisionCode: string, query: TransactionListQuery): Promise<number> {
  if (query.search || query.accountHolderCode) {
    const [total] = await db.select({ value: count() }).from(splitTransactions).where(rowFilters(divisionCode, query));
    return total?.value ?? 0;
  }
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
  if (!(await isLiveDivision(db, division.merchantCode, division.divisionCode))) {
    throw notFound(messages.noMatchingDivision);
  }
  const [elements, totalCount] = await Promise.all([
    selectTransactionPage(db, rowFilters(division.divisionCode, query), {
      limit: query.limit,
      offset: query.page * query.limit,
    }),
    countTransactions(db, division.divisionCode, query),
  ]);
  return { elements, pageNumber: query.page, pageSize: query.limit, totalCount };
}

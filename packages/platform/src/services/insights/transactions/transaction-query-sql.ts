import { transactionFilterStatuses } from '@ops/core/contract';
import type { ListQuery } from '@ops/core/list-query';
import { or, type SQL, sql } from 'drizzle-orm';
import { keptCountsAnswer } from '../../../db/list-query/kept-counts.ts';
import type { ListQuerySql } from '../../../db/list-query/list-query-sql.ts';
import {
  amountComparing,
  codeMatching,
  createdOn,
  dayOn,
  enumOutside,
  equalTo,
} from '../../../db/list-query/value-conditions.ts';
import { splitShares, splitTransactionCounts, splitTransactions } from '../../../db/schema/index.ts';
import { startsWithPattern } from '../../account-owner/like-pattern.ts';

/** The columns a word of the search matches the start of, in any case (each has a `lower(…)` prefix index). */
const searchedColumns = [
  splitTransactions.code,
  splitTransactions.reference,
  splitTransactions.orderNumber,
  splitTransactions.pspReference,
];

/** The transactions search: a row whose split code, reference, order number or PSP reference starts with it. */
export function transactionSearch(text: string): SQL | undefined {
  const pattern = startsWithPattern(text);
  return or(...searchedColumns.map((column) => sql`lower(${column}) like ${pattern}`));
}

/**
 * The transactions list's query fields (core's `transactionQueryFields`) on `split_transactions`. A seller is any
 * share's (as the `accountHolderCode` filter), found through `split_shares`; the split code is compared in lower
 * case, on the search's prefix index.
 */
export function transactionQuerySql(today: Date): ListQuerySql {
  const sellerMatches = codeMatching(splitShares.accountHolderCode);
  return {
    fields: {
      status: equalTo(splitTransactions.filterStatus),
      type: equalTo(splitTransactions.type),
      amount: amountComparing(splitTransactions.totalAmount, splitTransactions.currency),
      currency: equalTo(splitTransactions.currency),
      created: createdOn(splitTransactions.createdAt, today),
      seller: (value, operator) =>
        sql`${splitTransactions.code} in (select ${splitShares.transactionCode} from ${splitShares} where ${sellerMatches(value, operator)})`,
      code: codeMatching(splitTransactions.code, { lower: true }),
    },
    negations: { status: enumOutside(splitTransactions.filterStatus, transactionFilterStatuses) },
    word: transactionSearch,
  };
}

/** The fields the counts kept per division, day, filter status, type and currency can answer. */
const countedFields = new Set(['status', 'type', 'created', 'currency']);

/** Whether the kept counts answer how many rows a query matches (no amount, seller, code or word). */
export const countsAnswer = (query: ListQuery | undefined): boolean => keptCountsAnswer(countedFields, query);

/** The same fields on the kept counts (`split_transaction_counts`), for a total without counting rows. */
export function transactionCountQuerySql(today: Date): ListQuerySql {
  const counts = splitTransactionCounts;
  return {
    fields: {
      status: equalTo(counts.filterStatus),
      type: equalTo(counts.type),
      currency: equalTo(counts.currency),
      created: dayOn(counts.day, today),
    },
    negations: { status: enumOutside(counts.filterStatus, transactionFilterStatuses) },
    word: () => undefined,
  };
}

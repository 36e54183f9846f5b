import { payoutBatchStatuses } from '@ops/core/contract';
import type { ListQuery } from '@ops/core/list-query';
import type { SQL } from 'drizzle-orm';
import { amountBandsAnswer } from '../../../db/list-query/amount-band-counts.ts';
import { keptCountsAnswer } from '../../../db/list-query/kept-counts.ts';
import { type ListQuerySql, listQueryCondition } from '../../../db/list-query/list-query-sql.ts';
import {
  amountComparing,
  codeMatching,
  createdOn,
  dayOn,
  enumOutside,
  equalTo,
} from '../../../db/list-query/value-conditions.ts';
import { payoutBatchAmountCounts, payoutBatchCounts, payoutBatches } from '../../../db/schema/index.ts';

/**
 * The payout batches search: a batch whose code starts with it, in any case. Codes are written in capitals, so the
 * text in capitals finds them on the code's `text_pattern_ops` index (an `ilike` read every batch).
 */
export const payoutBatchSearch = (text: string) => codeMatching(payoutBatches.code)(`${text.toUpperCase()}*`, ':');

/**
 * The payout batches list's query fields (core's `payoutBatchQueryFields`) on `payout_batches`: the amount is the
 * batch's total in its currency (its live items' amounts, kept in `items_total` and indexed, migration
 * `0066_list_query_payout_batch_totals`), codes as typed (a `*` start on the `text_pattern_ops` indexes of migration
 * `list_query_payout_batch_indexes`, which also indexes the status in the list's order).
 */
function payoutBatchQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      status: equalTo(payoutBatches.status),
      amount: amountComparing(payoutBatches.itemsTotal, payoutBatches.currency),
      currency: equalTo(payoutBatches.currency),
      created: createdOn(payoutBatches.createdAt, today),
      code: codeMatching(payoutBatches.code),
      merchant: codeMatching(payoutBatches.merchantCode),
      division: codeMatching(payoutBatches.divisionCode),
    },
    negations: { status: enumOutside(payoutBatches.status, payoutBatchStatuses) },
    word: payoutBatchSearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const payoutBatchQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(payoutBatchQuerySql(today), query);

/** The fields the counts kept per merchant, division, creation day, status and currency answer. */
const countedFields = new Set(['status', 'currency', 'created', 'merchant', 'division']);

/** Whether the kept counts answer how many batches a query matches (no amount, code or search word). */
export const batchCountsAnswer = (query: ListQuery | undefined): boolean => keptCountsAnswer(countedFields, query);

/** A read query on the kept counts (`payout_batch_counts`), for a total without counting batches. */
export const payoutBatchCountCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(
    {
      fields: {
        status: equalTo(payoutBatchCounts.status),
        currency: equalTo(payoutBatchCounts.currency),
        created: dayOn(payoutBatchCounts.day, today),
        merchant: codeMatching(payoutBatchCounts.merchantCode),
        division: codeMatching(payoutBatchCounts.divisionCode),
      },
      negations: { status: enumOutside(payoutBatchCounts.status, payoutBatchStatuses) },
      word: () => undefined,
    },
    query,
  );

/**
 * The query fields the counts kept per amount band (`payout_batch_amount_counts`) are keyed by beside amount and
 * currency, as conditions on those counts.
 */
export const batchBandKeys = {
  fields: {
    status: equalTo(payoutBatchAmountCounts.status),
    merchant: codeMatching(payoutBatchAmountCounts.merchantCode),
    division: codeMatching(payoutBatchAmountCounts.divisionCode),
  },
  negations: { status: enumOutside(payoutBatchAmountCounts.status, payoutBatchStatuses) },
} satisfies Pick<ListQuerySql, 'fields' | 'negations'>;

/**
 * Whether the counts kept per amount band answer how many batches a query matches: an amount range, with currencies,
 * statuses, merchants and divisions alone.
 */
export const batchBandsAnswer = (query: ListQuery | undefined): query is ListQuery =>
  amountBandsAnswer(query, Object.keys(batchBandKeys.fields));

import type { ListQuery } from '@ops/core/list-query';
import { ilike, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ListQuerySql, listQueryCondition } from '../../../db/list-query/list-query-sql.ts';
import { amountComparing, codeMatching, createdOn, equalTo } from '../../../db/list-query/value-conditions.ts';
import { payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import { startsWithPattern } from '../../account-owner/like-pattern.ts';

/** The payout batches search: a batch whose code starts with it, in any case. */
export const payoutBatchSearch = (text: string) => ilike(payoutBatches.code, startsWithPattern(text));

/** The items of the batch a row is, apart from the list's own join of its items. */
const itemsName = 'batch_items';
const items = alias(payoutRequests, itemsName);

/** A batch's total as the list shows it: its items' amounts, cancelled items left out (on `payout_requests_payout_idx`). */
const batchTotal = sql`(select coalesce(sum(${items.amount}), 0) from ${payoutRequests} as ${sql.identifier(itemsName)}
  where ${items.payoutCode} = ${payoutBatches.code} and ${items.status} <> 'CANCELLED')`;

/**
 * The payout batches list's query fields (core's `payoutBatchQueryFields`) on `payout_batches`: the amount is the
 * batch's total in its currency, codes as typed (a `*` start on the `text_pattern_ops` indexes of migration
 * `list_query_payout_batch_indexes`, which also indexes the status in the list's order).
 */
function payoutBatchQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      status: equalTo(payoutBatches.status),
      amount: amountComparing(batchTotal, payoutBatches.currency),
      currency: equalTo(payoutBatches.currency),
      created: createdOn(payoutBatches.createdAt, today),
      code: codeMatching(payoutBatches.code),
      merchant: codeMatching(payoutBatches.merchantCode),
      division: codeMatching(payoutBatches.divisionCode),
    },
    word: payoutBatchSearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const payoutBatchQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(payoutBatchQuerySql(today), query);

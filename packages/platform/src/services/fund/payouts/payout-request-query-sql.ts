import type { ListQuery } from '@ops/core/list-query';
import type { SQL } from 'drizzle-orm';
import { type ListQuerySql, listQueryCondition } from '../../../db/list-query/list-query-sql.ts';
import { amountComparing, codeMatching, createdOn, equalTo } from '../../../db/list-query/value-conditions.ts';
import { payoutRequests } from '../../../db/schema/index.ts';
import { anyStartsWith } from '../../account-owner/like-pattern.ts';

/** The payout request codes a word of the search matches the start of: the request's, its seller's, its batch's. */
const searchedCodes = [payoutRequests.code, payoutRequests.accountHolderCode, payoutRequests.payoutCode];

/** The payout requests search: a request whose code, seller's code or batch's code starts with it, in any case. */
export const payoutRequestSearch = (text: string) => anyStartsWith(text, searchedCodes);

/**
 * The payout requests list's query fields (core's `payoutRequestQueryFields`) on `payout_requests`: the amount in
 * its source currency, codes as typed (a `*` prefix on the `text_pattern_ops` indexes of migration
 * `0042_list_query_indexes`).
 */
function payoutRequestQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      status: equalTo(payoutRequests.status),
      type: equalTo(payoutRequests.type),
      amount: amountComparing(payoutRequests.amount, payoutRequests.sourceCurrency),
      currency: equalTo(payoutRequests.sourceCurrency),
      created: createdOn(payoutRequests.createdAt, today),
      seller: codeMatching(payoutRequests.accountHolderCode),
      code: codeMatching(payoutRequests.code),
      batch: codeMatching(payoutRequests.payoutCode),
      merchant: codeMatching(payoutRequests.merchantCode),
      division: codeMatching(payoutRequests.divisionCode),
    },
    word: payoutRequestSearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const payoutRequestQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(payoutRequestQuerySql(today), query);

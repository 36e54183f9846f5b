import type { ListQuery } from '@ops/core/list-query';
import { or, type SQL } from 'drizzle-orm';
import { type ListQuerySql, listQueryCondition } from '../../db/list-query/list-query-sql.ts';
import { amountComparing, codeMatching, createdOn, equalTo } from '../../db/list-query/value-conditions.ts';
import { balanceTransfers } from '../../db/schema/index.ts';
import { anyStartsWith } from '../account-owner/like-pattern.ts';

const { code, fromVirtualAccountCode, toVirtualAccountCode } = balanceTransfers;

/** The balance transfers search: a transfer whose code, or either account's code, starts with it, in any case. */
export const balanceTransferSearch = (text: string) =>
  anyStartsWith(text, [code, fromVirtualAccountCode, toVirtualAccountCode]);

/**
 * The balance transfers list's query fields (core's `balanceTransferQueryFields`) on `balance_transfers`: the amount
 * in the transfer's currency, `account` either side, codes as typed (a `*` start on the `text_pattern_ops` indexes of
 * migration `list_query_transfer_indexes`).
 */
function balanceTransferQuerySql(today: Date): ListQuerySql {
  const from = codeMatching(fromVirtualAccountCode);
  const to = codeMatching(toVirtualAccountCode);
  return {
    fields: {
      type: equalTo(balanceTransfers.type),
      amount: amountComparing(balanceTransfers.amount, balanceTransfers.currency),
      currency: equalTo(balanceTransfers.currency),
      created: createdOn(balanceTransfers.createdAt, today),
      from,
      to,
      account: (value, operator) => or(from(value, operator), to(value, operator)),
      code: codeMatching(code),
      merchant: codeMatching(balanceTransfers.merchantCode),
      division: codeMatching(balanceTransfers.divisionCode),
    },
    word: balanceTransferSearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const balanceTransferQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(balanceTransferQuerySql(today), query);

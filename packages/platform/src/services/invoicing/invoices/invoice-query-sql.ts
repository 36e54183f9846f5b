import type { ListQuery } from '@ops/core/list-query';
import type { SQL } from 'drizzle-orm';
import { type ListQuerySql, listQueryCondition } from '../../../db/list-query/list-query-sql.ts';
import {
  amountComparing,
  codeMatching,
  createdOn,
  equalTo,
  periodOverlapping,
} from '../../../db/list-query/value-conditions.ts';
import { invoices } from '../../../db/schema/index.ts';
import { anyStartsWith } from '../../account-owner/like-pattern.ts';

/**
 * The invoices list's query fields (core's `invoiceQueryFields`) on `invoices`, within its division (a few a month,
 * found by `invoices_division_idx`): the total as shown in the invoice's currency, the period as a from and to, codes
 * as typed; a word is the start of the invoice number, in any case.
 */
function invoiceQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      amount: amountComparing(invoices.total, invoices.currency),
      currency: equalTo(invoices.currency),
      period: periodOverlapping(invoices.periodFrom, invoices.periodTo, today),
      created: createdOn(invoices.createdAt, today),
      code: codeMatching(invoices.code),
      contract: codeMatching(invoices.contractCode),
      transfer: codeMatching(invoices.balanceTransferCode),
    },
    word: (text) => anyStartsWith(text, [invoices.code]),
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const invoiceQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(invoiceQuerySql(today), query);

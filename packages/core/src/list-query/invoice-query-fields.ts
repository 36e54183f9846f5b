import type { ListQueryFields } from './query-field.ts';
import { amount, code, created, currency } from './shared-query-fields.ts';

/**
 * The invoices list's fields: the invoice's total as shown (`amount>=100`, in its currency), its currency, its period
 * (`period:2026-01-31` the invoices whose period holds that day, `period>=` those ending on or after it, `period<=`
 * those starting on or before it), the creation day, the invoice number, its contract's code and the balance transfer
 * that booked it; a word searches the start of the invoice number.
 */
export const invoiceQueryFields: ListQueryFields = {
  fields: [
    amount,
    currency,
    { name: 'period', kind: 'date' },
    created,
    code,
    { name: 'contract', kind: 'code' },
    { name: 'transfer', kind: 'code' },
  ],
  example: 'currency:EUR amount>=100 period>=-3m',
};

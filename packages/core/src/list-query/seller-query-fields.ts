import { accountHolderStatuses, kycStatuses } from '../contract/account-owner/account-holder-statuses.ts';
import { statusLabel } from '../status/badge-text.ts';
import type { ListQueryFields } from './query-field.ts';
import { code, created, division, merchant } from './shared-query-fields.ts';

// A module of its own, without schemas: the web's sellers route reads its query as it opens (prefetch-sellers.ts).

/**
 * The sellers list's fields: the seller's status and KYC status, a confirmed balance (of any of its virtual accounts,
 * in that account's currency), its country (ISO 3166-1 alpha-3), the creation day, its code, merchant and division;
 * a word searches the seller's name, code and e-mail anywhere, as the list's search does. Hiding sellers without a
 * balance and showing deleted ones stay the list's two switches.
 */
export const sellerQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'status',
      kind: 'enum',
      values: accountHolderStatuses,
      valueLabel: (value, { locale }) => statusLabel(value, locale),
    },
    { name: 'kyc', kind: 'enum', values: kycStatuses, valueLabel: (value, { locale }) => statusLabel(value, locale) },
    { name: 'balance', kind: 'money' },
    { name: 'country', kind: 'code' },
    created,
    code,
    merchant,
    division,
  ],
  example: 'status:active kyc:review,pending balance>=100 created>-30d',
};

import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The split services' answers, from the English dictionaries: the split creator's wording where it has one. */
export const splitMessages = {
  ...en.transactions.wire,
  validation: en.validation,
  noMatchingDivision: en.validation.noMatchingDivision(),
  amountExceedsTotal: en.validation.amountExceedsTotal(),
  amountExceedsSellerTotal: en.validation.amountExceedsSellerTotal(),
};

import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The fund service's refusals, from the English dictionaries: the spec's wording where it has one. */
export const fundMessages = {
  checkVirtualAccountCode: en.validation.checkVirtualAccountCode(),
  ...en.fund.wire,
};

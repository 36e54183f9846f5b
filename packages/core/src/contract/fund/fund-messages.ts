import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** Validation messages of the fund service's contract, from the English dictionaries (the API speaks English). */
export const fundMessages = {
  sameVirtualAccount: en.fund.wire.sameVirtualAccount(),
  invalidAmount: en.validation.invalidAmount(),
  valueTooLow: en.validation.valueTooLow(),
};

import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** Validation messages of the split contract, from the English dictionaries (the API speaks English). */
export const splitContractMessages = {
  invalidAmount: en.validation.invalidAmount(),
  valueTooLow: en.validation.valueTooLow(),
};

import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** Validation messages of the insights balance views, from the English dictionaries (the API speaks English). */
export const balanceContractMessages = {
  invalidMonth: en.insights.wire.invalidMonth(),
  invalidMonthRange: en.insights.wire.invalidMonthRange(),
};

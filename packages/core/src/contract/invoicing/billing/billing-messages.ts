import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The contract's messages for contracts and invoices, in English, the spec's wording where it has one. */
export const billingMessages = {
  missingDates: en.dates.missingDates(),
  invalidDateRange: en.validation.invalidDateRange(),
  tiersOutOfOrder: en.invoicing.wire.tiersOutOfOrder(),
};

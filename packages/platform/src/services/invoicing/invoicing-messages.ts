import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The invoicing service's refusals for contracts and invoices, from the English dictionaries. */
export const invoicingMessages = en.invoicing.wire;

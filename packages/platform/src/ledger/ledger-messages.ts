import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The ledger's and the fund service's refusals, from the English dictionaries (the API speaks English). */
export const ledgerMessages = en.fund.wire;
export const bucketNames = en.fund.buckets;

import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The reconciliation calls' refusals and reasons, from the English dictionaries. */
export const reconciliationMessages = { ...en.reconciliation.wire };

import { i18nObject } from '@ops/locales';

const en = i18nObject('en');

/** The PSP adapter's refusals and reasons, from the English dictionaries. */
export const pspMessages = { ...en.pspReports.wire };

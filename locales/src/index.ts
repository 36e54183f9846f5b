import { loadAllLocales } from './i18n-util.sync.js';

loadAllLocales();

export type { Locales, Translation, TranslationFunctions } from './i18n-types.js';
export { baseLocale, i18nObject, isLocale, locales } from './i18n-util.js';

import en from './en/index.js';
import { initFormatters } from './formatters.js';
import type { Locales, Translations } from './i18n-types.js';
import { loadedFormatters, loadedLocales } from './i18n-util.js';

/**
 * The same API as the package's main entry for the browser, where every kilobyte of the first load counts:
 * English (the default language and the fallback) is loaded at once, Dutch only when chosen (`loadLocale`).
 * The web app's build resolves `@ops/locales` here.
 */
loadedLocales.en = en as Translations;
loadedFormatters.en = initFormatters('en');

export type { Locales, Translation, TranslationFunctions } from './i18n-types.js';
export { baseLocale, i18nObject, isLocale, locales } from './i18n-util.js';

const dictionaries: Record<Locales, () => Promise<{ default: unknown }>> = {
  en: () => Promise.resolve({ default: en }),
  nl: () => import('./nl/index.js'),
};

export function isLocaleLoaded(locale: Locales): boolean {
  return loadedLocales[locale] !== undefined;
}

/** Loads a language's dictionary once; `i18nObject(locale)` needs it loaded. */
export async function loadLocale(locale: Locales): Promise<void> {
  if (isLocaleLoaded(locale)) return;
  const { default: dictionary } = await dictionaries[locale]();
  loadedLocales[locale] = dictionary as Translations;
  loadedFormatters[locale] = initFormatters(locale);
}

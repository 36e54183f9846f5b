import { englishAtStart, loadEnglishLater } from './english-at-start.js';
import { initFormatters } from './formatters.js';
import type { Locales, Translations } from './i18n-types.js';
import { loadedFormatters, loadedLocales } from './i18n-util.js';

/**
 * The same API as the package's main entry for the browser, where every kilobyte of the first load counts:
 * English (the default language and the fallback) is there at once, as far as the first screens need it
 * (`english-at-start.ts`), and whole once `loadLocale('en')` has loaded the rest; Dutch loads whole when chosen.
 * The web app's build resolves `@ops/locales` here.
 */
loadedLocales.en = englishAtStart as Translations;
loadedFormatters.en = initFormatters('en');

export type { Locales, Translation, TranslationFunctions } from './i18n-types.js';
export { baseLocale, i18nObject, isLocale, locales } from './i18n-util.js';

const wholeDictionaries: Record<Locales, () => Promise<void>> = {
  en: loadEnglishLater,
  nl: () =>
    import('./nl/index.js').then(({ default: dictionary }) => {
      loadedLocales.nl = dictionary as Translations;
      loadedFormatters.nl = initFormatters('nl');
    }),
};
const loading = new Map<Locales, Promise<void>>();

/** Whether the app can speak the language: English always, another once `loadLocale` has loaded it. */
export function isLocaleLoaded(locale: Locales): boolean {
  return loadedLocales[locale] !== undefined;
}

/**
 * Loads a language's whole dictionary once; `i18nObject(locale)` needs it for a screen beyond the first ones. A
 * translation object made before stays good: English's areas are completed in place.
 */
export function loadLocale(locale: Locales): Promise<void> {
  let load = loading.get(locale);
  if (load === undefined) {
    load = wholeDictionaries[locale]();
    // A failed load may be tried again.
    load.catch(() => loading.delete(locale));
    loading.set(locale, load);
  }
  return load;
}

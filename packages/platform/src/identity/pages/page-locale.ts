import { i18nObject, type Locales, type TranslationFunctions } from '@ops/locales';

/** The language of a page, from the browser's Accept-Language: Dutch when preferred over English. */
export function pageLocale(acceptLanguage: string | undefined): Locales {
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = Number(parameters.find((parameter) => parameter.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.split('-')[0], quality: Number.isNaN(quality) ? 0 : quality, order };
    })
    .filter((preference) => preference.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const preferred = preferences.find((preference) => preference.language === 'nl' || preference.language === 'en');
  return preferred?.language === 'nl' ? 'nl' : 'en';
}

export function pageTexts(acceptLanguage: string | undefined): { locale: Locales; t: TranslationFunctions } {
  const locale = pageLocale(acceptLanguage);
  return { locale, t: i18nObject(locale) };
}

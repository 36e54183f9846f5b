import { i18nObject, type Locales, type TranslationFunctions } from '@ops/locales';

/**
 * One translation object per language: making one costs a plural-rules object and a copy of the dictionary's
 * areas, which a list of 50 rows with three status columns paid 150 times in a render. A language is read only once
 * its dictionary has loaded (English's later areas are completed in place), so the first object stays good.
 */
const translators = new Map<Locales, TranslationFunctions>();

function translatorOf(locale: Locales): TranslationFunctions {
  let translator = translators.get(locale);
  if (!translator) {
    translator = i18nObject(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * The label of a status badge: the status in the reader's language when the locales know it (spec section 4's
 * rule in English: lower case with only the first underscore turned into a space, so 'PENDING_REFUND' reads
 * 'pending refund'), otherwise that rule itself (so 'PENDING_CANCELLED_X' reads 'pending cancelled_x'), or the
 * translated 'no available info' when there is no status.
 */
export function badgeText(status: string | null | undefined, locale: Locales): string {
  const text = status?.trim();
  const words = translatorOf(locale).status;
  if (!text) return words.noAvailableInfo();
  const key = text.toUpperCase().replaceAll(' ', '_');
  // The dictionary answers any name (with ''), so ask its own keys whether it knows the status.
  return Object.keys(words.labels).includes(key)
    ? ((words.labels as Record<string, () => string>)[key]?.() ?? key)
    : text.toLowerCase().replace('_', ' ');
}

/** A status as a word that starts a line (a filter's option, a form's choice): its badge text, capitalised. */
export function statusLabel(status: string, locale: Locales): string {
  const text = badgeText(status, locale);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

import { i18nObject, type Locales } from '@ops/locales';

/**
 * The label of a status badge: the status in the reader's language when the locales know it (spec section 4's
 * rule in English: lower case with only the first underscore turned into a space, so 'PENDING_REFUND' reads
 * 'pending refund'), otherwise that rule itself (so 'PENDING_CANCELLED_X' reads 'pending cancelled_x'), or the
 * translated 'no available info' when there is no status.
 */
export function badgeText(status: string | null | undefined, locale: Locales): string {
  const text = status?.trim();
  const words = i18nObject(locale).status;
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

import { i18nObject, type Locales } from '@ops/locales';

/** A language's status words, and the statuses it has a label for. */
interface StatusWords {
  noAvailableInfo(): string;
  labels: Record<string, () => string>;
  known: ReadonlySet<string>;
}

/**
 * One set of status words per language: a translation object costs a plural-rules object and a copy of the
 * dictionary's areas at every step, which a list of 50 rows with three status columns paid 150 times a render.
 * A language is read only once its dictionary has loaded, and the status area is whole from the start (English's
 * other areas are completed later, in place), so the first words stay good.
 */
const statusWords = new Map<Locales, StatusWords>();

function statusWordsOf(locale: Locales): StatusWords {
  let words = statusWords.get(locale);
  if (!words) {
    const { status } = i18nObject(locale);
    const labels = status.labels as unknown as Record<string, () => string>;
    // The dictionary answers any name (with ''), so its own keys say whether it knows a status.
    words = { noAvailableInfo: status.noAvailableInfo, labels, known: new Set(Object.keys(labels)) };
    statusWords.set(locale, words);
  }
  return words;
}

/**
 * The label of a status badge: the status in the reader's language when the locales know it (spec section 4's
 * rule in English: lower case with only the first underscore turned into a space, so 'PENDING_REFUND' reads
 * 'pending refund'), otherwise that rule itself (so 'PENDING_CANCELLED_X' reads 'pending cancelled_x'), or the
 * translated 'no available info' when there is no status.
 */
export function badgeText(status: string | null | undefined, locale: Locales): string {
  const text = status?.trim();
  const words = statusWordsOf(locale);
  if (!text) return words.noAvailableInfo();
  const key = text.toUpperCase().replaceAll(' ', '_');
  return words.known.has(key) ? (words.labels[key]?.() ?? key) : text.toLowerCase().replace('_', ' ');
}

/** A status as a word that starts a line (a filter's option, a form's choice): its badge text, capitalised. */
export function statusLabel(status: string, locale: Locales): string {
  const text = badgeText(status, locale);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

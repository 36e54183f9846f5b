import { i18nObject, type Locales } from '@ops/locales';

/**
 * The label of a status badge: the locale's name of a known status (spec section 4's rule in English: lower case
 * with only the first underscore turned into a space; Dutch words in Dutch), an unknown status by that rule (so
 * 'PENDING_CANCELLED_X' reads 'pending cancelled_x'), or the translated 'no available info' when there is none.
 */
export function badgeText(status: string | null | undefined, locale: Locales): string {
  const text = status?.trim();
  const labels = i18nObject(locale).status;
  if (!text) return labels.noAvailableInfo();
  // 'EXTERNAL REVIEW' and 'pending cancelled' are the statuses with underscores.
  const key = text.toUpperCase().replaceAll(' ', '_');
  if (Object.hasOwn(labels.names, key)) return labels.names[key as keyof typeof labels.names]();
  return text.toLowerCase().replace('_', ' ');
}

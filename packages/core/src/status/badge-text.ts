import { i18nObject, type Locales } from '@ops/locales';

/**
 * The label of a status badge: the status in lower case with only the first underscore turned into a space
 * (so 'PENDING_REFUND' reads 'pending refund' and 'PENDING_CANCELLED_X' reads 'pending cancelled_x'), or the
 * translated 'no available info' when there is no status.
 */
export function badgeText(status: string | null | undefined, locale: Locales): string {
  const text = status?.trim();
  if (!text) return i18nObject(locale).status.noAvailableInfo();
  return text.toLowerCase().replace('_', ' ');
}

/** One entry of 'Recently selected': the merchant and the division that was picked with it. */
export interface RecentMerchant {
  merchantCode: string;
  merchantName: string;
  divisionCode: string;
  divisionName: string;
}

/** How many merchants 'Recently selected' keeps; the oldest falls off so local storage stays small. */
export const recentMerchantsLimit = 10;

/**
 * The history after picking `entry` (spec section 4): a merchant already there stays as it is, so the entry keeps
 * the division it was first saved with; a new one goes first.
 */
export function rememberMerchant(recent: readonly RecentMerchant[], entry: RecentMerchant): RecentMerchant[] {
  if (recent.some((known) => known.merchantCode === entry.merchantCode)) return [...recent];
  return [entry, ...recent].slice(0, recentMerchantsLimit);
}

export function forgetMerchant(recent: readonly RecentMerchant[], merchantCode: string): RecentMerchant[] {
  return recent.filter((known) => known.merchantCode !== merchantCode);
}

const textOf = (entry: object, field: keyof RecentMerchant): unknown => (entry as Record<string, unknown>)[field];

/** Codes are never empty; names may be. */
function isRecentMerchant(entry: unknown): entry is RecentMerchant {
  if (typeof entry !== 'object' || entry === null) return false;
  const texts = [textOf(entry, 'merchantName'), textOf(entry, 'divisionName')];
  const codes = [textOf(entry, 'merchantCode'), textOf(entry, 'divisionCode')];
  return (
    texts.every((text) => typeof text === 'string') && codes.every((code) => typeof code === 'string' && code !== '')
  );
}

/**
 * The stored history, or an empty one when what is stored is missing or not a history. Checked by hand rather
 * than with a zod schema: the merchant selection runs before the first paint, and zod would double its code.
 */
export function readRecentMerchants(stored: unknown): RecentMerchant[] {
  if (!Array.isArray(stored) || !stored.every(isRecentMerchant)) return [];
  return stored.map(({ merchantCode, merchantName, divisionCode, divisionName }) => ({
    merchantCode,
    merchantName,
    divisionCode,
    divisionName,
  }));
}

import { z } from 'zod';

/** One entry of 'Recently selected': the merchant and the division that was picked with it. */
export const recentMerchantSchema = z.object({
  merchantCode: z.string().min(1),
  merchantName: z.string(),
  divisionCode: z.string().min(1),
  divisionName: z.string(),
});

export const recentMerchantsSchema = z.array(recentMerchantSchema);

export type RecentMerchant = z.infer<typeof recentMerchantSchema>;

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

/** The stored history, or an empty one when what is stored is missing or not a history. */
export function readRecentMerchants(stored: unknown): RecentMerchant[] {
  const parsed = recentMerchantsSchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

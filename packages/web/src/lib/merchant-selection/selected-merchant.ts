import { readStored, writeStored } from '../browser-storage/browser-storage.ts';

/**
 * The name of the merchant this tab is bound to, in session storage: a 403 sends the user to Unauthorised,
 * outside the signed-in app and without its query, and the support mail there names the merchant that was
 * selected (spec section 2).
 */
export const selectedMerchantStorageKey = 'ops.merchants.selected';

/** Keeps the bound merchant's name, or forgets it (undefined) once no merchant is bound. */
export function rememberSelectedMerchant(merchantName: string | undefined): void {
  writeStored('session', selectedMerchantStorageKey, merchantName ?? null);
}

/** The name of the merchant bound last in this tab; undefined when none is. */
export function selectedMerchantName(): string | undefined {
  const name = readStored('session', selectedMerchantStorageKey);
  return typeof name === 'string' ? name : undefined;
}

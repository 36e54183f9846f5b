import type { AccountHolder } from '../contract/index.ts';
import type { SplitSeller } from './split-form.ts';

/** Spec section 5: a search by name needs at least 3 letters; shorter terms are not sent. */
export const sellerSearchMinLength = 3;

export const isSellerSearchReady = (term: string) => term.trim().length >= sellerSearchMinLength;

/**
 * A seller found by the split creator's search (asked with `_fragments=balances`), as a share holds it: the
 * currencies of its own virtual accounts, which decide whether a share in the split's currency has somewhere to go.
 */
export function splitSellerOf(seller: AccountHolder): SplitSeller {
  const accounts = (seller.balances ?? []).filter((account) => account.type === 'SELLER');
  return {
    code: seller.code,
    name: seller.name,
    currencies: [...new Set(accounts.map((account) => account.currency))],
  };
}

import type { AccountOwnerClient } from '../../api/index.ts';
import { type DivisionSummary, type Merchant, merchantSearchLimit } from '../../contract/index.ts';

/** One answer of a merchant search: at most 25 merchants, and whether more matched than were sent. */
export interface MerchantSearchAnswer {
  merchants: Merchant[];
  tooManyResults: boolean;
}

/**
 * The calls merchant selection makes. Web and cli build it from the account owner client
 * (`merchantDirectoryOf`); tests hand the machines their own.
 */
export interface MerchantDirectory {
  searchMerchants(query: string, signal: AbortSignal): Promise<MerchantSearchAnswer>;
  listDivisions(merchantCode: string, signal: AbortSignal): Promise<DivisionSummary[]>;
  getMerchant(merchantCode: string, signal: AbortSignal): Promise<Merchant>;
}

export function merchantDirectoryOf(accountOwner: AccountOwnerClient): MerchantDirectory {
  return {
    async searchMerchants(query, signal) {
      const page = await accountOwner.searchMerchants({ query: { query, limit: merchantSearchLimit }, signal });
      return { merchants: page.elements, tooManyResults: page.totalCount > page.elements.length };
    },
    async listDivisions(merchantCode, signal) {
      const divisions = await accountOwner.listDivisions({ params: { merchantCode }, signal });
      return divisions.elements.map(({ code, displayName }) => ({ code, displayName }));
    },
    getMerchant: (merchantCode, signal) => accountOwner.getMerchant({ params: { merchantCode }, signal }),
  };
}

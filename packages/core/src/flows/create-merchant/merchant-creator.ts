import { type AccountOwnerClient, isApiRequestError } from '../../api/index.ts';
import type { DivisionSummary, Merchant } from '../../contract/index.ts';
import { describeFailure } from '../../errors/index.ts';
import type { CreateMerchantInput } from '../../validation/index.ts';

/** The calls creating a merchant makes; tests hand the flow their own. */
export interface MerchantCreator {
  createMerchant(input: CreateMerchantInput, signal: AbortSignal): Promise<Merchant>;
  listDivisions(merchantCode: string, signal: AbortSignal): Promise<DivisionSummary[]>;
}

export function merchantCreatorOf(accountOwner: AccountOwnerClient): MerchantCreator {
  return {
    // The client adds the fixed headers: the platform's own merchant and division, populate-code-fields.
    createMerchant: (body, signal) => accountOwner.createMerchant({ body, signal }),
    async listDivisions(merchantCode, signal) {
      const divisions = await accountOwner.listDivisions({ params: { merchantCode }, signal });
      return divisions.elements.map(({ code, displayName }) => ({ code, displayName }));
    },
  };
}

/** Where the app goes after creating a merchant: `/` bound to the new merchant and its first division. */
export interface CreatedMerchant {
  merchantCode: string;
  divisionCode: string | undefined;
}

/**
 * Creates the merchant, then fetches its divisions for the first one (spec section 4). The merchant exists once
 * the first call succeeds, so a failed division fetch falls back to the divisions the create answer lists rather
 * than inviting a second, duplicate merchant.
 */
export async function createMerchantWithDivision(
  creator: MerchantCreator,
  input: CreateMerchantInput,
  signal: AbortSignal,
): Promise<CreatedMerchant> {
  const merchant = await creator.createMerchant(input, signal);
  const divisions = await creator.listDivisions(merchant.code, signal).catch(() => merchant.divisions);
  return { merchantCode: merchant.code, divisionCode: divisions[0]?.code };
}

/**
 * The server's own words for a refused create (spec section 8: 400 or 409, shown in red under the form); any
 * other failure gets the generic create-merchant label, so this is undefined.
 */
export function createMerchantRefusal(error: unknown): string | undefined {
  if (!isApiRequestError(error) || !error.error) return undefined;
  if (error.status !== 400 && error.status !== 409) return undefined;
  return describeFailure(error.failure, 'en').message;
}

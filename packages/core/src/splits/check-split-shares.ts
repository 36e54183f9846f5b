import { isCurrencyCode } from '../money/index.ts';
import { checkSplitDraft, type FieldErrors, type ItemGroupDraft, type SellerShareDraft } from '../validation/index.ts';
import type { ItemGroupForm, SellerShareForm, SplitForm } from './split-form.ts';
import { readTypedAmount } from './typed-amount.ts';

/** What a payment and a refund have alike: the total, its description and reference, and the sellers' shares. */
export type SplitSharesForm = Pick<SplitForm, 'description' | 'currency' | 'totalAmount' | 'reference' | 'sellers'>;

/** The shares as sent, in minor units of the currency. */
export interface SplitSharesRequest {
  currency: string;
  description: string | undefined;
  reference: string | undefined;
  totalAmount: number;
  sellers: {
    sellerCode: string | undefined;
    amount: number;
    externalRef: string | undefined;
    itemGroups: {
      externalRef: string | undefined;
      productItemAmount: number;
      shippingFee: number;
      discount: number;
      platformDiscount: number;
      commission: number;
      handlingFee: number;
      vat: number;
    }[];
  }[];
}

export interface SplitSharesCheck {
  /**
   * By field: `currency`, `totalAmount`, `sellers`, `sellers.{i}.sellerCode`, `sellers.{i}.amount`,
   * `sellers.{i}.itemGroups.{j}` (its fees) and `sellers.{i}.itemGroups.{j}.{amount field}`.
   */
  errors: FieldErrors;
  /** What no seller gets yet, in minor units of the currency; negative when the shares exceed the total. */
  remainder: number;
  /** The shares in minor units (also while something is wrong: a caller adds its own rules to `errors`). */
  shares: SplitSharesRequest | undefined;
}

/** The group's amounts besides the product items: each may be left empty, meaning none. */
const optionalFields = ['shippingFee', 'discount', 'platformDiscount', 'commission', 'handlingFee', 'vat'] as const;

/** The creator's form as numbers, for the split rules; what cannot be read is kept in `errors`. */
function draftOf(form: SplitSharesForm, currency: string, errors: FieldErrors) {
  const read = (typed: string, field: string): number | undefined => {
    const amount = readTypedAmount(typed);
    if (amount.ok) return amount.value;
    errors[field] = amount.message;
    return undefined;
  };
  const groupDraft = (group: ItemGroupForm, path: string): ItemGroupDraft => {
    const draft: ItemGroupDraft = { productItemAmount: read(group.productItemAmount, `${path}.productItemAmount`) };
    // An amount left empty is none; one that cannot be read must not count as none.
    for (const field of optionalFields)
      draft[field] = group[field].trim() === '' ? 0 : read(group[field], `${path}.${field}`);
    return draft;
  };
  const shareDraft = (share: SellerShareForm, index: number): SellerShareDraft => ({
    sellerCode: share.seller?.code,
    hasVirtualAccount: share.seller?.currencies.includes(currency) ?? false,
    amount: read(share.amount, `sellers.${index}.amount`),
    itemGroups: share.itemGroups.map((group, groupIndex) =>
      groupDraft(group, `sellers.${index}.itemGroups.${groupIndex}`),
    ),
  });
  return { totalAmount: read(form.totalAmount, 'totalAmount'), sellers: form.sellers.map(shareDraft) };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The shares of the split creator's form checked with the split rules of spec section 5 (`checkSplitDraft`, the
 * same the platform runs): amounts are typed in minor units of the currency (`readTypedAmount`), a seller without
 * a virtual account in that currency has none for the share, and the remainder is what no seller gets yet.
 */
export function checkSplitShares(form: SplitSharesForm): SplitSharesCheck {
  const readErrors: FieldErrors = {};
  const currency = form.currency.trim().toUpperCase();
  if (!isCurrencyCode(currency)) return { errors: { currency: 'required' }, remainder: 0, shares: undefined };
  const draft = draftOf(form, currency, readErrors);
  const check = checkSplitDraft(draft);
  const shares: SplitSharesRequest = {
    currency,
    description: optional(form.description),
    reference: optional(form.reference),
    totalAmount: draft.totalAmount ?? 0,
    sellers: form.sellers.map((share, index) => {
      const shareDraft = draft.sellers[index];
      return {
        sellerCode: share.seller?.code,
        amount: shareDraft?.amount ?? 0,
        externalRef: optional(share.externalRef),
        itemGroups: share.itemGroups.map((group, groupIndex) => {
          const amounts = shareDraft?.itemGroups[groupIndex];
          return {
            externalRef: optional(group.externalRef),
            productItemAmount: amounts?.productItemAmount ?? 0,
            shippingFee: amounts?.shippingFee ?? 0,
            discount: amounts?.discount ?? 0,
            platformDiscount: amounts?.platformDiscount ?? 0,
            commission: amounts?.commission ?? 0,
            handlingFee: amounts?.handlingFee ?? 0,
            vat: amounts?.vat ?? 0,
          };
        }),
      };
    }),
  };
  return { errors: { ...check.errors, ...readErrors }, remainder: check.remainder, shares };
}

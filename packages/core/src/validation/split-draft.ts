import type { FieldErrors } from './checked.ts';
import { checkMinorAmount } from './minor-amount.ts';

/** One item group of a seller's share: what the product items bring in and the fees taken from it. */
export interface ItemGroupDraft {
  externalRef?: string | undefined;
  productItemAmount: number | undefined;
  commission?: number | undefined;
  handlingFee?: number | undefined;
  vat?: number | undefined;
}

/** One seller's share of a split, as the split creator holds it. */
export interface SellerShareDraft {
  /** The chosen seller; undefined until one is picked. */
  sellerCode: string | undefined;
  /** Whether the chosen seller has a virtual account to receive the share. */
  hasVirtualAccount: boolean;
  amount: number | undefined;
  externalRef?: string | undefined;
  itemGroups: readonly ItemGroupDraft[];
}

/** A split being created: the transaction's total and the sellers' shares, all in minor units. */
export interface SplitDraft {
  totalAmount: number | undefined;
  sellers: readonly SellerShareDraft[];
}

export interface SplitCheck {
  /** Keyed by `totalAmount`, `sellers` (when there is no share at all), `sellers.{i}.sellerCode`, `sellers.{i}.amount`, `sellers.{i}.itemGroups.{j}` and
   * `sellers.{i}.itemGroups.{j}.{productItemAmount|commission|handlingFee|vat}`. */
  errors: FieldErrors;
  /** The total not yet given to a seller; negative when the shares exceed the total. */
  remainder: number;
}

const feeFields = ['commission', 'handlingFee', 'vat'] as const;

/**
 * Flags each share that takes the running sum past `limit`, so the amount that overshoots and any after it are
 * marked, and returns the sum of the valid amounts.
 */
function allocate(
  amounts: ReadonlyArray<number | undefined>,
  limit: number | undefined,
  errors: FieldErrors,
  pathOf: (index: number) => string,
  overshoot: 'amountExceedsTotal' | 'amountExceedsSellerTotal',
): number {
  let allocated = 0;
  amounts.forEach((input, index) => {
    const amount = checkMinorAmount(input);
    if (!amount.ok) {
      errors[pathOf(index)] = amount.message;
      return;
    }
    allocated += amount.value;
    if (limit !== undefined && amount.value > 0 && allocated > limit) errors[pathOf(index)] = overshoot;
  });
  return allocated;
}

function checkItemGroups(share: SellerShareDraft, shareAmount: number | undefined, path: string, errors: FieldErrors) {
  allocate(
    share.itemGroups.map((group) => group.productItemAmount),
    shareAmount,
    errors,
    (index) => `${path}.itemGroups.${index}.productItemAmount`,
    'amountExceedsSellerTotal',
  );
  share.itemGroups.forEach((group, index) => {
    const groupPath = `${path}.itemGroups.${index}`;
    let fees = 0;
    for (const field of feeFields) {
      const fee = checkMinorAmount(group[field] ?? 0);
      if (fee.ok) fees += fee.value;
      else errors[`${groupPath}.${field}`] = fee.message;
    }
    const groupTotal = checkMinorAmount(group.productItemAmount);
    if (groupTotal.ok && fees > groupTotal.value) errors[groupPath] = 'feesExceedGroupTotal';
  });
}

/**
 * The split creator's rules (spec section 5): every share needs a seller ('Please select a seller'), chosen once
 * ('Seller already added') and having a virtual account ('No virtual account found for this seller'); the
 * shares may not exceed the total ('Amount exceeds the total amount'); a seller's item groups may not exceed
 * the seller's share ('Amount exceeds the total amount for this seller'); a group's commission, handling fee
 * and VAT may not exceed its product item amount ('Fees exceed the total amount for this group').
 */
export function checkSplitDraft(draft: SplitDraft): SplitCheck {
  const errors: FieldErrors = {};
  const total = checkMinorAmount(draft.totalAmount);
  if (!total.ok) errors.totalAmount = total.message;
  const totalAmount = total.ok ? total.value : undefined;

  if (draft.sellers.length === 0) errors.sellers = 'selectSeller';
  const seen = new Set<string>();
  draft.sellers.forEach((share, index) => {
    const path = `sellers.${index}.sellerCode`;
    const sellerCode = share.sellerCode?.trim();
    if (!sellerCode) errors[path] = 'selectSeller';
    else if (seen.has(sellerCode)) errors[path] = 'sellerAlreadyAdded';
    else if (!share.hasVirtualAccount) errors[path] = 'noVirtualAccount';
    if (sellerCode) seen.add(sellerCode);
  });

  const allocated = allocate(
    draft.sellers.map((share) => share.amount),
    totalAmount,
    errors,
    (index) => `sellers.${index}.amount`,
    'amountExceedsTotal',
  );
  draft.sellers.forEach((share, index) => {
    const amount = checkMinorAmount(share.amount);
    checkItemGroups(share, amount.ok ? amount.value : undefined, `sellers.${index}`, errors);
  });

  return { errors, remainder: (totalAmount ?? 0) - allocated };
}

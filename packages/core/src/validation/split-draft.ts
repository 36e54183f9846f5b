import type { FieldErrors } from './checked.ts';
import { checkMinorAmount } from './minor-amount.ts';

/**
 * One item group of a seller's share: what the product items and the shipping fee bring the seller less the
 * seller's discount (the group's total), the fees taken from that, and the platform's discount.
 */
export interface ItemGroupDraft {
  externalRef?: string | undefined;
  productItemAmount: number | undefined;
  shippingFee?: number | undefined;
  discount?: number | undefined;
  platformDiscount?: number | undefined;
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
   * `sellers.{i}.itemGroups.{j}.{productItemAmount|shippingFee|discount|platformDiscount|commission|handlingFee|vat}`. */
  errors: FieldErrors;
  /** The total not yet given to a seller; negative when the shares exceed the total. */
  remainder: number;
}

const feeFields = ['commission', 'handlingFee', 'vat'] as const;
const optionalFields = ['shippingFee', 'discount', 'platformDiscount', ...feeFields] as const;

/** An optional amount of a group: 0 when left out, undefined when it is not a valid amount. */
const optionalAmount = (value: number | undefined) => {
  const amount = checkMinorAmount(value ?? 0);
  return amount.ok ? amount.value : undefined;
};

/**
 * What a group brings the seller before fees: product items plus shipping fee less the seller's discount (the
 * platform discount is in it: the division income account pays it). Undefined while an amount is invalid.
 */
export function itemGroupTotal(group: ItemGroupDraft): number | undefined {
  const product = checkMinorAmount(group.productItemAmount);
  const [shipping, discount] = [optionalAmount(group.shippingFee), optionalAmount(group.discount)];
  if (!product.ok || shipping === undefined || discount === undefined) return undefined;
  return product.value + shipping - discount;
}

/** The platform discounts of a share's item groups (invalid ones count as none: they have their own error). */
export const platformDiscountOf = (share: Pick<SellerShareDraft, 'itemGroups'>) =>
  share.itemGroups.reduce((sum, group) => sum + (optionalAmount(group.platformDiscount) ?? 0), 0);

/** The commissions, handling fees and VAT of a share's item groups (invalid ones count as none). */
export const feesOfShare = (share: Pick<SellerShareDraft, 'itemGroups'>) =>
  share.itemGroups.reduce(
    (sum, group) => sum + feeFields.reduce((fees, field) => fees + (optionalAmount(group[field]) ?? 0), 0),
    0,
  );

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
  share.itemGroups.forEach((group, index) => {
    const groupPath = `${path}.itemGroups.${index}`;
    for (const field of optionalFields) {
      const amount = checkMinorAmount(group[field] ?? 0);
      if (!amount.ok) errors[`${groupPath}.${field}`] = amount.message;
    }
    const groupTotal = itemGroupTotal(group);
    const platformDiscount = optionalAmount(group.platformDiscount);
    if (groupTotal === undefined || platformDiscount === undefined) return;
    if (groupTotal < 0 || platformDiscount > groupTotal) errors[groupPath] = 'discountsExceedGroupTotal';
    else if (feesOfShare({ itemGroups: [group] }) > groupTotal) errors[groupPath] = 'feesExceedGroupTotal';
  });
  const totals = share.itemGroups.map((group) => {
    const product = checkMinorAmount(group.productItemAmount);
    if (!product.ok) return group.productItemAmount;
    // A group whose other amounts are wrong counts its product items, so the seller's total is still checked.
    return Math.max(0, itemGroupTotal(group) ?? product.value);
  });
  allocate(
    totals,
    shareAmount,
    errors,
    (index) => `${path}.itemGroups.${index}.productItemAmount`,
    'amountExceedsSellerTotal',
  );
}

/**
 * The split creator's rules (spec section 5): every share needs a seller ('Please select a seller'), chosen once
 * ('Seller already added') and having a virtual account ('No virtual account found for this seller'); the
 * shares may not exceed the total ('Amount exceeds the total amount'); a seller's item groups may not exceed
 * the seller's share ('Amount exceeds the total amount for this seller'); a group's commission, handling fee
 * and VAT may not exceed the group's total ('Fees exceed the total amount for this group').
 *
 * The item labels of spec section 3 move money so that nothing goes missing (the platform's `registerFundSplits`): a
 * group's total is product items plus shipping fee less the seller's discount, and its discounts may not exceed
 * what it would have cost ('Discounts exceed the total amount for this group'). A share's amount is what the
 * seller is credited before fees; its platform discounts are in it but the buyer did not pay them, so what a
 * share takes from the total is its amount less its platform discounts, and the division income account, which
 * gets the total less what the sellers net, must get enough to pay them ('Platform discounts exceed what the
 * division gets from this split', on `sellers`).
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
    draft.sellers.map((share) => {
      const amount = checkMinorAmount(share.amount);
      return amount.ok ? amount.value - Math.min(amount.value, platformDiscountOf(share)) : share.amount;
    }),
    totalAmount,
    errors,
    (index) => `sellers.${index}.amount`,
    'amountExceedsTotal',
  );
  draft.sellers.forEach((share, index) => {
    const amount = checkMinorAmount(share.amount);
    checkItemGroups(share, amount.ok ? amount.value : undefined, `sellers.${index}`, errors);
  });

  const remainder = (totalAmount ?? 0) - allocated;
  const divisionGets = remainder + draft.sellers.reduce((sum, share) => sum + feesOfShare(share), 0);
  const platformDiscounts = draft.sellers.reduce((sum, share) => sum + platformDiscountOf(share), 0);
  if (platformDiscounts > 0 && remainder >= 0 && platformDiscounts > divisionGets && !errors.sellers) {
    errors.sellers = 'platformDiscountsExceedDivisionShare';
  }
  return { errors, remainder };
}

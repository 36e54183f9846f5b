import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSplitDraft, type ItemGroupDraft, type SellerShareDraft } from './split-draft.ts';

const share = (sellerCode: string | undefined, amount: number | undefined, itemGroups: ItemGroupDraft[] = []) =>
  ({ sellerCode, hasVirtualAccount: true, amount, itemGroups }) satisfies SellerShareDraft;
const group = (productItemAmount: number | undefined, fees: Partial<ItemGroupDraft> = {}): ItemGroupDraft => ({
  productItemAmount,
  ...fees,
});

describe('checkSplitDraft', () => {
  it('accepts shares within the total and shows what is left to allocate', () => {
    const draft = { totalAmount: 10_000, sellers: [share('S1', 6000), share('S2', 2500)] };
    expect(checkSplitDraft(draft)).toEqual({ errors: {}, remainder: 1500 });
  });

  it('asks to select a seller for a share without one, and for at least one share', () => {
    expect(checkSplitDraft({ totalAmount: 100, sellers: [share(undefined, 50)] }).errors).toEqual({
      'sellers.0.sellerCode': 'selectSeller',
    });
    expect(checkSplitDraft({ totalAmount: 100, sellers: [] })).toEqual({
      errors: { sellers: 'selectSeller' },
      remainder: 100,
    });
  });

  it('refuses the same seller twice, marking the second share', () => {
    const { errors } = checkSplitDraft({ totalAmount: 100, sellers: [share('S1', 10), share(' S1 ', 10)] });
    expect(errors).toEqual({ 'sellers.1.sellerCode': 'sellerAlreadyAdded' });
  });

  it('refuses a seller without a virtual account', () => {
    const draft = { totalAmount: 100, sellers: [{ ...share('S1', 10), hasVirtualAccount: false }] };
    expect(checkSplitDraft(draft).errors).toEqual({ 'sellers.0.sellerCode': 'noVirtualAccount' });
  });

  it('marks the share that takes the sum past the total and every later one, and shows the overshoot', () => {
    const draft = { totalAmount: 1000, sellers: [share('S1', 600), share('S2', 500), share('S3', 0), share('S4', 1)] };
    expect(checkSplitDraft(draft)).toEqual({
      errors: { 'sellers.1.amount': 'amountExceedsTotal', 'sellers.3.amount': 'amountExceedsTotal' },
      remainder: -101,
    });
  });

  it("marks item groups past the seller's share", () => {
    const draft = { totalAmount: 1000, sellers: [share('S1', 500, [group(300), group(201)])] };
    expect(checkSplitDraft(draft).errors).toEqual({
      'sellers.0.itemGroups.1.productItemAmount': 'amountExceedsSellerTotal',
    });
  });

  it('marks a group whose commission, handling fee and VAT together exceed its product item amount', () => {
    const fair = group(1000, { commission: 500, handlingFee: 300, vat: 200 });
    const greedy = group(1000, { commission: 500, handlingFee: 300, vat: 201 });
    const draft = { totalAmount: 5000, sellers: [share('S1', 5000, [fair, greedy])] };
    expect(checkSplitDraft(draft).errors).toEqual({ 'sellers.0.itemGroups.1': 'feesExceedGroupTotal' });
  });

  it('reports missing and malformed amounts field by field', () => {
    const draft = {
      totalAmount: undefined,
      sellers: [share('S1', 10.5, [group(undefined, { commission: -1 })]), share('S2', undefined)],
    };
    expect(checkSplitDraft(draft)).toEqual({
      errors: {
        totalAmount: 'valueNotProvided',
        'sellers.0.amount': 'invalidAmount',
        'sellers.0.itemGroups.0.productItemAmount': 'valueNotProvided',
        'sellers.0.itemGroups.0.commission': 'invalidAmount',
        'sellers.1.amount': 'valueNotProvided',
      },
      remainder: 0,
    });
  });

  it('leaves the total minus the shares, and flags an overshoot exactly when the shares exceed the total', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(100_000), { maxLength: 12 }), (totalAmount, amounts) => {
        const sellers = amounts.map((amount, index) => share(`S${index}`, amount));
        const { errors, remainder } = checkSplitDraft({ totalAmount, sellers });
        const allocated = amounts.reduce((sum, amount) => sum + amount, 0);
        const overshoot = Object.values(errors).includes('amountExceedsTotal');
        return remainder === totalAmount - allocated && overshoot === allocated > totalAmount;
      }),
    );
  });
});

describe('the item labels shipping fee, discount and platform discount', () => {
  const share = (amount: number, group: Partial<ItemGroupDraft>) => ({
    sellerCode: 'AH-1',
    hasVirtualAccount: true,
    amount,
    itemGroups: [{ productItemAmount: 0, ...group }],
  });

  it("counts the shipping fee in the seller's total and takes the seller's discount off it", () => {
    expect(
      checkSplitDraft({ totalAmount: 1_000, sellers: [share(1_000, { productItemAmount: 900, shippingFee: 200 })] })
        .errors,
    ).toEqual({
      'sellers.0.itemGroups.0.productItemAmount': 'amountExceedsSellerTotal',
    });
    expect(
      checkSplitDraft({
        totalAmount: 1_000,
        sellers: [share(1_000, { productItemAmount: 900, shippingFee: 200, discount: 100 })],
      }),
    ).toEqual({ errors: {}, remainder: 0 });
  });

  it('leaves the platform discount out of what a share takes from the total: the division pays it', () => {
    const split = {
      totalAmount: 1_000,
      sellers: [share(1_000, { productItemAmount: 1_000, platformDiscount: 200, commission: 100 })],
    };
    // The buyer paid 800 of the seller's 1,000: 200 of the total is left, and the division gets 200 + 100 - 200.
    expect(checkSplitDraft(split)).toEqual({ errors: {}, remainder: 200 });
    expect(checkSplitDraft({ ...split, totalAmount: 800 }).errors).toEqual({
      sellers: 'platformDiscountsExceedDivisionShare',
    });
  });

  it('refuses discounts above what the group costs', () => {
    const split = {
      totalAmount: 1_000,
      sellers: [share(1_000, { productItemAmount: 500, discount: 400, platformDiscount: 200 })],
    };
    expect(checkSplitDraft(split).errors).toEqual({ 'sellers.0.itemGroups.0': 'discountsExceedGroupTotal' });
  });
});

import { i18nObject } from '@ops/locales';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationKey } from '../validation/index.ts';
import { checkSplitForm } from './check-split-form.ts';
import { emptyItemGroup, emptyShare, type ItemGroupForm, type SellerShareForm, type SplitForm } from './split-form.ts';

const euroSeller = (code: string) => ({ code, name: `Seller ${code}`, currencies: ['EUR'] });

const share = (
  code: string | undefined,
  amount: string,
  itemGroups: Partial<ItemGroupForm>[] = [],
): SellerShareForm => ({
  ...emptyShare(),
  seller: code ? euroSeller(code) : undefined,
  amount,
  itemGroups: itemGroups.map((group) => ({ ...emptyItemGroup(), ...group })),
});

const form = (totalAmount: string, sellers: SellerShareForm[], currency = 'EUR'): SplitForm => ({
  psp: 'adyen',
  pspReference: 'PSP-1',
  paymentMethod: 'IDEAL',
  description: '',
  currency,
  totalAmount,
  reference: '',
  sellers,
});

/** The errors as the user reads them, in English. */
const messagesOf = (split: SplitForm) => {
  const { validation } = i18nObject('en');
  return Object.fromEntries(
    Object.entries(checkSplitForm(split).errors).map(([field, key]) => [field, validation[key as ValidationKey]()]),
  );
};

describe("the split creator's messages (spec section 5)", () => {
  it("'Please select a seller' without any seller row, and for a row without a seller", () => {
    expect(messagesOf(form('1000', []))).toEqual({ sellers: 'Please select a seller' });
    expect(messagesOf(form('1000', [share(undefined, '500')]))).toEqual({
      'sellers.0.sellerCode': 'Please select a seller',
    });
  });

  it("'Seller already added' on the second row of the same seller", () => {
    expect(messagesOf(form('1000', [share('AH-1', '100'), share('AH-1', '200')]))).toEqual({
      'sellers.1.sellerCode': 'Seller already added',
    });
  });

  it("'No virtual account found for this seller' when the seller has no account in the split's currency", () => {
    const split = form('1000', [share('AH-1', '100')]);
    expect(checkSplitForm(split).errors).toEqual({});
    expect(messagesOf({ ...split, currency: 'GBP' })).toEqual({
      'sellers.0.sellerCode': 'No virtual account found for this seller',
    });
  });

  it("'Amount exceeds the total amount' on the share that takes the shares past the total", () => {
    expect(messagesOf(form('1000', [share('AH-1', '600'), share('AH-2', '401')]))).toEqual({
      'sellers.1.amount': 'Amount exceeds the total amount',
    });
    expect(checkSplitForm(form('1000', [share('AH-1', '600'), share('AH-2', '400')])).errors).toEqual({});
  });

  it("'Amount exceeds the total amount for this seller' on an item group past the seller's share", () => {
    const split = form('1000', [share('AH-1', '500', [{ productItemAmount: '300' }, { productItemAmount: '201' }])]);
    expect(messagesOf(split)).toEqual({
      'sellers.0.itemGroups.1.productItemAmount': 'Amount exceeds the total amount for this seller',
    });
  });

  it("'Fees exceed the total amount for this group' when commission, handling fee and VAT pass the group's amount", () => {
    const fees = { productItemAmount: '1000', commission: '500', handlingFee: '300' };
    const fair = form('1000', [share('AH-1', '1000', [{ ...fees, vat: '200' }])]);
    expect(checkSplitForm(fair).errors).toEqual({});
    expect(messagesOf({ ...fair, sellers: [share('AH-1', '1000', [{ ...fees, vat: '201' }])] })).toEqual({
      'sellers.0.itemGroups.0': 'Fees exceed the total amount for this group',
    });
  });

  it("asks for the PSP, its reference and the payment method, and says 'Value Not Provided' for missing amounts", () => {
    const split = { ...form('', [share('AH-1', '', [{ productItemAmount: ' ' }])]), psp: ' ', pspReference: '' };
    expect(messagesOf({ ...split, paymentMethod: '' })).toEqual({
      psp: 'Required',
      pspReference: 'Required',
      paymentMethod: 'Required',
      totalAmount: 'Value Not Provided',
      'sellers.0.amount': 'Value Not Provided',
      'sellers.0.itemGroups.0.productItemAmount': 'Value Not Provided',
    });
  });

  it("refuses what is not a whole number of minor units, a decimal point too: 'Invalid Amount', never rounded", () => {
    const split = form('10.05', [share('AH-1', '-1', [{ productItemAmount: '1e2', commission: 'ten' }])]);
    expect(messagesOf(split)).toEqual({
      totalAmount: 'Invalid Amount',
      'sellers.0.amount': 'Invalid Amount',
      'sellers.0.itemGroups.0.productItemAmount': 'Invalid Amount',
      'sellers.0.itemGroups.0.commission': 'Invalid Amount',
    });
  });
});

describe('the unallocated remainder', () => {
  it('is the total less the shares, in minor units as typed', () => {
    expect(checkSplitForm(form('30', [share('AH-1', '10'), share('AH-2', '20')])).remainder).toBe(0);
    expect(checkSplitForm(form('10000', [share('AH-1', '3333'), share('AH-2', '3333')])).remainder).toBe(3334);
  });

  it("takes minor units whatever the currency's decimals: yen, and thousandths of a dinar", () => {
    const yen = { ...form('1000', [share('AH-1', '333')], 'JPY') };
    yen.sellers = [{ ...share('AH-1', '333'), seller: { code: 'AH-1', name: 'Y', currencies: ['JPY'] } }];
    expect(checkSplitForm(yen)).toMatchObject({ errors: {}, remainder: 667 });
    expect(checkSplitForm({ ...yen, totalAmount: '1000.5' }).errors).toEqual({ totalAmount: 'invalidAmount' });
    const dinar = { ...yen, currency: 'KWD', totalAmount: '1005' };
    dinar.sellers = [{ ...share('AH-1', '1'), seller: { code: 'AH-1', name: 'K', currencies: ['KWD'] } }];
    expect(checkSplitForm(dinar)).toMatchObject({ errors: {}, remainder: 1004 });
  });

  it('goes negative by the overshoot, and counts only the shares it could read', () => {
    expect(checkSplitForm(form('1000', [share('AH-1', '750'), share('AH-2', '300')])).remainder).toBe(-50);
    expect(checkSplitForm(form('1000', [share('AH-1', '250'), share('AH-2', 'x')])).remainder).toBe(750);
  });

  it('equals the integer difference for any amounts typed', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(1_000_000), { maxLength: 8 }), (total, amounts) => {
        const sellers = amounts.map((amount, index) => share(`AH-${index}`, String(amount)));
        const { remainder } = checkSplitForm(form(String(total), sellers));
        return remainder === total - amounts.reduce((sum, amount) => sum + amount, 0);
      }),
    );
  });
});

describe('the request it sends', () => {
  it('carries the minor units typed, trimmed texts, no empty references and a fee left empty as 0', () => {
    const split: SplitForm = {
      ...form(' 10000 ', [
        { ...share('AH-1', '6000', [{ externalRef: ' G-1 ', productItemAmount: '6000', commission: '650' }]) },
        { ...share('AH-2', '2500'), externalRef: 'SHARE-2' },
      ]),
      description: ' Order 1042 ',
      reference: 'SPLIT-1042',
      currency: 'eur',
    };
    expect(checkSplitForm(split)).toEqual({
      errors: {},
      remainder: 1500,
      request: {
        psp: 'adyen',
        pspReference: 'PSP-1',
        paymentMethod: 'IDEAL',
        currency: 'EUR',
        description: 'Order 1042',
        reference: 'SPLIT-1042',
        totalAmount: 10_000,
        sellers: [
          {
            sellerCode: 'AH-1',
            amount: 6_000,
            externalRef: undefined,
            itemGroups: [
              {
                externalRef: 'G-1',
                productItemAmount: 6_000,
                shippingFee: 0,
                discount: 0,
                platformDiscount: 0,
                commission: 650,
                handlingFee: 0,
                vat: 0,
              },
            ],
          },
          { sellerCode: 'AH-2', amount: 2_500, externalRef: 'SHARE-2', itemGroups: [] },
        ],
      },
    });
  });

  it('is withheld while anything is wrong', () => {
    expect(checkSplitForm(form('1000', [share('AH-1', '1100')])).request).toBeUndefined();
  });
});

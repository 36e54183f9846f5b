import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import type { SplitTransaction } from '../contract/index.ts';
import type { ValidationKey } from '../validation/index.ts';
import { emptyItemGroup } from './split-form.ts';
import {
  checkSplitRefundForm,
  isRefundable,
  refundableAmount,
  refundFormOf,
  type SplitRefundForm,
} from './split-refund-form.ts';

const share = (sellerCode: string, amount: number) => ({
  sellerCode,
  sellerName: `Seller ${sellerCode}`,
  virtualAccountCode: `VA-${sellerCode}`,
  amount,
  fees: 0,
  netAmount: amount,
  externalRef: null,
  itemGroups: [],
});

/** A EUR 100.00 payment: AH-1 got 60.00, AH-2 25.00, the division the rest; 30.00 already refunded or pending. */
const payment = {
  code: 'SP-1',
  type: 'PAYMENT',
  currency: 'EUR',
  totalAmount: 10_000,
  refundedAmount: 2_000,
  pendingRefundAmount: 1_000,
  cancelledAt: null,
  sellers: [share('AH-1', 6_000), share('AH-2', 2_500)],
} as unknown as SplitTransaction;

/** The refund form of the payment with the amounts typed. */
const typed = (total: string, amounts: string[], change: Partial<SplitRefundForm> = {}): SplitRefundForm => {
  const form = refundFormOf(payment);
  return {
    ...form,
    totalAmount: total,
    sellers: form.sellers.map((row, index) => ({ ...row, amount: amounts[index] ?? '' })),
    ...change,
  };
};

const messagesOf = (form: SplitRefundForm) => {
  const { validation } = i18nObject('en');
  return Object.fromEntries(
    Object.entries(checkSplitRefundForm(form, payment).errors).map(([field, key]) => [
      field,
      validation[key as ValidationKey](),
    ]),
  );
};

describe('a refund in the split creator', () => {
  it("starts with the payment's code, its currency and its sellers, amounts left to type", () => {
    const form = refundFormOf(payment);
    expect(form).toMatchObject({ type: 'REFUND', paymentCode: 'SP-1', currency: 'EUR', totalAmount: '' });
    expect(form.sellers.map((row) => [row.seller?.code, row.amount])).toEqual([
      ['AH-1', ''],
      ['AH-2', ''],
    ]);
  });

  it('is offered for a payment with something left, not for a cancelled or fully refunded one, nor a refund', () => {
    expect(refundableAmount(payment)).toBe(7_000);
    expect(isRefundable(payment)).toBe(true);
    expect(isRefundable({ ...payment, cancelledAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(isRefundable({ ...payment, refundedAmount: 9_000 })).toBe(false);
    expect(isRefundable({ ...payment, type: 'REFUND' })).toBe(false);
  });

  it("says 'Amount exceeds the total amount' for a total past what earlier refunds left", () => {
    expect(messagesOf(typed('7001', ['1000', '0']))).toEqual({ totalAmount: 'Amount exceeds the total amount' });
    expect(checkSplitRefundForm(typed('7000', ['1000', '0']), payment).errors).toEqual({});
  });

  it("says 'Amount exceeds the total amount for this seller' for a share past what the seller got", () => {
    expect(messagesOf(typed('7000', ['1000', '2501']))).toEqual({
      'sellers.1.amount': 'Amount exceeds the total amount for this seller',
    });
  });

  it("keeps the split creator's rules: a seller chosen once, shares within the total, fees within the group", () => {
    const form = typed('2000', ['1500', '501']);
    expect(messagesOf(form)).toEqual({ 'sellers.1.amount': 'Amount exceeds the total amount' });
    const twice = { ...form, sellers: [form.sellers[0], form.sellers[0]].flatMap((row) => (row ? [row] : [])) };
    expect(messagesOf({ ...twice, totalAmount: '3000' })).toEqual({ 'sellers.1.sellerCode': 'Seller already added' });
    const none = { ...form, sellers: form.sellers.map((row) => ({ ...row, seller: undefined })) };
    expect(messagesOf(none)).toMatchObject({ 'sellers.0.sellerCode': 'Please select a seller' });
    const fees = { ...emptyItemGroup(), productItemAmount: '500', commission: '501' };
    const grouped = typed('1000', ['500', '0']);
    grouped.sellers = grouped.sellers.map((row, index) => (index === 0 ? { ...row, itemGroups: [fees] } : row));
    expect(messagesOf(grouped)).toEqual({ 'sellers.0.itemGroups.0': 'Fees exceed the total amount for this group' });
  });

  it('keeps the unallocated remainder live, in the minor units typed', () => {
    expect(checkSplitRefundForm(typed('3000', ['1250', '750']), payment).remainder).toBe(1_000);
  });

  it("sends the payment's code, the type and minor units, never a currency of its own", () => {
    const form = typed(' 3000 ', ['1250', '750'], { type: 'CHARGEBACK', currency: 'USD', pspReference: ' ' });
    expect(checkSplitRefundForm(form, payment).request).toEqual({
      paymentCode: 'SP-1',
      type: 'CHARGEBACK',
      pspReference: undefined,
      description: undefined,
      reference: undefined,
      totalAmount: 3_000,
      sellers: [
        { sellerCode: 'AH-1', amount: 1_250, externalRef: undefined, itemGroups: [] },
        { sellerCode: 'AH-2', amount: 750, externalRef: undefined, itemGroups: [] },
      ],
    });
    expect(checkSplitRefundForm(typed('8000', ['1250', '0']), payment).request).toBeUndefined();
  });
});

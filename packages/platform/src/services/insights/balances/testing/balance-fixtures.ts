import type { WorldAccountName } from '../../../../ledger/world-account.ts';
import type { ImportedLedgerTransaction, ImportedPosting } from '../../../../seed/steps/money-ledger-import.ts';

/**
 * Builders of dated balance mutations for the balance views' tests, in the shapes the ledger books them (the
 * ledger's recipes: PSP to pending, pending to confirmed, confirmed to payout, payout to the bank).
 */
export interface MutationBuilder {
  payIn(at: Date, shares: [string, number][]): ImportedLedgerTransaction;
  settle(at: Date, shares: [string, number][]): ImportedLedgerTransaction;
  pspFee(at: Date, account: string, amount: number): ImportedLedgerTransaction;
  deposit(at: Date, account: string, amount: number): ImportedLedgerTransaction;
  reservePayout(at: Date, account: string, amount: number): ImportedLedgerTransaction;
  payOut(at: Date, account: string, amount: number): ImportedLedgerTransaction;
  returnPayout(at: Date, account: string, amount: number): ImportedLedgerTransaction;
  transfer(
    at: Date,
    transfer: { from: string; to: string; amount: number; type: 'INVOICE' | 'CORRECTION'; divisionCode: string },
  ): ImportedLedgerTransaction;
}

export function mutationBuilder(options: { currency: string; merchantCode: string; tag: string }): MutationBuilder {
  const { currency } = options;
  const psp: WorldAccountName = { kind: 'PSP', name: 'ADYEN', currency };
  const bank: WorldAccountName = { kind: 'BANK', name: 'SANDBOX-BANK', currency };
  let sequence = 0;
  const mutation = (
    at: Date,
    type: ImportedLedgerTransaction['type'],
    status: ImportedLedgerTransaction['status'],
    postings: ImportedPosting[],
  ): ImportedLedgerTransaction => {
    sequence += 1;
    return {
      code: `LT-${options.tag}-${sequence}`,
      type,
      status,
      currency,
      reference: null,
      description: null,
      createdAt: at,
      postings,
    };
  };
  const total = (shares: [string, number][]) => shares.reduce((sum, [, amount]) => sum + amount, 0);
  return {
    payIn: (at, shares) =>
      mutation(at, 'SPLIT', 'PENDING', [
        { world: psp, amount: -total(shares) },
        ...shares.map(([virtualAccountCode, amount]) => ({ virtualAccountCode, bucket: 'PENDING' as const, amount })),
      ]),
    settle: (at, shares) =>
      mutation(
        at,
        'SPLIT',
        'CONFIRMED',
        shares.flatMap(([virtualAccountCode, amount]) => [
          { virtualAccountCode, bucket: 'PENDING' as const, amount: -amount },
          { virtualAccountCode, bucket: 'CONFIRMED' as const, amount },
        ]),
      ),
    pspFee: (at, account, amount) =>
      mutation(at, 'PSP_FEE', 'CONFIRMED', [
        { virtualAccountCode: account, bucket: 'CONFIRMED', amount: -amount },
        { world: psp, amount },
      ]),
    deposit: (at, account, amount) =>
      mutation(at, 'DEPOSIT', 'CONFIRMED', [
        { world: bank, amount: -amount },
        { virtualAccountCode: account, bucket: 'CONFIRMED', amount },
      ]),
    reservePayout: (at, account, amount) =>
      mutation(at, 'PAYOUT', 'PENDING', [
        { virtualAccountCode: account, bucket: 'CONFIRMED', amount: -amount },
        { virtualAccountCode: account, bucket: 'PAYOUT', amount },
      ]),
    payOut: (at, account, amount) =>
      mutation(at, 'PAYOUT', 'PROCESSED', [
        { virtualAccountCode: account, bucket: 'PAYOUT', amount: -amount },
        { world: bank, amount },
      ]),
    returnPayout: (at, account, amount) =>
      mutation(at, 'PAYOUT_RETURN', 'CONFIRMED', [
        { world: bank, amount: -amount },
        { virtualAccountCode: account, bucket: 'CONFIRMED', amount },
      ]),
    transfer(at, { from, to, amount, type, divisionCode }) {
      const booked = mutation(at, 'BALANCE_TRANSFER', 'CONFIRMED', [
        { virtualAccountCode: from, bucket: 'CONFIRMED', amount: -amount },
        { virtualAccountCode: to, bucket: 'CONFIRMED', amount },
      ]);
      return {
        ...booked,
        reference: `BT-${booked.code}`,
        transfer: {
          code: `BT-${booked.code}`,
          merchantCode: options.merchantCode,
          divisionCode,
          fromVirtualAccountCode: from,
          toVirtualAccountCode: to,
          amount,
          type,
          createdBy: 'ops@sandbox.test',
        },
      };
    },
  };
}

import type { SplitTransactionStatus } from '@ops/core/contract';

/**
 * A plain in-memory model of split payments and refunds for the property test: two sellers and a division income
 * account (index 2) with their confirmed and pending balances, the PSP, and every payment and refund. The test
 * makes the same calls on the platform and expects the answers, balances and statuses the model predicts.
 */
export interface ModelBalances {
  confirmed: number;
  pending: number;
}

export interface ModelShare {
  seller: number;
  amount: number;
  fees: number;
}

export interface ModelSplit {
  code: string;
  total: number;
  shares: ModelShare[];
  /** The division income account's part: fees and unallocated rest. */
  division: number;
  reconciled: boolean;
  cancelled: boolean;
}

export interface ModelRefund extends ModelSplit {
  payment: ModelSplit;
  takenFrom: 'PENDING' | 'CONFIRMED';
}

export interface SplitModel {
  accounts: ModelBalances[];
  psp: number;
  payments: ModelSplit[];
  refunds: ModelRefund[];
}

export const divisionAccount = 2;
export const netOf = (share: ModelShare) => share.amount - share.fees;

export const newSplitModel = (): SplitModel => ({
  accounts: [0, 1, 2].map(() => ({ confirmed: 0, pending: 0 })),
  psp: 0,
  payments: [],
  refunds: [],
});

export const activeRefunds = (model: SplitModel, payment: ModelSplit, takenFrom?: 'PENDING' | 'CONFIRMED') =>
  model.refunds.filter(
    (refund) => refund.payment === payment && !refund.cancelled && (!takenFrom || refund.takenFrom === takenFrom),
  );

/** What a payment's active refunds took back from a seller. */
export function takenBack(refunds: ModelRefund[], seller: number): { amount: number; net: number } {
  const shares = refunds.flatMap((refund) => refund.shares.filter((share) => share.seller === seller));
  return {
    amount: shares.reduce((sum, share) => sum + share.amount, 0),
    net: shares.reduce((sum, share) => sum + netOf(share), 0),
  };
}

/** The spec's payment status, from what happened to it. */
export function modelPaymentStatus(model: SplitModel, payment: ModelSplit): SplitTransactionStatus {
  if (payment.cancelled) return 'CANCELLED';
  const refunds = activeRefunds(model, payment);
  if (refunds.some((refund) => !refund.reconciled)) return 'PENDING_REFUND';
  const refunded = refunds.reduce((sum, refund) => sum + refund.total, 0);
  if (refunded >= payment.total) return 'REFUNDED';
  if (refunded > 0) return 'PARTIALLY_REFUNDED';
  return payment.reconciled ? 'RECONCILED' : 'PENDING';
}

export type ModelMove = { account: number; bucket: keyof ModelBalances; amount: number } | { psp: number };

/** Applies the moves when no balance goes below zero; false, and nothing changed, when one would. */
export function applyMoves(model: SplitModel, moves: ModelMove[]): boolean {
  const accounts = model.accounts.map((account) => ({ ...account }));
  let psp = model.psp;
  for (const move of moves) {
    if ('psp' in move) {
      psp += move.psp;
      continue;
    }
    const account = accounts[move.account];
    if (!account) throw new RangeError(`no account ${move.account} in the model`);
    account[move.bucket] += move.amount;
    if (account[move.bucket] < 0) return false;
  }
  model.accounts = accounts;
  model.psp = psp;
  return true;
}

/** Each share's and the division's part moved by `sign` on `bucket`, the opposite on the PSP. */
export function splitMoves(split: ModelSplit, bucket: keyof ModelBalances, sign: 1 | -1): ModelMove[] {
  return [
    ...split.shares.map((share) => ({ account: share.seller, bucket, amount: sign * netOf(share) })),
    { account: divisionAccount, bucket, amount: sign * split.division },
    { psp: -sign * split.total },
  ];
}

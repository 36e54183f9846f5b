import type { Transaction } from '../../../db/database.ts';
import type { PostedTransaction } from '../../../ledger/post-transaction.ts';
import { type LedgerTransactionInput, postTransaction } from '../../../ledger/post-transaction.ts';
import { type WorldAccount, worldAccount } from '../../../ledger/world-account.ts';
import { sandboxBank } from './sandbox-bank.ts';

/** The part of a payout request its money moves need. */
export interface PayoutMoney {
  code: string;
  virtualAccountCode: string;
  amount: number;
  sourceCurrency: string;
}

/** The sandbox bank's world account in a currency: where paid-out money goes. */
export const bankOf = (tx: Transaction, currency: string) =>
  worldAccount(tx, { kind: 'BANK', name: sandboxBank.name, currency });

/** A cancelled item: its amount goes from the payout balance back to the confirmed balance. */
export function releasePayout(tx: Transaction, request: PayoutMoney, idempotencyKeyId: number | null) {
  return postTransaction(tx, {
    type: 'PAYOUT',
    status: 'PENDING_CANCELLED',
    currency: request.sourceCurrency,
    reference: request.code,
    idempotencyKeyId,
    postings: [
      { virtualAccountCode: request.virtualAccountCode, bucket: 'PAYOUT', amount: -request.amount },
      { virtualAccountCode: request.virtualAccountCode, bucket: 'CONFIRMED', amount: request.amount },
    ],
  });
}

/** The bank paid the item: its amount leaves the payout balance for the bank's world account. */
export function payOutMutation(
  request: PayoutMoney,
  bank: WorldAccount,
  idempotencyKeyId: number | null,
): LedgerTransactionInput {
  return {
    type: 'PAYOUT',
    status: 'PROCESSED',
    currency: request.sourceCurrency,
    reference: request.code,
    idempotencyKeyId,
    postings: [
      { virtualAccountCode: request.virtualAccountCode, bucket: 'PAYOUT', amount: -request.amount },
      { worldAccount: bank, amount: request.amount },
    ],
  };
}

/**
 * The item came back: onto the confirmed balance from the payout balance when the bank refused it before paying,
 * or from the bank's world account when it had been paid.
 */
export function returnMutation(
  request: PayoutMoney,
  paid: boolean,
  bank: WorldAccount,
  idempotencyKeyId: number | null,
): LedgerTransactionInput {
  const from = paid
    ? { worldAccount: bank, amount: -request.amount }
    : { virtualAccountCode: request.virtualAccountCode, bucket: 'PAYOUT' as const, amount: -request.amount };
  return {
    type: 'PAYOUT_RETURN',
    status: 'CONFIRMED',
    currency: request.sourceCurrency,
    reference: request.code,
    idempotencyKeyId,
    postings: [from, { virtualAccountCode: request.virtualAccountCode, bucket: 'CONFIRMED', amount: request.amount }],
  };
}

export async function returnPayout(
  tx: Transaction,
  request: PayoutMoney,
  paid: boolean,
  idempotencyKeyId: number | null,
): Promise<PostedTransaction> {
  return postTransaction(tx, returnMutation(request, paid, await bankOf(tx, request.sourceCurrency), idempotencyKeyId));
}

import type { Transaction } from '../../../db/database.ts';
import type { PostedTransaction } from '../../../ledger/post-transaction.ts';
import { postTransaction } from '../../../ledger/post-transaction.ts';
import { worldAccount } from '../../../ledger/world-account.ts';
import { sandboxBank } from './sandbox-bank.ts';

/** The part of a payout request its money moves need. */
export interface PayoutMoney {
  code: string;
  virtualAccountCode: string;
  amount: number;
  sourceCurrency: string;
}

const bankOf = (tx: Transaction, currency: string) =>
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
export async function payOut(tx: Transaction, request: PayoutMoney, idempotencyKeyId: number | null) {
  const bank = await bankOf(tx, request.sourceCurrency);
  return postTransaction(tx, {
    type: 'PAYOUT',
    status: 'PROCESSED',
    currency: request.sourceCurrency,
    reference: request.code,
    idempotencyKeyId,
    postings: [
      { virtualAccountCode: request.virtualAccountCode, bucket: 'PAYOUT', amount: -request.amount },
      { worldAccount: bank, amount: request.amount },
    ],
  });
}

/**
 * The item came back: onto the confirmed balance from the payout balance when the bank refused it before paying,
 * or from the bank's world account when it had been paid.
 */
export async function returnPayout(
  tx: Transaction,
  request: PayoutMoney,
  paid: boolean,
  idempotencyKeyId: number | null,
): Promise<PostedTransaction> {
  const from = paid
    ? { worldAccount: await bankOf(tx, request.sourceCurrency), amount: -request.amount }
    : { virtualAccountCode: request.virtualAccountCode, bucket: 'PAYOUT' as const, amount: -request.amount };
  return postTransaction(tx, {
    type: 'PAYOUT_RETURN',
    status: 'CONFIRMED',
    currency: request.sourceCurrency,
    reference: request.code,
    idempotencyKeyId,
    postings: [from, { virtualAccountCode: request.virtualAccountCode, bucket: 'CONFIRMED', amount: request.amount }],
  });
}

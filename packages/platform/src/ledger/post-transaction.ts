import type { BalanceBucket, BalanceMutationStatus, BalanceMutationType } from '@ops/core/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { chunksOf } from '../db/chunks-of.ts';
import { newCode } from '../db/codes.ts';
import type { Transaction } from '../db/database.ts';
import { virtualAccounts } from '../db/schema/index.ts';
import type { VirtualAccountBalances } from './balances.ts';
import { LedgerError, type LedgerErrorReason } from './ledger-error.ts';
import { ledgerMessages } from './ledger-messages.ts';
import { selectRows } from './sql-rows.ts';
import type { WorldAccount } from './world-account.ts';

/** A signed amount on one of a virtual account's balances: positive adds to it, negative takes from it. */
export interface VirtualPosting {
  virtualAccountCode: string;
  bucket: BalanceBucket;
  amount: number;
}

/** A signed amount on a PSP's or bank's world account (from `worldAccount`): negative is money coming in from it. */
export interface WorldPosting {
  worldAccount: WorldAccount;
  amount: number;
}

export type PostingInput = VirtualPosting | WorldPosting;

export interface LedgerTransactionInput {
  type: BalanceMutationType;
  status: BalanceMutationStatus;
  /** Every posting is in this currency, and so is every account it touches. */
  currency: string;
  /** What the mutation belongs to: a balance transfer's, split's or payout request's code. */
  reference?: string | null;
  description?: string | null;
  /** The money-moving request's claimed Idempotency-Key (`MoneyRouteInput.idempotencyKeyId`). */
  idempotencyKeyId?: number | null;
  /** At least two, summing to zero. */
  postings: PostingInput[];
}

export interface PostedTransaction {
  id: number;
  code: string;
  createdAt: Date;
  /** Every virtual account the transaction touched, with its balances after it. */
  balances: Map<string, VirtualAccountBalances>;
}

/** Why `ledger_post_transaction` wrote nothing, with the facts the message names. */
export interface LedgerRefusal {
  refused: LedgerErrorReason;
  account?: string;
  accountCurrency?: string;
  bucket?: BalanceBucket;
  available?: number;
  needed?: number;
}

/** What `ledger_post_transaction` answers: the transaction written, or why it wrote nothing. */
type PostingAnswer =
  | { refused?: undefined; id: number; createdAt: string; balances: Record<string, VirtualAccountBalances> }
  | LedgerRefusal;

/**
 * Writes one balance mutation inside the caller's transaction, through the database's `ledger_post_transaction`
 * (migration 0013), the ledger's one implementation: it checks that the postings sum to zero and match the accounts'
 * currency, locks the touched virtual accounts in ascending code order (FOR NO KEY UPDATE), refuses any move that
 * would take a balance below zero, then inserts the transaction and its postings and applies them to the balances,
 * in one round trip. Throws a `LedgerError` and writes nothing when refused; the caller's transaction stays usable
 * (a caller may go on, as payout processing does) or rolls back whatever else it wrote.
 */
export async function postTransaction(tx: Transaction, input: LedgerTransactionInput): Promise<PostedTransaction> {
  const code = newCode('LT');
  const [row] = await selectRows<{ answer: string }>(tx, postStatement(code, input));
  if (!row) throw new Error(`ledger transaction ${code} was not answered`);
  const answer = JSON.parse(row.answer) as PostingAnswer;
  if (answer.refused !== undefined) throw ledgerRefusalError(input.currency, answer);
  return {
    id: answer.id,
    code,
    createdAt: new Date(answer.createdAt),
    balances: new Map(Object.entries(answer.balances)),
  };
}

/** Ledger transactions one call writes: a statement of 10,000 settlements is a handful of calls. */
const bulkChunk = 2_000;

/**
 * Writes many balance mutations in the caller's transaction, in order, through the database's
 * `ledger_post_transactions` (migration 0030): `ledger_post_transaction`'s rules applied to the whole list at once,
 * a balance checked after each mutation in turn (a later one may spend what an earlier one brought), every account
 * locked once in ascending code order, then each table written by one statement. For a caller that expects no
 * refusal (money it has already locked and checked): a refusal throws its `LedgerError`, and the caller's
 * transaction must roll back.
 */
export async function postTransactions(tx: Transaction, inputs: readonly LedgerTransactionInput[]): Promise<void> {
  for (const chunk of chunksOf(inputs, bulkChunk)) {
    const transactions = chunk.map((input) => ({ ...fieldsOf(newCode('LT'), input), postings: postingsOf(input) }));
    const [row] = await selectRows<{ refusal: string | null }>(
      tx,
      sql`select ledger_post_transactions(${JSON.stringify(transactions)}::jsonb)::text as refusal`,
    );
    if (!row?.refusal) continue;
    const refusal = JSON.parse(row.refusal) as LedgerRefusal & { position: number };
    throw ledgerRefusalError(chunk[refusal.position - 1]?.currency ?? '', refusal);
  }
}

/** A mutation's postings as the ledger's functions read them. */
const postingsOf = (input: LedgerTransactionInput) =>
  input.postings.map((posting) =>
    'worldAccount' in posting
      ? { worldAccountId: posting.worldAccount.id, amount: posting.amount }
      : { virtualAccountCode: posting.virtualAccountCode, bucket: posting.bucket, amount: posting.amount },
  );

/** A mutation's fields as the ledger's functions read them. */
const fieldsOf = (code: string, input: LedgerTransactionInput) => ({
  code,
  type: input.type,
  status: input.status,
  currency: input.currency,
  reference: input.reference ?? null,
  description: input.description ?? null,
  idempotencyKeyId: input.idempotencyKeyId ?? null,
});

function postStatement(code: string, input: LedgerTransactionInput): SQL {
  const posted = fieldsOf(code, input);
  return sql`select ledger_post_transaction(${code}, ${posted.type}, ${posted.status}, ${posted.currency},
    ${posted.reference}, ${posted.description}, ${posted.idempotencyKeyId}::bigint,
    ${JSON.stringify(postingsOf(input))}::jsonb)::text as answer`;
}

/** The `LedgerError` of a refusal, in the dictionaries' words. */
export function ledgerRefusalError(currency: string, answer: LedgerRefusal): LedgerError {
  const account = answer.account ?? '';
  switch (answer.refused) {
    case 'INSUFFICIENT_BALANCE':
      return LedgerError.insufficientBalance(
        account,
        answer.bucket ?? 'CONFIRMED',
        answer.available ?? 0,
        answer.needed ?? 0,
      );
    case 'CURRENCY_MISMATCH':
      return new LedgerError(
        'CURRENCY_MISMATCH',
        ledgerMessages.postingCurrencyMismatch({ currency, account, accountCurrency: answer.accountCurrency ?? '' }),
      );
    case 'UNKNOWN_ACCOUNT':
      return new LedgerError('UNKNOWN_ACCOUNT', ledgerMessages.unknownLedgerAccount({ account }));
    case 'UNBALANCED':
      return new LedgerError('UNBALANCED', ledgerMessages.unbalancedPostings({ currency }));
    case 'INVALID_POSTING':
      return new LedgerError('INVALID_POSTING', ledgerMessages.invalidPosting());
  }
}

/** A virtual account as `lockVirtualAccounts` read it, under its lock. */
export interface LockedAccount extends VirtualAccountBalances {
  currency: string;
}

/**
 * Locks virtual accounts for a balance move in ascending code order, so two transactions never wait on each other
 * in a circle, and reads their balances. FOR NO KEY UPDATE is the lock an UPDATE of the balances takes anyway: it
 * keeps other balance moves out, yet lets inserts that merely reference the account (postings, transfers, splits)
 * through, so foreign keys cannot close a circle of waits either.
 */
export async function lockVirtualAccounts(tx: Transaction, codes: string[]): Promise<Map<string, LockedAccount>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({
      code: virtualAccounts.code,
      currency: virtualAccounts.currency,
      confirmed: virtualAccounts.confirmedBalance,
      pending: virtualAccounts.pendingBalance,
      payout: virtualAccounts.payoutBalance,
    })
    .from(virtualAccounts)
    .where(inArray(virtualAccounts.code, codes))
    .orderBy(virtualAccounts.code)
    .for('no key update');
  return new Map(rows.map(({ code, ...account }) => [code, account]));
}

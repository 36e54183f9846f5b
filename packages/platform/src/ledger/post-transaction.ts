import type { BalanceBucket, BalanceMutationStatus, BalanceMutationType } from '@ops/core/contract';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { virtualAccounts } from '../db/schema/index.ts';
import type { VirtualAccountBalances } from './balances.ts';
import { newCode } from './ledger-codes.ts';
import { LedgerError } from './ledger-error.ts';
import { ledgerMessages } from './ledger-messages.ts';
import { isoTimestamp, selectRows } from './sql-rows.ts';
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

/** The new ledger transaction as SQL, for the writes that go alongside it. */
export interface PostingReference {
  /** `ledger_transactions.id` of the new transaction. */
  id: SQL;
}

export interface PostingOptions {
  /**
   * The touched virtual accounts, already locked by the caller in this transaction with `lockVirtualAccounts` (or
   * its own `SELECT ... ORDER BY code FOR NO KEY UPDATE`): saves the ledger reading them again.
   */
  locked?: Map<string, LockedAccount>;
  /**
   * Writes that belong with the mutation (the transfer row, its audit entry): INSERT or UPDATE statements, run in
   * the same statement as the postings, so the whole move is one round trip. Their `now()` is the transaction's
   * `createdAt`.
   */
  alongside?: (posted: PostingReference) => SQLWrapper[];
}

export interface PostedTransaction {
  id: number;
  code: string;
  createdAt: Date;
  /** Every virtual account the transaction touched, with its balances after it. */
  balances: Map<string, VirtualAccountBalances>;
}

const bucketColumns = { CONFIRMED: 'confirmed', PENDING: 'pending', PAYOUT: 'payout' } as const;
const buckets = Object.keys(bucketColumns) as BalanceBucket[];

/**
 * Writes one balance mutation inside the caller's transaction: checks that its postings sum to zero and match
 * the accounts' currency, locks the touched virtual accounts (`lockVirtualAccounts`, unless the caller did),
 * refuses any move that would take a balance below zero, then inserts the transaction and its postings, applies
 * them to the balances and runs the caller's writes `alongside`, all in a single statement. Throws a `LedgerError`
 * and writes nothing when refused; the caller's transaction then rolls back whatever else it wrote.
 */
export async function postTransaction(
  tx: Transaction,
  input: LedgerTransactionInput,
  options: PostingOptions = {},
): Promise<PostedTransaction> {
  checkPostings(input);
  const deltas = deltasByAccount(input.postings);
  const before = options.locked ?? (await lockVirtualAccounts(tx, [...deltas.keys()]));
  const balances = new Map<string, VirtualAccountBalances>();
  for (const [code, delta] of deltas) {
    const account = before.get(code);
    if (!account) throw new LedgerError('UNKNOWN_ACCOUNT', ledgerMessages.unknownLedgerAccount({ account: code }));
    if (account.currency !== input.currency) {
      throw new LedgerError(
        'CURRENCY_MISMATCH',
        ledgerMessages.postingCurrencyMismatch({
          currency: input.currency,
          account: code,
          accountCurrency: account.currency,
        }),
      );
    }
    balances.set(code, applyDelta(code, account, delta));
  }
  const code = newCode('LT');
  const alongside = options.alongside?.({ id: sql`(select id from ledger_transaction)` }) ?? [];
  const [row] = await selectRows<{ id: string; created_at: string }>(
    tx,
    insertStatement(code, input, deltas, alongside),
  );
  if (!row) throw new Error(`ledger transaction ${code} was not written`);
  return { id: Number(row.id), code, createdAt: new Date(row.created_at), balances };
}

function checkPostings({ currency, postings }: LedgerTransactionInput): void {
  let sum = 0;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new LedgerError('INVALID_POSTING', ledgerMessages.invalidPosting());
    }
    if ('worldAccount' in posting && posting.worldAccount.currency !== currency) {
      const { kind, name, currency: accountCurrency } = posting.worldAccount;
      throw new LedgerError(
        'CURRENCY_MISMATCH',
        ledgerMessages.postingCurrencyMismatch({ currency, account: `${kind} ${name}`, accountCurrency }),
      );
    }
    sum += posting.amount;
  }
  if (postings.length < 2 || sum !== 0)
    throw new LedgerError('UNBALANCED', ledgerMessages.unbalancedPostings({ currency }));
}

function deltasByAccount(postings: PostingInput[]): Map<string, VirtualAccountBalances> {
  const deltas = new Map<string, VirtualAccountBalances>();
  for (const posting of postings) {
    if (!('virtualAccountCode' in posting)) continue;
    const delta = deltas.get(posting.virtualAccountCode) ?? { confirmed: 0, pending: 0, payout: 0 };
    delta[bucketColumns[posting.bucket]] += posting.amount;
    deltas.set(posting.virtualAccountCode, delta);
  }
  return deltas;
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

/** The balances after the move; a seller's or division's balance never goes below zero. */
function applyDelta(code: string, account: LockedAccount, delta: VirtualAccountBalances): VirtualAccountBalances {
  const after = { confirmed: 0, pending: 0, payout: 0 };
  for (const bucket of buckets) {
    const column = bucketColumns[bucket];
    after[column] = account[column] + delta[column];
    if (after[column] < 0) throw LedgerError.insufficientBalance(code, bucket, account[column], -delta[column]);
    if (!Number.isSafeInteger(after[column])) throw new LedgerError('INVALID_POSTING', ledgerMessages.invalidPosting());
  }
  return after;
}

/** The transaction, its postings, the balance changes and the writes alongside: one statement, one round trip. */
function insertStatement(
  code: string,
  input: LedgerTransactionInput,
  deltas: Map<string, VirtualAccountBalances>,
  alongside: SQLWrapper[],
): SQL {
  const postingRows = sql.join(
    input.postings.map((posting) =>
      'worldAccount' in posting
        ? sql`(null::text, ${posting.worldAccount.id}::bigint, 'WORLD', ${posting.amount}::bigint)`
        : sql`(${posting.virtualAccountCode}::text, null::bigint, ${posting.bucket}::text, ${posting.amount}::bigint)`,
    ),
    sql`, `,
  );
  const deltaRows = sql.join(
    [...deltas].map(
      ([account, delta]) =>
        sql`(${account}::text, ${delta.confirmed}::bigint, ${delta.pending}::bigint, ${delta.payout}::bigint)`,
    ),
    sql`, `,
  );
  const balanceUpdate =
    deltas.size === 0
      ? sql``
      : sql`, balanced as (
          update virtual_accounts set
            confirmed_balance = virtual_accounts.confirmed_balance + delta.confirmed,
            pending_balance = virtual_accounts.pending_balance + delta.pending,
            payout_balance = virtual_accounts.payout_balance + delta.payout
          from (values ${deltaRows}) as delta (code, confirmed, pending, payout)
          where virtual_accounts.code = delta.code
        )`;
  return sql`
    with ledger_transaction as (
      insert into ledger_transactions (code, type, status, currency, reference, description, idempotency_key_id)
      values (${code}, ${input.type}, ${input.status}, ${input.currency}, ${input.reference ?? null},
        ${input.description ?? null}, ${input.idempotencyKeyId ?? null})
      returning id, created_at
    ), posted as (
      insert into ledger_postings (transaction_id, virtual_account_code, world_account_id, bucket, currency, amount,
        created_at)
      select ledger_transaction.id, posting.virtual_account_code, posting.world_account_id, posting.bucket,
        ${input.currency}, posting.amount, ledger_transaction.created_at
      from ledger_transaction, (values ${postingRows}) as posting (virtual_account_code, world_account_id, bucket, amount)
    )${balanceUpdate}${sql.join(
      alongside.map((write, index) => sql`, ${sql.raw(`alongside_${index}`)} as (${write.getSQL()})`),
      sql``,
    )}
    select id::text as id, ${isoTimestamp(sql`created_at`)} as created_at
    from ledger_transaction`;
}

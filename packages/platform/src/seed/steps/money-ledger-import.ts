import type {
  BalanceBucket,
  BalanceMutationStatus,
  BalanceMutationType,
  BalanceTransferType,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { type WorldAccountName, worldAccount } from '../../ledger/world-account.ts';

/** A signed amount on a virtual account's balance, or on a PSP's or bank's world account. */
export type ImportedPosting =
  | { virtualAccountCode: string; bucket: BalanceBucket; amount: number }
  | { world: WorldAccountName; amount: number };

/** The balance transfer a BALANCE_TRANSFER mutation books: its row is written with the mutation. */
export interface ImportedTransfer {
  code: string;
  merchantCode: string;
  divisionCode: string;
  fromVirtualAccountCode: string;
  toVirtualAccountCode: string;
  amount: number;
  type: BalanceTransferType;
  createdBy: string;
}

/** A balance mutation of the past, as the ledger would have booked it at `createdAt`. */
export interface ImportedLedgerTransaction {
  /** Fixed, so a rerun finds it written and skips it. */
  code: string;
  type: BalanceMutationType;
  status: BalanceMutationStatus;
  currency: string;
  reference: string | null;
  description: string | null;
  createdAt: Date;
  postings: ImportedPosting[];
  transfer?: ImportedTransfer;
}

/** Mutations per statement: one JSON parameter of a few hundred kilobytes. */
const transactionsPerStatement = 2_000;

/**
 * Books mutations of the past into the ledger, dated as given, for demo data with a history (the ledger's own
 * `postTransaction` books at the database's clock). What the ledger checks per mutation holds here too: each one's
 * postings sum to zero in its currency (checked before writing), postings go to accounts of that currency, and the
 * stored balances move with the postings in the same statement; the account's check constraints refuse a balance
 * below zero. A mutation whose code is already there is skipped with its postings and balance changes, so a rerun
 * books nothing twice. Postings are numbered in the order given: give each account's mutations oldest first.
 * Callers assert the ledger's invariants before their transaction commits.
 */
export async function importLedgerHistory(tx: Transaction, transactions: ImportedLedgerTransaction[]): Promise<void> {
  const worldIds = new Map<string, number>();
  for (const transaction of transactions) {
    let sum = 0;
    for (const posting of transaction.postings) {
      if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
        throw new RangeError(`a posting of ${transaction.code} is not a non-zero whole amount`);
      }
      sum += posting.amount;
      if (!('world' in posting)) continue;
      if (posting.world.currency !== transaction.currency) {
        throw new RangeError(`${transaction.code} is in ${transaction.currency} but posts ${posting.world.currency}`);
      }
      const key = worldKey(posting.world);
      if (!worldIds.has(key)) worldIds.set(key, (await worldAccount(tx, posting.world)).id);
    }
    if (sum !== 0 || transaction.postings.length < 2) {
      throw new RangeError(`the postings of ${transaction.code} do not sum to zero`);
    }
  }
  for (let start = 0; start < transactions.length; start += transactionsPerStatement) {
    const records = transactions.slice(start, start + transactionsPerStatement).map((transaction) => ({
      code: transaction.code,
      type: transaction.type,
      status: transaction.status,
      currency: transaction.currency,
      reference: transaction.reference,
      description: transaction.description,
      created_at: transaction.createdAt.toISOString(),
      postings: transaction.postings.map((posting) =>
        'world' in posting
          ? { world_account_id: worldIds.get(worldKey(posting.world)), bucket: 'WORLD', amount: posting.amount }
          : { virtual_account_code: posting.virtualAccountCode, bucket: posting.bucket, amount: posting.amount },
      ),
      transfer: transaction.transfer ?? null,
    }));
    await selectRows(tx, importStatement(JSON.stringify(records)));
  }
}

const worldKey = (world: WorldAccountName) => `${world.kind}:${world.name}:${world.currency}`;

function importStatement(records: string) {
  return sql`with input as (
      select *
      from rows from (json_to_recordset(${records}::json) as (code text, type text, status text, currency text,
        reference text, description text, created_at timestamptz, postings json, transfer json))
        with ordinality as record (code, type, status, currency, reference, description, created_at, postings,
          transfer, position)
    ), inserted as (
      insert into ledger_transactions (code, type, status, currency, reference, description, created_at)
      select code, type, status, currency, reference, description, created_at from input order by position
      on conflict (code) do nothing
      returning id, code
    ), posting as (
      select inserted.id as transaction_id, input.created_at, input.currency, input.position, line.ordinality,
        line.value ->> 'virtual_account_code' as virtual_account_code,
        (line.value ->> 'world_account_id')::bigint as world_account_id, line.value ->> 'bucket' as bucket,
        (line.value ->> 'amount')::bigint as amount
      from inserted join input on input.code = inserted.code,
        json_array_elements(input.postings) with ordinality as line (value, ordinality)
    ), posted as (
      insert into ledger_postings (transaction_id, virtual_account_code, world_account_id, bucket, currency, amount,
        created_at)
      select transaction_id, virtual_account_code, world_account_id, bucket, currency, amount, created_at
      from posting order by position, ordinality
    ), balanced as (
      update virtual_accounts set
        confirmed_balance = virtual_accounts.confirmed_balance + delta.confirmed,
        pending_balance = virtual_accounts.pending_balance + delta.pending,
        payout_balance = virtual_accounts.payout_balance + delta.payout
      from (
        select virtual_account_code,
          coalesce(sum(amount) filter (where bucket = 'CONFIRMED'), 0) as confirmed,
          coalesce(sum(amount) filter (where bucket = 'PENDING'), 0) as pending,
          coalesce(sum(amount) filter (where bucket = 'PAYOUT'), 0) as payout
        from posting where virtual_account_code is not null group by virtual_account_code
      ) as delta
      where virtual_accounts.code = delta.virtual_account_code
    ), transferred as (
      insert into balance_transfers (code, merchant_code, division_code, from_virtual_account_code,
        to_virtual_account_code, amount, currency, type, description, created_by, ledger_transaction_id, created_at)
      select transfer.code, transfer."merchantCode", transfer."divisionCode", transfer."fromVirtualAccountCode",
        transfer."toVirtualAccountCode", transfer.amount, input.currency, transfer.type, input.description,
        transfer."createdBy", inserted.id, input.created_at
      from inserted join input on input.code = inserted.code,
        json_to_record(input.transfer) as transfer (code text, "merchantCode" text, "divisionCode" text,
          "fromVirtualAccountCode" text, "toVirtualAccountCode" text, amount bigint, type text, "createdBy" text)
      where input.transfer is not null
    )
    select count(*)::int as imported from inserted`;
}

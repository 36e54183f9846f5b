import type { BalanceTransfer } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { databaseRefusal } from '../../ledger/database-refusal.ts';
import type { MoneyStatementOutcome } from '../../ledger/mount-money-route.ts';
import type { LedgerRefusal } from '../../ledger/post-transaction.ts';
import { type SqlRunner, selectRows } from '../../ledger/sql-rows.ts';

/** The arguments of one `balance_transfer_create` (migration 0013), by the names `balance_transfer_create_batch` reads. */
export interface TransferCall {
  key: string | null;
  routeId: string;
  callerEmail: string;
  requestHash: string | null;
  successStatus: number | null;
  code: string;
  ledgerCode: string;
  from: string;
  to: string;
  amount: number;
  currency: string;
  type: string;
  description: string | null;
  /**
   * Where the call came from (the JSON of its `ActivityOrigin`: source, division, reason): the batcher runs it with
   * this as the transaction's `ops.activity`, so its audit entry holds them. Not read by the SQL functions.
   */
  origin?: string | null;
}

/** A refusal of `balance_transfer_create`: one of its rules, or the ledger's. */
export type TransferRefusal =
  | { refused: 'CHECK_VIRTUAL_ACCOUNT_CODE'; fields: ('fromVirtualAccountCode' | 'toVirtualAccountCode')[] }
  | { refused: 'TRANSFER_CURRENCY'; account: string; accountCurrency: string }
  | { refused: 'DIRECTION_NOT_ALLOWED' | 'DIFFERENT_DIVISIONS' | 'TRANSFERS_DISABLED' }
  | LedgerRefusal;

/** What one call came to: what the statement answered, or the facts of its refusal (nothing of it stays). */
export type TransferCallAnswer =
  | { outcome: MoneyStatementOutcome<BalanceTransfer> }
  | { refused: TransferRefusal; outcome?: undefined };

/** How a transfer call is made: alone on a runner, or together with others by the transfer batcher. */
export type MakeTransfer = (call: TransferCall) => Promise<TransferCallAnswer>;

/** The SQLSTATE `balance_transfer_create` raises a refusal with. */
export const transferRefused = 'OPS01';

/** How a transfer's statement is run: on the runner it is handed (its own transaction, or `tx`'s), by default. */
export type RunStatement = <T>(call: TransferCall, work: (runner: SqlRunner) => Promise<T>) => Promise<T>;

/**
 * Makes each call alone, in one statement on `runner`: its own transaction on `database.db`, or part of `tx`'s;
 * `around` may run the statement in a transaction of its own (the batcher's, with the call's origin). A refusal is
 * read after that transaction ended.
 */
export const makeTransferOn =
  (runner: SqlRunner, around?: RunStatement): MakeTransfer =>
  async (call) => {
    try {
      const statement = (on: SqlRunner) =>
        selectRows<{ outcome: string }>(
          on,
          sql`select balance_transfer_create(${call.key}, ${call.routeId}, ${call.callerEmail}, ${call.requestHash},
          ${call.successStatus}::integer, ${call.code}, ${call.ledgerCode}, ${call.from}, ${call.to},
          ${call.amount}::bigint, ${call.currency}, ${call.type}, ${call.description})::text as outcome`,
        );
      const [row] = around ? await around(call, statement) : await statement(runner);
      if (!row) throw new Error('balance_transfer_create answered nothing');
      return { outcome: JSON.parse(row.outcome) as MoneyStatementOutcome<BalanceTransfer> };
    } catch (error) {
      const refusal = databaseRefusal(error, transferRefused) as TransferRefusal | undefined;
      if (refusal) return { refused: refusal };
      throw error;
    }
  };

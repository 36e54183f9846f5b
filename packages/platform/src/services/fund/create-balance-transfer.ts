import { type BalanceTransfer, type createBalanceTransferBodySchema, fundRoutes } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ApiProblem, badRequest, conflict } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import { databaseRefusal } from '../../ledger/database-refusal.ts';
import { newCode } from '../../ledger/ledger-codes.ts';
import type { MoneyStatementOutcome, StatementIdempotency } from '../../ledger/mount-money-route.ts';
import { type LedgerRefusal, ledgerRefusalError } from '../../ledger/post-transaction.ts';
import { type SqlRunner, selectRows } from '../../ledger/sql-rows.ts';
import { fundMessages as messages } from './fund-messages.ts';

type TransferRequest = z.output<typeof createBalanceTransferBodySchema>;

/** The SQLSTATE `balance_transfer_create` raises a refusal with. */
const transferRefused = 'OPS01';

/** A refusal of `balance_transfer_create`: one of its rules, or the ledger's. */
type TransferRefusal =
  | { refused: 'CHECK_VIRTUAL_ACCOUNT_CODE'; fields: ('fromVirtualAccountCode' | 'toVirtualAccountCode')[] }
  | { refused: 'TRANSFER_CURRENCY'; account: string; accountCurrency: string }
  | { refused: 'DIRECTION_NOT_ALLOWED' | 'DIFFERENT_DIVISIONS' | 'TRANSFERS_DISABLED' }
  | LedgerRefusal;

/**
 * Makes a balance transfer by the rules of spec sections 4 and 5 in one statement, the database's
 * `balance_transfer_create` (migration 0013): it claims the Idempotency-Key, locks both accounts in code order,
 * checks that both are live and in the transfer's currency, that the direction is seller to seller, seller to the
 * division income account or the income account to a seller, that both are in one division with transfers enabled,
 * posts the move from one confirmed balance to the other through the ledger's `ledger_post_transaction`, writes the
 * transfer and its audit entry and completes the key. Run on `database.db` it is its own database transaction;
 * inside one (demo data) it is part of it. A refusal writes nothing.
 */
export async function createBalanceTransfer(
  runner: SqlRunner,
  transfer: TransferRequest,
  caller: Caller,
  idempotency: StatementIdempotency | null,
): Promise<MoneyStatementOutcome<BalanceTransfer>> {
  try {
    const [row] = await selectRows<{ outcome: string }>(
      runner,
      sql`select balance_transfer_create(${idempotency?.request.key ?? null}, ${fundRoutes.createBalanceTransfer.id},
        ${caller.email}, ${idempotency?.request.requestHash ?? null}, ${idempotency?.successStatus ?? null}::integer, ${newCode('BT')}, ${newCode('LT')},
        ${transfer.fromVirtualAccountCode}, ${transfer.toVirtualAccountCode}, ${transfer.amount}::bigint,
        ${transfer.currency}, ${transfer.type}, ${transfer.description})::text as outcome`,
    );
    if (!row) throw new Error('balance_transfer_create answered nothing');
    return JSON.parse(row.outcome) as MoneyStatementOutcome<BalanceTransfer>;
  } catch (error) {
    const refusal = databaseRefusal(error, transferRefused) as TransferRefusal | undefined;
    throw refusal ? refusalProblem(transfer, refusal) : error;
  }
}

/** A refusal in the spec's words, naming the field it is about. */
function refusalProblem(transfer: TransferRequest, refusal: TransferRefusal): ApiProblem {
  switch (refusal.refused) {
    case 'CHECK_VIRTUAL_ACCOUNT_CODE':
      return badRequest(
        messages.checkVirtualAccountCode,
        refusal.fields.map((field) => ({ field, message: messages.checkVirtualAccountCode })),
      );
    case 'TRANSFER_CURRENCY': {
      const message = messages.currencyMismatch({
        code: refusal.account,
        accountCurrency: refusal.accountCurrency,
        currency: transfer.currency,
      });
      return badRequest(message, [{ field: 'currency', message }]);
    }
    case 'DIRECTION_NOT_ALLOWED':
      return badRequest(messages.directionNotAllowed(), [
        { field: 'toVirtualAccountCode', message: messages.directionNotAllowed() },
      ]);
    case 'DIFFERENT_DIVISIONS':
      return badRequest(messages.differentDivisions(), [
        { field: 'toVirtualAccountCode', message: messages.differentDivisions() },
      ]);
    case 'TRANSFERS_DISABLED':
      return conflict(messages.transfersDisabled());
    default:
      return ledgerRefusalError(transfer.currency, refusal);
  }
}

import { type BalanceTransfer, type createBalanceTransferBodySchema, fundRoutes } from '@ops/core/contract';
import type { z } from 'zod';
import { currentActivityOrigin } from '../../db/activity-origin.ts';
import { newCode } from '../../db/codes.ts';
import { type ApiProblem, badRequest, conflict } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MoneyStatementOutcome, StatementIdempotency } from '../../ledger/mount-money-route.ts';
import { ledgerRefusalError } from '../../ledger/post-transaction.ts';
import { fundMessages as messages } from './fund-messages.ts';
import type { MakeTransfer, TransferRefusal } from './transfer-call.ts';

type TransferRequest = z.output<typeof createBalanceTransferBodySchema>;

/**
 * Makes a balance transfer by the rules of spec sections 4 and 5 in one statement, the database's
 * `balance_transfer_create` (migration 0013), made by `make`: alone (`makeTransferOn`) or together with transfers
 * that arrived with it (`createTransferBatcher`). The statement claims the Idempotency-Key, locks both accounts in
 * code order, checks that both are live and in the transfer's currency, that the direction is seller to seller,
 * seller to the division income account or the income account to a seller, that both are in one division with
 * transfers enabled, posts the move from one confirmed balance to the other through the ledger's
 * `ledger_post_transaction`, writes the transfer and its audit entry and completes the key. A refusal writes
 * nothing and is answered in the spec's words.
 */
export async function createBalanceTransfer(
  make: MakeTransfer,
  transfer: TransferRequest,
  caller: Caller,
  idempotency: StatementIdempotency | null,
): Promise<MoneyStatementOutcome<BalanceTransfer>> {
  const answer = await make({
    key: idempotency?.request.key ?? null,
    routeId: fundRoutes.createBalanceTransfer.id,
    callerEmail: caller.email,
    requestHash: idempotency?.request.requestHash ?? null,
    successStatus: idempotency?.successStatus ?? null,
    code: newCode('BT'),
    ledgerCode: newCode('LT'),
    from: transfer.fromVirtualAccountCode,
    to: transfer.toVirtualAccountCode,
    amount: transfer.amount,
    currency: transfer.currency,
    type: transfer.type,
    description: transfer.description ?? null,
    origin: activityOf(),
  });
  if (answer.outcome) return answer.outcome;
  throw refusalProblem(transfer, answer.refused);
}

/** The call's origin as the transfer statement's transaction is told it, or null outside a call. */
function activityOf(): string | null {
  const origin = currentActivityOrigin();
  return origin ? JSON.stringify(origin) : null;
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

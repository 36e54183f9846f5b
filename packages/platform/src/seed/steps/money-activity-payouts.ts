import { reconciliationRoutes, fundPayoutRoutes as routes } from '@ops/core/contract';
import { and, asc, gte, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { virtualAccounts } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import { approvePayoutBatch, cancelPayoutBatch, cancelPayoutItem } from '../../services/fund/payouts/batch-actions.ts';
import { createPayoutRequest } from '../../services/fund/payouts/create-payout-request.ts';
import { instructPayoutBatch } from '../../services/fund/payouts/instruct-payout.ts';
import {
  deletePayoutRequest,
  regeneratePayoutRequests,
  returnPayoutRequest,
} from '../../services/fund/payouts/payout-request-changes.ts';
import { processPayoutRequests } from '../../services/fund/payouts/process-payout-requests.ts';
import { runDivisionPayouts } from '../../services/fund/payouts/run-division-payouts.ts';
import { sandboxStatementFile } from '../../services/fund/payouts/sandbox-statement.ts';
import { importBankStatement } from '../../services/reconciliation/import-bank-statement.ts';
import type { MoneyDivision } from './money-history-accounts.ts';

/** An account that can be paid out, with the confirmed balance it has now. */
export interface Payable {
  virtualAccountCode: string;
  confirmed: number;
}

/** Enough on the confirmed balance for a few payouts of a fifth of it. */
const payableFrom = 2_000;

/** The accounts among `codes` with enough confirmed balance to be paid out, in code order. */
export async function payables(tx: Transaction, codes: string[]): Promise<Payable[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .select({ virtualAccountCode: virtualAccounts.code, confirmed: virtualAccounts.confirmedBalance })
    .from(virtualAccounts)
    .where(and(inArray(virtualAccounts.code, codes), gte(virtualAccounts.confirmedBalance, payableFrom)))
    .orderBy(asc(virtualAccounts.code));
  return rows;
}

/** The fund service's payout calls as ops make them, inside the seed's transaction. */
export function payoutCalls(tx: Transaction, caller: Caller, division: MoneyDivision) {
  const address = { merchantCode: division.merchantCode, divisionCode: division.divisionCode };
  const change = (action: string) => ({ caller, action, idempotencyKeyId: null });
  const batch = (payoutCode: string) => ({ ...address, payoutCode });
  return {
    /** A waiting request of a fifth of the account's confirmed balance, or of `amount`. */
    async ask(account: Payable, amount = Math.max(1, Math.floor(account.confirmed / 5))) {
      const request = await createPayoutRequest(tx, {
        division: address,
        virtualAccountCode: account.virtualAccountCode,
        ask: { amountMode: 'PARTIAL', amount, description: 'Payout on request' },
        type: 'MANUAL',
        caller,
        action: routes.createPayoutRequest.id,
      });
      return request.code;
    },
    /** Processes the requests; answers the batch the accepted ones joined. */
    async process(codes: string[]): Promise<string> {
      const items = await processPayoutRequests(tx, codes, change(routes.processPayoutRequests.id));
      return items.find((item) => item.payoutCode)?.payoutCode ?? '';
    },
    approve: (payoutCode: string) =>
      approvePayoutBatch(tx, batch(payoutCode), caller.email, change(routes.approvePayout.id)),
    instruct: (payoutCode: string) => instructPayoutBatch(tx, batch(payoutCode), change(routes.instructPayout.id)),
    /** The sandbox bank's statement for the batch, imported: its lines settle the items (but the one `truncate` names). */
    async settle(payoutCode: string, truncate?: string) {
      const statement = await sandboxStatementFile(tx, payoutCode, truncate);
      const upload = { fileName: statement.name, content: await statement.text() };
      await importBankStatement(tx, upload, caller, reconciliationRoutes.importBankStatement.id);
    },
    returnRequest: (payoutRequestCode: string) =>
      returnPayoutRequest(
        tx,
        { ...address, payoutRequestCode },
        'Beneficiary account closed',
        change(routes.returnPayoutRequest.id),
      ),
    cancelBatch: (payoutCode: string) => cancelPayoutBatch(tx, batch(payoutCode), change(routes.cancelPayout.id)),
    cancelItem: (payoutCode: string, payoutRequestCode: string) =>
      cancelPayoutItem(tx, { ...batch(payoutCode), payoutRequestCode }, change(routes.cancelPayoutItem.id)),
    runDivision: () => runDivisionPayouts(tx, address, change(routes.processDivisionPayoutRequests.id)),
    remove: (payoutRequestCode: string) =>
      deletePayoutRequest(tx, { ...address, payoutRequestCode }, change(routes.deletePayoutRequest.id)),
    regenerate: () => regeneratePayoutRequests(tx, address, change(routes.regenerateDivisionPayoutRequests.id)),
  };
}

/** How many payable accounts `payoutActivity` uses. */
export const payoutActivityAccounts = 12;

/**
 * Today's payouts of a division through the fund service, one batch in every status and requests in every status:
 * a batch the bank paid (COMPLETE, with the division's own payout in it), one with an item returned afterwards
 * (PARTIALLY_FAILED), one wholly returned (FAILED), one at the bank (IN_PROGRESS), one approved, one cancelled, one
 * closed for approval by a division payout run (READY, an item removed from it) and the open one; requests that
 * wait, failed (more than the balance), and were deleted. `accounts` are the division's income account and
 * sellers that can be paid out, with their confirmed balances.
 */
export async function payoutActivity(
  tx: Transaction,
  caller: Caller,
  division: MoneyDivision,
  income: Payable,
  accounts: Payable[],
): Promise<void> {
  const calls = payoutCalls(tx, caller, division);
  const account = (index: number) => accounts[index % accounts.length] as Payable;
  const paidBatch = async (payables: Payable[]) => {
    const codes = [];
    for (const payable of payables) codes.push(await calls.ask(payable));
    const payoutCode = await calls.process(codes);
    await calls.approve(payoutCode);
    await calls.instruct(payoutCode);
    return { payoutCode, codes };
  };

  await calls.settle((await paidBatch([income, account(0), account(1)])).payoutCode);
  const partlyReturned = await paidBatch([account(2), account(3)]);
  await calls.settle(partlyReturned.payoutCode);
  await calls.returnRequest(partlyReturned.codes[1] ?? '');
  const returned = await paidBatch([account(4)]);
  await calls.settle(returned.payoutCode);
  await calls.returnRequest(returned.codes[0] ?? '');
  await paidBatch([account(5)]);

  const approved = await calls.process([await calls.ask(account(6))]);
  await calls.approve(approved);
  await calls.cancelBatch(await calls.process([await calls.ask(account(7))]));

  const ready = [await calls.ask(account(8)), await calls.ask(account(9))];
  const readyBatch = await calls.process(ready);
  await calls.cancelItem(readyBatch, ready[1] ?? '');
  await calls.runDivision();

  await calls.process([await calls.ask(account(10))]);
  await calls.process([await calls.ask(account(11), account(11).confirmed * 10 + 100)]);
  await calls.ask(account(0));
  await calls.remove(await calls.ask(account(1)));
}

/** Bounceback in a division: its returned requests are regenerated as new waiting ones. */
export async function regenerateReturned(tx: Transaction, caller: Caller, division: MoneyDivision): Promise<void> {
  await payoutCalls(tx, caller, division).regenerate();
}

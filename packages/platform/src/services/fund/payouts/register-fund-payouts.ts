import { accountOwnerRoutes, fundPayoutRoutes as routes } from '@ops/core/contract';
import { isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { payoutRequests } from '../../../db/schema/index.ts';
import { badRequest, forbidden } from '../../../http/api-problem.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { mountMoneyRoute } from '../../../ledger/mount-money-route.ts';
import { allocateBankLine, confirmPayoutWithBankLine } from './bank-lines.ts';
import { approvePayoutBatch, cancelPayoutBatch, cancelPayoutItem } from './batch-actions.ts';
import { createPayoutRequest } from './create-payout-request.ts';
import { instructPayoutBatch, sepaDownload } from './instruct-payout.ts';
import { listPayoutRequests } from './list-payout-requests.ts';
import { divisionIncomeAccount } from './payee.ts';
import { listPayoutBatches } from './payout-batch-queries.ts';
import { getPayoutConfig } from './payout-config.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { deletePayoutRequest, regeneratePayoutRequests, returnPayoutRequest } from './payout-request-changes.ts';
import { processPayoutRequests } from './process-payout-requests.ts';
import { processReportOf, runDivisionPayouts } from './run-division-payouts.ts';
import { sandboxStatementFile } from './sandbox-statement.ts';

/** The code of the spec's catalogue for a restricted call made by anyone but a provider account. */
const providerAccountOnlyCode = '403.050.111';

/**
 * The fund service's payout calls (spec section 7) and the account owner's listing of the divisions' own payout
 * requests. Registered before the account owner service: `merchants/payout-requests` must not be taken for a merchant
 * code.
 *
 * A request is created waiting (`create-payout-request.ts`, no money moves); processing accepts it into its division's
 * open batch per currency (`process-payout-requests.ts`, `open-batch.ts`); a batch goes OPEN → READY → APPROVED →
 * IN_PROGRESS (`instruct-payout.ts` writes the pain.001.001.03 file, `sepa-file.ts`) → COMPLETE, PARTIALLY_FAILED or
 * FAILED as bank lines settle its items (`settle-with-line.ts`: `lineVerdict` decides, `batch-status.ts`). Lock
 * accounts before batches (`batch-actions.ts`). Every status change goes through `recordPayoutRequestChange`
 * (`payout-request-audit.ts`), which also tells the PAYOUTS webhook (requested, paid, cancelled, returned).
 *
 * The sandbox bank answers an instructed batch with a camt.053.001.02 statement (`sandbox-statement.ts`, GET
 * `fund/sandbox/bank/statement/{payoutCode}`), one entry per item by its rule (`sandbox-bank.ts`): a creditor IBAN
 * ending 0000 bounces, 9999 (or the item named by `?truncate=`) arrives with a truncated end-to-end id; there is no
 * private settle call. Bank lines by hand (`bank-lines.ts`): allocate (match again, or book money that came in onto a
 * virtual account as a DEPOSIT) and confirm-payout (link a truncated reference to its full code, refused otherwise).
 * The scheduled payouts are the scheduler's (`fund/scheduler/`).
 */
export function registerFundPayouts(app: PlatformApp, database: Database): void {
  mountRoute(app, accountOwnerRoutes.listMerchantPayoutRequests, ({ query }) =>
    listPayoutRequests(database.db, query, isNull(payoutRequests.accountHolderCode)),
  );

  mountRoute(app, routes.listPayouts, ({ query }) => listPayoutBatches(database.db, query));
  mountRoute(app, routes.listDivisionPayouts, ({ params, query }) =>
    listPayoutBatches(database.db, { ...query, ...params }),
  );
  mountRoute(app, routes.downloadPayoutSepaXml, ({ params }) => sepaDownload(database.db, params));
  mountRoute(app, routes.approvePayout, ({ params, caller }) =>
    database.transaction((tx) =>
      approvePayoutBatch(tx, params, params.approverEmail, { caller, action: routes.approvePayout.id }),
    ),
  );
  mountMoneyRoute(app, database, routes.cancelPayoutItem, (tx, { params, caller, idempotencyKeyId }) =>
    cancelPayoutItem(tx, params, { caller, idempotencyKeyId, action: routes.cancelPayoutItem.id }),
  );
  mountMoneyRoute(app, database, routes.cancelPayout, (tx, { params, scope, caller, idempotencyKeyId }) => {
    if (scope.merchantCode !== params.merchantCode || scope.divisionCode !== params.divisionCode) {
      throw badRequest(messages.dashboardNotBound, [{ field: 'merchant-code', message: messages.dashboardNotBound }]);
    }
    return cancelPayoutBatch(tx, params, { caller, idempotencyKeyId, action: routes.cancelPayout.id });
  });
  mountMoneyRoute(app, database, routes.instructPayout, (tx, { params, caller, idempotencyKeyId }) =>
    instructPayoutBatch(tx, params, { caller, idempotencyKeyId, action: routes.instructPayout.id }),
  );

  mountRoute(app, routes.listPayoutRequests, ({ query }) => listPayoutRequests(database.db, query));
  mountMoneyRoute(app, database, routes.processPayoutRequests, async (tx, { body, caller, idempotencyKeyId }) =>
    processReportOf(
      await processPayoutRequests(tx, body.payoutRequestCodes, {
        caller,
        idempotencyKeyId,
        action: routes.processPayoutRequests.id,
      }),
    ),
  );
  mountRoute(app, routes.listDivisionPayoutRequests, ({ params, query }) =>
    listPayoutRequests(database.db, { ...query, ...params }),
  );
  mountMoneyRoute(app, database, routes.createPayoutRequest, (tx, { params, body, caller }) => {
    const { virtualAccountCode, ...ask } = body;
    return createPayoutRequest(tx, {
      division: params,
      virtualAccountCode,
      ask,
      type: 'MANUAL',
      caller,
      action: routes.createPayoutRequest.id,
    });
  });
  mountMoneyRoute(app, database, routes.processDivisionPayoutRequests, (tx, { params, caller, idempotencyKeyId }) =>
    runDivisionPayouts(tx, params, { caller, idempotencyKeyId, action: routes.processDivisionPayoutRequests.id }),
  );
  mountRoute(app, routes.deletePayoutRequest, async ({ params, caller }) => {
    await database.transaction((tx) =>
      deletePayoutRequest(tx, params, { caller, action: routes.deletePayoutRequest.id }),
    );
  });
  mountMoneyRoute(app, database, routes.returnPayoutRequest, (tx, { params, body, caller, idempotencyKeyId }) =>
    returnPayoutRequest(tx, params, body.reason, { caller, idempotencyKeyId, action: routes.returnPayoutRequest.id }),
  );
  mountMoneyRoute(app, database, routes.createOwnPayoutRequest, async (tx, { params, body, caller }) => {
    // Ops staff accounts, the only ones the sandbox signs in, are never the provider's own account.
    if (caller.opsStaff) throw forbidden(messages.providerAccountOnly, providerAccountOnlyCode);
    const { currency, ...ask } = body;
    return createPayoutRequest(tx, {
      division: params,
      virtualAccountCode: await divisionIncomeAccount(tx, params, currency),
      ask,
      type: 'MANUAL',
      caller,
      action: routes.createOwnPayoutRequest.id,
    });
  });

  mountRoute(app, routes.regeneratePayoutRequests, ({ caller }) =>
    database.transaction((tx) =>
      regeneratePayoutRequests(tx, null, { caller, action: routes.regeneratePayoutRequests.id }),
    ),
  );
  mountRoute(app, routes.regenerateDivisionPayoutRequests, ({ params, caller }) =>
    database.transaction((tx) =>
      regeneratePayoutRequests(tx, params, { caller, action: routes.regenerateDivisionPayoutRequests.id }),
    ),
  );
  mountMoneyRoute(app, database, routes.triggerScheduledPayout, (tx, { params, caller }) =>
    createPayoutRequest(tx, {
      division: params,
      virtualAccountCode: params.virtualAccountCode,
      ask: { amountMode: 'COMPLETE', description: null },
      type: 'SCHEDULED',
      caller,
      action: routes.triggerScheduledPayout.id,
    }),
  );
  mountRoute(app, routes.getPayoutConfig, ({ params }) => getPayoutConfig(database.db, params.virtualAccountCode));

  mountMoneyRoute(app, database, routes.allocateBankLine, (tx, { body, caller, idempotencyKeyId }) =>
    allocateBankLine(tx, body, { caller, idempotencyKeyId, action: routes.allocateBankLine.id }),
  );
  mountMoneyRoute(app, database, routes.confirmPayoutBankLine, (tx, { params, query, caller, idempotencyKeyId }) =>
    confirmPayoutWithBankLine(tx, params.bankLineCode, query.payout_code, {
      caller,
      idempotencyKeyId,
      action: routes.confirmPayoutBankLine.id,
    }),
  );
  mountRoute(app, routes.sandboxBankStatement, ({ params, query }) =>
    sandboxStatementFile(database.db, params.payoutCode, query.truncate),
  );
}

import { kycDivisionSettingsOff, kycRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { requireAccountHolder } from '../account-owner/scope.ts';
import { listExternalKycHistory, requestExternalKyc } from './external/provider-requests.ts';
import { changeKycConfig, getKycConfig } from './kyc-config.ts';
import { changeKycTier, decideKycStatus } from './kyc-decisions.ts';
import { listKycHistory } from './kyc-history.ts';
import { listKycTasks } from './kyc-task-list.ts';
import { assignTask, myTasks, releaseTask, takeNextTask } from './kyc-task-queue.ts';
import { kycTaskView } from './kyc-task-view.ts';

/**
 * The KYC service (prefix kyc2): configuration, the checks queue, decisions and histories.
 *
 * The queue (`kyc-task-queue.ts`: `openKycTask` is a no-op while the seller has a live task, by the unique index
 * `kyc_tasks_live_per_seller_idx`; next task is one UPDATE whose candidate is a scalar `FOR UPDATE SKIP LOCKED`
 * subquery: never `code in (select … limit 1)`, which PostgreSQL may run again per row and so assign several), the list
 * (`kyc-task-list.ts`: a page's codes first, then the joins; the counts from `kyc_task_counts`, kept by statement
 * triggers, `db/functions/kyc_task_counts_{add,move}.sql`), decisions (`kyc-decisions.ts` checks core's
 * `kycStatusGraph` and the division's KYC permission; `kyc-decision-writes.ts` writes the seller, its `kyc_profiles`
 * row (tier, data at the decision), the history entry with core's `diffKycData`, the closed task and the audit in the
 * caller's transaction).
 *
 * Checks open when the account owner says a seller changed (`sellerChanged` with a reason: created, KYC-sensitive
 * change, UBO or document), heard by `openKycCheckOnSellerChanged` (`account-owner-listeners.ts`) through
 * `open-kyc-check.ts`, which approves a government-entity division's seller at once when core's `isKycDatasetComplete`
 * holds; and from the split-payment route through `tier-threshold-check.ts` (core's `requiredKycTier`: a single EUR
 * pay-in of 1,000, a total over 5,000, an organization) when the seller's tier falls short. The seed's pay-ins skip it;
 * its `kyc` step lays out the demo tasks.
 *
 * Configuration (`kyc-config.ts`) reads and writes the division's (or merchant's) KYC columns; enabling a reliance
 * model or the government flag needs `signOff.officer`, recorded in `kyc_sign_offs` (`kyc-sign-offs.ts`; the account
 * owner's saved division configuration records its sign-offs through `recordSignOffsOnDivisionConfigured`).
 *
 * The external provider (`external/`): `provider-request` writes a verification and enqueues the sandbox provider's job
 * (`kyc.sandboxProvider`), which answers in two signed messages through `receiveProviderCallback`, the same check as
 * `POST /callbacks/kyc-provider` (outside `/api/`: HMAC-SHA256 of `{timestamp}.{body}` with the secret in
 * `kyc_provider_secrets`, five minutes' tolerance, each `eventId` taken once).
 */
export function registerKyc(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.getKycConfig, ({ query }) => getKycConfig(database.db, query));
  mountRoute(app, routes.createKycConfig, async ({ query, body, caller }) => {
    const patch = query.codeType === 'DIVISION' ? { ...kycDivisionSettingsOff, ...body } : body;
    await database.transaction((tx) =>
      changeKycConfig(tx, { query, patch, caller, action: routes.createKycConfig.id }),
    );
    return getKycConfig(database.db, query);
  });
  mountRoute(app, routes.updateKycConfig, async ({ query, body, caller }) => {
    await database.transaction((tx) =>
      changeKycConfig(tx, { query, patch: body, caller, action: routes.updateKycConfig.id }),
    );
    return getKycConfig(database.db, query);
  });

  mountRoute(app, routes.listKycTasks, ({ query }) => listKycTasks(database.db, query));
  mountRoute(app, routes.nextKycTask, ({ body, caller }) => takeNextTask(database, caller, body.merchantCode));
  mountRoute(app, routes.myKycTasks, ({ caller }) => myTasks(database.db, caller));
  mountRoute(app, routes.getKycTask, ({ params }) => kycTaskView(database.db, params.taskCode));
  mountRoute(app, routes.assignKycTask, ({ params, caller }) => assignTask(database, caller, params.taskCode));
  mountRoute(app, routes.releaseKycTask, ({ params, caller }) => releaseTask(database, caller, params.taskCode));

  mountRoute(app, routes.updateKycStatus, ({ body, caller }) =>
    database.transaction((tx) => decideKycStatus(tx, { body, caller, action: routes.updateKycStatus.id })),
  );
  mountRoute(app, routes.updateKycTier, ({ body, caller }) =>
    database.transaction((tx) => changeKycTier(tx, { body, caller, action: routes.updateKycTier.id })),
  );
  mountRoute(app, routes.getKycHistory, async ({ params, query }) => {
    const seller = await requireAccountHolder(database.db, params);
    return listKycHistory(database.db, seller.code, query);
  });

  mountRoute(app, routes.requestExternalKyc, ({ body, caller }) =>
    database.transaction((tx) => requestExternalKyc(tx, body.accountHolderCodes, caller, routes.requestExternalKyc.id)),
  );
  mountRoute(app, routes.getExternalKycHistory, async ({ params, query }) => {
    const seller = await requireAccountHolder(database.db, params);
    return listExternalKycHistory(database.db, seller.code, query);
  });
}

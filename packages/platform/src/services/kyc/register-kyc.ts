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

/** The KYC service (prefix kyc2): configuration, the checks queue, decisions and histories. */
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

import { pspAdapterRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { scheduleNextAutoReconciliation } from './auto-reconciliation/auto-reconciliation-jobs.ts';
import {
  readAutoReconciliationRun,
  triggerAutoReconciliation,
} from './auto-reconciliation/auto-reconciliation-runs.ts';
import { importSettlementReport } from './import-settlement-report.ts';
import {
  availablePspIntegrations,
  createPspIntegration,
  listPspIntegrations,
  removePspIntegration,
  requireIntegration,
  updatePspIntegration,
} from './psp-integrations.ts';
import { pspReportFile } from './psp-report-file.ts';
import { searchPspReports } from './psp-report-search.ts';
import { listPspSettlements } from './psp-settlement-list.ts';
import { retriggerPspIntegration } from './retrigger-psp-integration.ts';

/**
 * The PSP adapter (spec section 7): a division's PSP integrations, their settlement reports in (uploaded, or
 * fetched from the sandbox PSP by a retrigger) and out (download by execution id), the `psp-reports/search` of
 * their items, and the division's auto-reconciliation (on demand, and daily when scheduled: `auto-reconciliation/`). An import reconciles splits through the ledger in one transaction; it is idempotent by the file
 * (the same file adds nothing) and by each record (a record two reports carry is added once), so it takes no
 * Idempotency-Key.
 */
export function registerPspAdapter(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listAvailablePspIntegrations, async () => availablePspIntegrations);
  mountRoute(app, routes.listPspIntegrations, ({ params }) => listPspIntegrations(database.db, params));
  mountRoute(app, routes.createPspIntegration, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const created = await createPspIntegration(tx, params, body, caller);
      await scheduleNextAutoReconciliation(tx, params, new Date());
      return created;
    }),
  );
  mountRoute(app, routes.updatePspIntegration, ({ params, body }) =>
    database.transaction(async (tx) => {
      const updated = await updatePspIntegration(tx, params, body);
      await scheduleNextAutoReconciliation(tx, params, new Date());
      return updated;
    }),
  );
  mountRoute(app, routes.deletePspIntegration, ({ params }) =>
    database.transaction((tx) => removePspIntegration(tx, params)),
  );
  mountRoute(app, routes.importPspSettlement, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const integration = await requireIntegration(tx, params);
      const upload = { fileName: body.file.name || 'settlement.csv', stream: () => body.file.stream() };
      return importSettlementReport(tx, integration, upload, caller);
    }),
  );
  mountRoute(app, routes.retriggerPspIntegration, ({ params, body, caller }) =>
    database.transaction(async (tx) => retriggerPspIntegration(tx, await requireIntegration(tx, params), body, caller)),
  );
  mountRoute(app, routes.triggerAutoReconciliation, ({ params, caller }) =>
    database.transaction((tx) => triggerAutoReconciliation(tx, params, caller)),
  );
  mountRoute(app, routes.getAutoReconciliationRun, ({ params }) => readAutoReconciliationRun(database.db, params));
  mountRoute(app, routes.downloadPspFile, ({ params }) => pspReportFile(database.db, params));
  mountRoute(app, routes.listPspSettlements, ({ params, query }) => listPspSettlements(database.db, params, query));
  mountRoute(app, routes.searchPspReports, ({ body, query }) => searchPspReports(database.db, body.filter, query));
}

import { invoicingReportRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { deleteReport, downloadReport } from './report-download.ts';
import { getReport, listReportAccounts, listReports } from './report-list.ts';
import { reportMessages } from './report-messages.ts';
import { requestReport } from './request-report.ts';

/**
 * The invoicing service's reports (spec section 7): `reports/accounts` before `reports/{type}`, which it would
 * otherwise match.
 */
export function registerReports(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listReportAccounts, ({ params, query }) => listReportAccounts(database.db, params, query));
  mountRoute(app, routes.getReport, ({ params }) => getReport(database.db, params, params.reportCode));
  mountRoute(app, routes.downloadReport, ({ params }) => downloadReport(database.db, params, params.reportCode));
  mountRoute(app, routes.deleteReport, async ({ params }) => {
    await deleteReport(database, params, params.reportCode);
  });
  mountRoute(app, routes.listReports, ({ params, query }) => listReports(database.db, params, params.type, query));
  mountRoute(app, routes.requestReport, async ({ params, body, caller }) => {
    const { type, ...division } = params;
    const report = await database.transaction((tx) =>
      requestReport(tx, division, type, body, caller.email, new Date()),
    );
    return { code: 1001 as const, message: reportMessages.scheduled, report };
  });
}

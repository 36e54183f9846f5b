import { invoicingReportRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { deleteReport, downloadReport } from './report-download.ts';
import { getReport, listReportAccounts, listReports } from './report-list.ts';
import { reportMessages } from './report-messages.ts';
import { requestReport } from './request-report.ts';

/**
 * The invoicing service's reports (spec section 7, table `invoicingReportRoutes`): `reports/accounts` before
 * `reports/{type}`, which it would otherwise match.
 *
 * `POST reports/{type}` checks the request with core's `checkReportRequest` and the account (`report-account.ts`) and
 * answers refusals with spec section 8's codes (`report-problems.ts`: 4002, 4005/4022, 4006, 4009, 4010, 4023; 4011 as
 * 409, one today's report a day per division, type, format and account by `reports_today_idx`), then writes the report
 * SCHEDULED and enqueues `reports.generate` in the same transaction (1001). The job reads what the report says
 * (`content/`: the statement, `statement-content.ts`, pages of 20,000; and the lists transactions, payouts and fees,
 * each a `tabularReport` of `tabular-report.ts`: columns pairing header and cell, keyset pages of 5,000, totals per
 * currency; rows of typed cells, amounts as figures) for `[from, to + 1 day)` ended at the generation's start, and
 * writes it through `csv-report-writer.ts` (core's CSV encoder: no CSV code of the platform's own) or
 * `pdf-report-writer.ts` into `report_file_chunks` (about 1 MB a row, each chunk its own short transaction, so memory
 * stays flat and every process can serve the file); after its third failed try the report is FAILED with 4001. A
 * statement's opening balance is its account's postings before the start, its closing the opening plus its lines (index
 * `ledger_postings_virtual_account_time_idx`). Download streams the chunks (409 with 1001 while scheduled, 4001 when
 * failed); delete removes the report and, by cascade, its file. A PDF keeps its pages until the end to number them: for
 * statements people read, not millions of lines.
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

import { pspAdapterRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { mountMoneyRoute } from '../../ledger/mount-money-route.ts';
import { setAutoReconciliationSchedule } from './auto-reconciliation/auto-reconciliation-jobs.ts';
import {
  readAutoReconciliationRun,
  triggerAutoReconciliation,
} from './auto-reconciliation/auto-reconciliation-runs.ts';
import { importSettlementReportFile } from './import-settlement-report.ts';
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
import { matchPspReportItems } from './workbench/match-psp-report-items.ts';
import { pspReportCandidates } from './workbench/psp-report-candidates.ts';
import { listPspReportItemExceptions } from './workbench/psp-report-item-exceptions.ts';
import { unmatchPspReportItems } from './workbench/unmatch-psp-report-items.ts';

/**
 * The PSP adapter (spec section 7, prefix `psp-adapter/api/v1`, and `insights/api/v1/reconciliation/
 * psp-reports/search`): a division's PSP integrations, their settlement reports in (uploaded, or fetched from the
 * sandbox PSP by a retrigger) and out (download by execution id), the `psp-reports/search` of their items, and the
 * division's auto-reconciliation (on demand, and daily when scheduled: `auto-reconciliation/`). An import reconciles
 * splits through the ledger, each round's lines with the money they move (`db/import-rounds.ts`: one transaction on
 * PostgreSQL, a transaction a round on PGlite); it is idempotent by the file (the same file adds nothing, and finishes
 * one whose import stopped between rounds) and by each record (a record two reports carry is added once), so it
 * takes no Idempotency-Key.
 *
 * Integrations (`psp-integrations.ts`, `psp_integrations`, a removed one kept with `removed_at`; one live integration
 * per merchant account). `POST .../psp/integration/{id}/settlement-reports` (multipart) imports a settlement details
 * report (Adyen's layout, `settlement-csv/settlement-columns.ts`): `settlement-csv/read-settlement-csv.ts` streams it
 * (from the disk the upload was streamed to) through csv-parse once whole to check it (a bad file is a
 * `SettlementFileError`, one line naming line and column, a 400 with nothing written); `import-settlement-report.ts`
 * (`importSettlementReportFile`) hashes the stream (the same file once per integration, `psp_report_files`, which
 * keeps the file for `files/{executionId}/download`, written in the last round), then streams it again while
 * `reconcile-report-lines.ts` judges and writes 1,000 lines a round (`psp_report_lines`, a record once per integration
 * by `line_key`): Settled lines settle the
 * payment their PSP reference names, Refunded and Chargeback lines the refund or chargeback their modification
 * reference names (amount and currency must agree) through `reconcileSplits` (`fund/splits/reconcile-splits.ts`), a
 * chunk's matches at once (commission charged as the PSP fee; a fee the income cannot pay fails the line with the
 * ledger's reason, the others settle). `GET .../psp/settlements` (`psp-settlement-list.ts`) is PSP Settlements: the
 * division's lines grouped by report, batch number and currency and summed in SQL (gross, commission, net, lines,
 * reconciled; the status by `fileStatusOf`), newest settlement first. `retrigger` (at most one month, core's
 * `retriggerRangeProblem`) imports the sandbox PSP's report of the division's splits of a date range
 * (`sandbox-settlement-report.ts`, written with core's `encodeCsv`). Tests: `psp-settlement.test.ts` (round trip, refusals; also run with DATABASE_URL),
 * `psp-settlement-once.test.ts` (imports at the same time settle a payment once), `psp-settlement-fuzz.test.ts`; bench
 * `tests/bench/psp-settlement.bench.ts`.
 *
 * Auto-reconciliation (`auto-reconciliation/`, spec section 4): `reconcileDivision` does one run of a division under a
 * transaction-scoped advisory lock (`lockDivisionReconciliation`): for each live integration with auto-reconciliation
 * ENABLED it fetches the sandbox PSP's report of the days after the last day a fetched report covered
 * (`psp_report_files.covered_from/covered_to`, set by every retrigger; else from the integration's creation day), up to
 * yesterday and at most one month (`report-range.ts`), through `retriggerPspIntegration`; then it judges the division's
 * UNALLOCATED PSP report lines again (`reconcileStoredLines` in `reconcile-report-lines.ts`, the import's rules; report
 * statuses refreshed) and its UNALLOCATED or FAILED bank lines naming its payout requests
 * (`reconciliation/rematch-bank-lines.ts` through `reconcileStoredBankLines`, which writes only outcomes that differ).
 * A second run fetches no day again and changes nothing. `POST …/psp/auto-reconciliation/runs` (409
 * `autoReconciliationDisabled` while no integration is enabled) writes a QUEUED `auto_reconciliation_runs` row and the
 * `pspIntegrations.autoReconciliation` job keyed by the run; `GET …/runs/{runCode}` shows it DONE with its outcome
 * (reports imported, PSP and bank lines matched) or FAILED with why. Integrations ENABLED and SCHEDULED get
 * the schedule `autoReconciliation:<division>` (cron `0 6 * * *`, UTC; set or removed on saving or removing an
 * integration), whose tick queues `pspIntegrations.scheduledAutoReconciliation` keyed `<division>:<date>`, a run row
 * unique per division and date (`auto_reconciliation_runs_date_idx`).
 *
 * The workbench's PSP side (`workbench/`, issue 34), beside the bank side (`reconciliation/workbench/`, whose scoring,
 * sum refusal and audit trail it shares): `GET …/psp/report-items/{code}/candidates` scores the division's open
 * transactions, refunds or chargebacks of the line's kind and currency by amount, date, reference (PSP reference,
 * merchant reference) and counterparty (payment method) in one statement of index ranges
 * (`psp-report-candidates.ts`, `split_transactions_open_amount_idx`); `POST …/psp/report-item-matches` matches one
 * line with transactions or lines with one transaction whose sums agree, reconciling each as an import does
 * (`reconcileSplits`) and keeping the ledger transactions it posted on the match (`psp_report_line_matches`); `POST
 * …/psp/report-items/{code}/unmatch` reverses those with a reason (`unmatch-psp-report-items.ts`). Both are money
 * routes (an Idempotency-Key) and audited (`pspReportLine`, `pspReportLineMatch`). `GET …/psp/report-item-exceptions`
 * is the exceptions queue (`psp-report-item-exceptions.ts`): each line no rule placed, newest first, with why against
 * the open transactions of its kind and the tolerance rule (the bank side's reasons), by reason. Tests:
 * `workbench/*.test.ts`, `tests/cli/psp-report-matches.test.ts`; bench `tests/bench/psp-report-candidates.bench.ts`.
 */
export function registerPspAdapter(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listAvailablePspIntegrations, async () => availablePspIntegrations);
  mountRoute(app, routes.listPspIntegrations, ({ params }) => listPspIntegrations(database.db, params));
  mountRoute(app, routes.createPspIntegration, ({ params, body, caller }) =>
    database.transaction(async (tx) => {
      const created = await createPspIntegration(tx, params, body, caller);
      await setAutoReconciliationSchedule(tx, params);
      return created;
    }),
  );
  mountRoute(app, routes.updatePspIntegration, ({ params, body }) =>
    database.transaction(async (tx) => {
      const updated = await updatePspIntegration(tx, params, body);
      await setAutoReconciliationSchedule(tx, params);
      return updated;
    }),
  );
  mountRoute(app, routes.deletePspIntegration, ({ params }) =>
    database.transaction(async (tx) => {
      const removed = await removePspIntegration(tx, params);
      await setAutoReconciliationSchedule(tx, params);
      return removed;
    }),
  );
  mountRoute(app, routes.importPspSettlement, async ({ params, body, caller }) => {
    const integration = await requireIntegration(database.db, params);
    const upload = { fileName: body.file.name || 'settlement.csv', stream: () => body.file.stream() };
    return importSettlementReportFile(database, integration, upload, caller);
  });
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
  mountRoute(app, routes.listPspReportCandidates, ({ params }) => pspReportCandidates(database.db, params));
  mountRoute(app, routes.listPspReportItemExceptions, ({ params, query }) =>
    listPspReportItemExceptions(database.db, params, query),
  );
  mountMoneyRoute(app, database, routes.matchPspReportItems, (tx, { params, body, caller, idempotencyKeyId }) =>
    matchPspReportItems(tx, params, body, { caller, idempotencyKeyId, action: routes.matchPspReportItems.id }),
  );
  mountMoneyRoute(app, database, routes.unmatchPspReportItems, (tx, { params, body, caller, idempotencyKeyId }) =>
    unmatchPspReportItems(tx, params, body.reason, {
      caller,
      idempotencyKeyId,
      action: routes.unmatchPspReportItems.id,
    }),
  );
}

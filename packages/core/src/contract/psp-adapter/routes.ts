import { z } from 'zod';
import { downloadedFileSchema } from '../account-owner/stored-file.ts';
import { pageOf } from '../paging.ts';
import { noContentSchema } from '../primitives.ts';
import { exceptionQuerySchema } from '../reconciliation/exception-reason.ts';
import { defineRoute } from '../route.ts';
import { autoReconciliationRunParamsSchema, autoReconciliationRunSchema } from './auto-reconciliation.ts';
import {
  divisionAutoReconciliationRuns,
  divisionPspIntegrations,
  insightsReconciliationV1,
  pspAdapterServiceV1,
} from './paths.ts';
import {
  availablePspIntegrationSchema,
  createPspIntegrationBodySchema,
  pspDivisionParamsSchema,
  pspExecutionParamsSchema,
  pspIntegrationParamsSchema,
  pspIntegrationSchema,
  updatePspIntegrationBodySchema,
} from './psp-integration.ts';
import {
  pspReportItemSchema,
  pspReportSearchBodySchema,
  pspReportSearchQuerySchema,
  pspSettlementImportSchema,
  pspSettlementUploadSchema,
  retriggerPspIntegrationBodySchema,
} from './psp-report.ts';
import { pspReportItemExceptionSchema } from './psp-report-exception.ts';
import {
  matchPspReportItemsBodySchema,
  pspReportCandidatesParamsSchema,
  pspReportCandidatesSchema,
  pspReportMatchParamsSchema,
  pspReportMatchSchema,
  unmatchPspReportItemsBodySchema,
} from './psp-report-match.ts';
import { pspSettlementBatchSchema, pspSettlementListQuerySchema } from './psp-settlement.ts';

const service = pspAdapterServiceV1;
const integration = `${divisionPspIntegrations}/{integrationCode}`;

export const listAvailablePspIntegrations = defineRoute({
  id: 'listAvailablePspIntegrations',
  service,
  method: 'GET',
  path: `${service}/psp/available-integrations`,
  summary: 'The PSPs a division can be integrated with, and the settlement report the adapter reads of each',
  response: z.array(availablePspIntegrationSchema),
});

export const listPspIntegrations = defineRoute({
  id: 'listPspIntegrations',
  service,
  method: 'GET',
  path: divisionPspIntegrations,
  summary: "The division's PSP integrations, each with what it last imported",
  params: pspDivisionParamsSchema,
  response: z.array(pspIntegrationSchema),
});

export const createPspIntegration = defineRoute({
  id: 'createPspIntegration',
  service,
  method: 'POST',
  path: divisionPspIntegrations,
  summary: 'Integrate the division with a PSP merchant account (one integration per merchant account)',
  params: pspDivisionParamsSchema,
  body: createPspIntegrationBodySchema,
  response: pspIntegrationSchema,
  successStatus: 201,
});

export const updatePspIntegration = defineRoute({
  id: 'updatePspIntegration',
  service,
  method: 'PATCH',
  path: integration,
  summary: "Change a PSP integration's merchant account or auto-reconciliation",
  params: pspIntegrationParamsSchema,
  body: updatePspIntegrationBodySchema,
  response: pspIntegrationSchema,
});

export const deletePspIntegration = defineRoute({
  id: 'deletePspIntegration',
  service,
  method: 'DELETE',
  path: integration,
  summary: 'Remove a PSP integration: it reads no more reports; the items it imported stay',
  params: pspIntegrationParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const importPspSettlement = defineRoute({
  id: 'importPspSettlement',
  service,
  method: 'POST',
  path: `${integration}/settlement-reports`,
  summary:
    'Import a settlement details report (CSV) of the integration: each line becomes a PSP report item, and items ' +
    'are reconciled with the splits and refunds their PSP reference and amount name. The same file twice adds ' +
    'nothing; a bad file is refused with one line naming the place, and nothing is written',
  params: pspIntegrationParamsSchema,
  body: pspSettlementUploadSchema,
  bodyType: 'multipart',
  response: pspSettlementImportSchema,
});

export const retriggerPspIntegration = defineRoute({
  id: 'retriggerPspIntegration',
  service,
  method: 'POST',
  path: `${integration}/retrigger`,
  summary:
    "Fetch the PSP's settlement report for a date range of at most one month and import it (in the sandbox, the " +
    "sandbox PSP reports the division's payments, refunds and chargebacks made in the range)",
  params: pspIntegrationParamsSchema,
  body: retriggerPspIntegrationBodySchema,
  response: pspSettlementImportSchema,
});

export const downloadPspFile = defineRoute({
  id: 'downloadPspFile',
  service,
  method: 'GET',
  path: '/psp-adapter/merchants/{merchantCode}/divisions/{divisionCode}/files/{executionId}/download',
  summary: 'The settlement report file an execution imported, byte for byte',
  params: pspExecutionParamsSchema,
  response: downloadedFileSchema,
});

export const listPspSettlements = defineRoute({
  id: 'listPspSettlements',
  service,
  method: 'GET',
  path: `${service}/merchants/{merchantCode}/divisions/{divisionCode}/psp/settlements`,
  summary:
    "The division's settlement batches (PSP Settlements): per imported report, batch number and currency, the " +
    'sums of its lines (gross, PSP fees, net), how many there are and how many were reconciled, newest first',
  params: pspDivisionParamsSchema,
  query: pspSettlementListQuerySchema,
  response: pageOf(pspSettlementBatchSchema),
});

export const searchPspReports = defineRoute({
  id: 'searchPspReports',
  service: insightsReconciliationV1,
  method: 'POST',
  path: `${insightsReconciliationV1}/psp-reports/search`,
  summary:
    'The PSP integration list: PSP report items, newest first, by division, integration, status, type and a query in ' +
    'the list query language',
  query: pspReportSearchQuerySchema,
  body: pspReportSearchBodySchema,
  response: pageOf(pspReportItemSchema),
});

export const triggerAutoReconciliation = defineRoute({
  id: 'triggerAutoReconciliation',
  service,
  method: 'POST',
  path: divisionAutoReconciliationRuns,
  summary:
    "Trigger the division's auto-reconciliation (ops only, spec section 6): queues a run that fetches and imports " +
    'the PSP reports of its enabled integrations since their last import, then matches its unmatched PSP report ' +
    'and bank statement lines again. Refused (409) while no integration of the division has auto-reconciliation ' +
    'enabled',
  params: pspDivisionParamsSchema,
  response: autoReconciliationRunSchema,
  successStatus: 202,
});

export const getAutoReconciliationRun = defineRoute({
  id: 'getAutoReconciliationRun',
  service,
  method: 'GET',
  path: `${divisionAutoReconciliationRuns}/{runCode}`,
  summary: 'An auto-reconciliation run: queued, done with what it did, or failed with why',
  params: autoReconciliationRunParamsSchema,
  response: autoReconciliationRunSchema,
});

const divisionPsp = `${service}/merchants/{merchantCode}/divisions/{divisionCode}/psp`;

export const listPspReportCandidates = defineRoute({
  id: 'listPspReportCandidates',
  service,
  method: 'GET',
  path: `${divisionPsp}/report-items/{reportItemCode}/candidates`,
  summary:
    "The workbench's candidates for an unmatched PSP report item: the division's transactions, refunds or " +
    'chargebacks (the kind its record settles) not yet reconciled, in its currency, ranked by amount, date, ' +
    'reference and counterparty, each with its score and the difference in minor units',
  params: pspReportCandidatesParamsSchema,
  response: pspReportCandidatesSchema,
});

export const matchPspReportItems = defineRoute({
  id: 'matchPspReportItems',
  service,
  method: 'POST',
  path: `${divisionPsp}/report-item-matches`,
  summary:
    'Match on the workbench: one PSP report item with transactions (one to many) or items with one transaction ' +
    '(many to one) whose sums agree. Every transaction is reconciled through the ledger as an import does (the ' +
    "items' commission charged as the PSP fee) and the items are RECONCILED; sums that differ (the difference in " +
    'details) or an item already matched are refused and change nothing',
  params: pspDivisionParamsSchema,
  body: matchPspReportItemsBodySchema,
  response: pspReportMatchSchema,
  successStatus: 201,
  idempotent: true,
});

export const unmatchPspReportItems = defineRoute({
  id: 'unmatchPspReportItems',
  service,
  method: 'POST',
  path: `${divisionPsp}/report-items/{reportItemCode}/unmatch`,
  summary:
    "Undo the workbench match a PSP report item is in, with a reason: the match's postings are reversed, the " +
    'transactions are unreconciled and the items unallocated, so the balances are as if the match never happened',
  params: pspReportMatchParamsSchema,
  body: unmatchPspReportItemsBodySchema,
  response: pspReportMatchSchema,
  idempotent: true,
});

export const listPspReportItemExceptions = defineRoute({
  id: 'listPspReportItemExceptions',
  service,
  method: 'GET',
  path: `${divisionPsp}/report-item-exceptions`,
  summary:
    "The PSP workbench's exceptions queue: the division's unmatched PSP report items no rule placed, newest first, " +
    'each with why against its open transactions, refunds or chargebacks of the kind the item settles and its ' +
    'tolerance rule (several candidates, a candidate not taken, another currency, outside the tolerance, no ' +
    'candidate); a FAILED item keeps its failure reason',
  params: pspDivisionParamsSchema,
  query: exceptionQuerySchema,
  response: pageOf(pspReportItemExceptionSchema),
});

/** The PSP adapter's calls and the PSP report search, keyed by route id. */
export const pspAdapterRoutes = {
  listAvailablePspIntegrations,
  listPspIntegrations,
  createPspIntegration,
  updatePspIntegration,
  deletePspIntegration,
  importPspSettlement,
  retriggerPspIntegration,
  triggerAutoReconciliation,
  getAutoReconciliationRun,
  downloadPspFile,
  listPspSettlements,
  searchPspReports,
  listPspReportCandidates,
  matchPspReportItems,
  unmatchPspReportItems,
  listPspReportItemExceptions,
};

export type PspAdapterRoutes = typeof pspAdapterRoutes;

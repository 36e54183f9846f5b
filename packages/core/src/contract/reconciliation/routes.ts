import { z } from 'zod';
import { divisionParamsSchema } from '../account-owner/division.ts';
import { downloadedFileSchema } from '../account-owner/stored-file.ts';
import { bankLineListQuerySchema, bankLineSchema } from '../fund/bank-line.ts';
import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { acquirerSchema } from './acquirer.ts';
import { bankLineExceptionSchema } from './bank-line-exception.ts';
import {
  bankLineCandidatesParamsSchema,
  bankLineCandidatesSchema,
  bankLineMatchParamsSchema,
  bankLineMatchSchema,
  matchBankLinesBodySchema,
  unmatchBankLinesBodySchema,
} from './bank-line-match.ts';
import {
  bankAdapterRetriggerSchema,
  bankStatementFileParamsSchema,
  bankStatementImportSchema,
  bankStatementUploadSchema,
  retriggerBankAdapterBodySchema,
} from './bank-statement.ts';
import { exceptionQuerySchema } from './exception-reason.ts';
import { reconciliationServiceV1 } from './paths.ts';
import { toleranceRuleBodySchema, toleranceRuleSchema } from './tolerance-rule.ts';

const service = reconciliationServiceV1;

export const listAcquirers = defineRoute({
  id: 'listAcquirers',
  service,
  method: 'GET',
  path: `${service}/acquirers`,
  summary:
    'The acquirers the reconciliation reads settlement reports of: each PSP the adapter offers, with its live ' +
    'integrations, the reports and lines imported from it, the lines left unmatched and the last import',
  response: z.array(acquirerSchema),
});

export const listBankStatementsInfo = defineRoute({
  id: 'listBankStatementsInfo',
  service,
  method: 'GET',
  path: `${service}/bank-statements-info`,
  summary: 'The bank integration list: bank statement lines, newest first, by status, type, batch and file',
  query: bankLineListQuerySchema,
  response: pageOf(bankLineSchema),
});

export const listDivisionBankStatementsInfo = defineRoute({
  id: 'listDivisionBankStatementsInfo',
  service,
  method: 'GET',
  path: `${service}/merchants/{merchantCode}/divisions/{divisionCode}/bank-statements-info`,
  summary:
    'The bank integration list of a merchant division: the lines whose payout request, payout batch or allocated ' +
    "virtual account is the division's, newest first, by status, type, batch and file",
  params: divisionParamsSchema,
  query: bankLineListQuerySchema,
  response: pageOf(bankLineSchema),
});

export const importBankStatement = defineRoute({
  id: 'importBankStatement',
  service,
  method: 'POST',
  path: `${service}/bank-statements`,
  summary:
    'Import a bank statement file (ISO 20022 camt.053, version 001.02 or later): each entry becomes a line, and ' +
    'lines are reconciled with the payout items their end-to-end ids name. The same file twice adds nothing; a ' +
    'bad file is refused with one line naming the place, and nothing is written',
  body: bankStatementUploadSchema,
  bodyType: 'multipart',
  response: bankStatementImportSchema,
});

export const retriggerBankAdapter = defineRoute({
  id: 'retriggerBankAdapter',
  service,
  method: 'POST',
  path: `${service}/merchants/{merchantCode}/divisions/{divisionCode}/bank-adapter/retrigger`,
  summary:
    "Retrigger the bank adapter: fetch the bank's camt.053 statements of the division's payout batches instructed " +
    'in a date range of at most one month and import them (in the sandbox, the sandbox bank sends them). A ' +
    'statement already imported adds nothing',
  params: divisionParamsSchema,
  body: retriggerBankAdapterBodySchema,
  response: bankAdapterRetriggerSchema,
});

export const downloadBankStatementFile = defineRoute({
  id: 'downloadBankStatementFile',
  service,
  method: 'GET',
  path: `${service}/merchants/{merchantCode}/merchantdivisions/{divisionCode}/files/{fileId}`,
  summary:
    "A bank statement file as it was imported (camt.053 XML), when one of its lines is the merchant division's (its " +
    'payout request, payout batch or allocated virtual account)',
  params: bankStatementFileParamsSchema,
  response: downloadedFileSchema,
});

const divisionPath = `${service}/merchants/{merchantCode}/divisions/{divisionCode}`;

export const listBankLineCandidates = defineRoute({
  id: 'listBankLineCandidates',
  service,
  method: 'GET',
  path: `${divisionPath}/bank-lines/{bankLineCode}/candidates`,
  summary:
    "The workbench's candidates for an unmatched bank line: the division's payout batches at the bank and their " +
    "items not yet settled, in the line's currency, ranked by amount, date, reference and counterparty, each with " +
    'its score and the difference in minor units',
  params: bankLineCandidatesParamsSchema,
  response: bankLineCandidatesSchema,
});

export const matchBankLines = defineRoute({
  id: 'matchBankLines',
  service,
  method: 'POST',
  path: `${divisionPath}/bank-line-matches`,
  summary:
    'Match on the workbench: one line with candidates (one to many) or lines with one candidate (many to one) whose ' +
    'sums agree. Every item is settled through the ledger as allocation does, and the lines are RECONCILED; sums that ' +
    'differ (the difference in details) or a line already matched are refused and change nothing',
  params: divisionParamsSchema,
  body: matchBankLinesBodySchema,
  response: bankLineMatchSchema,
  successStatus: 201,
  idempotent: true,
});

export const unmatchBankLines = defineRoute({
  id: 'unmatchBankLines',
  service,
  method: 'POST',
  path: `${divisionPath}/bank-lines/{bankLineCode}/unmatch`,
  summary:
    'Undo the workbench match a line is in, with a reason: the postings are reversed, the items are open again and ' +
    'the lines unallocated, so the balances are as if the match never happened',
  params: bankLineMatchParamsSchema,
  body: unmatchBankLinesBodySchema,
  response: bankLineMatchSchema,
  idempotent: true,
});

export const getToleranceRule = defineRoute({
  id: 'getToleranceRule',
  service,
  method: 'GET',
  path: `${divisionPath}/tolerance-rule`,
  summary:
    "A division's reconciliation tolerance rule: how far a bank or PSP report line's amount (in minor units or " +
    'percent) and day may be from a candidate for auto-matching to match them; a division without one matches exact ' +
    'amounts only',
  params: divisionParamsSchema,
  response: toleranceRuleSchema,
});

export const setToleranceRule = defineRoute({
  id: 'setToleranceRule',
  service,
  method: 'PUT',
  path: `${divisionPath}/tolerance-rule`,
  summary:
    "Sets a division's reconciliation tolerance rule: an amount tolerance in minor units and/or percent of the " +
    "line's amount (the larger counts) and a date window in days; bad input is refused and changes nothing",
  params: divisionParamsSchema,
  body: toleranceRuleBodySchema,
  response: toleranceRuleSchema,
});

export const listBankLineExceptions = defineRoute({
  id: 'listBankLineExceptions',
  service,
  method: 'GET',
  path: `${divisionPath}/bank-line-exceptions`,
  summary:
    "The workbench's exceptions queue: the unmatched payment lines no rule placed, newest first, each with why " +
    "against the division's open payout batches and items and its tolerance rule (several candidates, a candidate " +
    'another line shares, another currency, outside the tolerance, no candidate)',
  params: divisionParamsSchema,
  query: exceptionQuerySchema,
  response: pageOf(bankLineExceptionSchema),
});

/** The reconciliation calls, keyed by route id. */
export const reconciliationRoutes = {
  listAcquirers,
  listBankStatementsInfo,
  listDivisionBankStatementsInfo,
  importBankStatement,
  retriggerBankAdapter,
  downloadBankStatementFile,
  listBankLineCandidates,
  matchBankLines,
  unmatchBankLines,
  getToleranceRule,
  setToleranceRule,
  listBankLineExceptions,
};

export type ReconciliationRoutes = typeof reconciliationRoutes;

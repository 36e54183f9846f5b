import { downloadedFileSchema } from '../account-owner/stored-file.ts';
import { pageOf } from '../paging.ts';
import { noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import {
  allocateBankLineBodySchema,
  bankLineParamsSchema,
  bankLineSchema,
  confirmPayoutQuerySchema,
  sandboxStatementQuerySchema,
} from './bank-line.ts';
import { fundServiceV1, fundServiceV2 } from './paths.ts';
import {
  approvePayoutParamsSchema,
  payoutBatchListQuerySchema,
  payoutBatchParamsSchema,
  payoutBatchSchema,
  payoutItemParamsSchema,
  sandboxStatementParamsSchema,
} from './payout-batch.ts';
import {
  createOwnPayoutRequestBodySchema,
  createPayoutRequestBodySchema,
  fundPayoutRequestSchema,
  payoutConfigParamsSchema,
  payoutConfigSchema,
  payoutDivisionParamsSchema,
  payoutRequestListQuerySchema,
  payoutRequestParamsSchema,
  processPayoutRequestsBodySchema,
  processReportSchema,
  regenerateDivisionParamsSchema,
  regenerationReportSchema,
  returnPayoutRequestBodySchema,
  scheduledPayoutParamsSchema,
} from './payout-request-wire.ts';

/** The restricted fund calls, open only to a provider account (spec section 7). */
export const restrictedFundServiceV1 = 'main/api/v1/restricted/fund';

const payouts = `${fundServiceV1}/payouts`;
const divisionPayouts = `${payouts}/merchants/{merchantCode}/divisions/{divisionCode}`;
const payoutRequests = `${fundServiceV1}/payout-requests`;
const divisionPayoutRequests = `${payoutRequests}/merchants/{merchantCode}/divisions/{divisionCode}`;
const regenerate = `${fundServiceV1}/trigger/regenerate-payout-requests`;

export const listPayouts = defineRoute({
  id: 'listPayouts',
  service: fundServiceV1,
  method: 'GET',
  path: payouts,
  summary: 'Payout batches of every merchant, newest first, filtered and paged',
  query: payoutBatchListQuerySchema,
  response: pageOf(payoutBatchSchema),
});

export const listDivisionPayouts = defineRoute({
  id: 'listDivisionPayouts',
  service: fundServiceV1,
  method: 'GET',
  path: divisionPayouts,
  summary: "A merchant division's payout batches, newest first, filtered and paged",
  params: payoutDivisionParamsSchema,
  query: payoutBatchListQuerySchema,
  response: pageOf(payoutBatchSchema),
});

export const downloadPayoutSepaXml = defineRoute({
  id: 'downloadPayoutSepaXml',
  service: fundServiceV1,
  method: 'GET',
  path: `${divisionPayouts}/{payoutCode}/sepa-xml`,
  summary:
    'The batch as a SEPA credit transfer file (pain.001.001.03): once instructed, the file that went to the bank; ' +
    'before that, a preview of its current items',
  params: payoutBatchParamsSchema,
  response: downloadedFileSchema,
});

export const approvePayout = defineRoute({
  id: 'approvePayout',
  service: fundServiceV1,
  method: 'POST',
  path: `${divisionPayouts}/{payoutCode}/approve/{approverEmail}`,
  summary:
    'Approve an open or ready batch ({x} is the payout batch code, {y} the approver e-mail, which must be the ' +
    "signed-in user's): records approver and date, and closes the batch for new items",
  params: approvePayoutParamsSchema,
  response: payoutBatchSchema,
});

export const cancelPayoutItem = defineRoute({
  id: 'cancelPayoutItem',
  service: fundServiceV1,
  method: 'POST',
  path: `${divisionPayouts}/{payoutCode}/item/{payoutRequestCode}/cancel`,
  summary:
    'Cancel one item of a batch not yet instructed ({x} the batch code, {y} the payout request code): the request ' +
    'is cancelled and its amount moves from the payout balance back to the confirmed balance',
  params: payoutItemParamsSchema,
  response: payoutBatchSchema,
  idempotent: true,
});

export const cancelPayout = defineRoute({
  id: 'cancelPayout',
  service: fundServiceV1,
  method: 'POST',
  path: `${divisionPayouts}/{payoutCode}/cancel`,
  summary:
    'Cancel a batch before it is instructed: every accepted item is cancelled and its amount moves back to the ' +
    'confirmed balance. The dashboard must be bound to the same merchant and division (Merchant-Code headers)',
  params: payoutBatchParamsSchema,
  response: payoutBatchSchema,
  scoped: true,
  idempotent: true,
});

export const instructPayout = defineRoute({
  id: 'instructPayout',
  service: fundServiceV1,
  method: 'POST',
  path: `${divisionPayouts}/{payoutCode}`,
  summary:
    'Instruct an approved batch ({x} the batch code): the SEPA credit transfer file is made, kept and sent to the ' +
    'bank, and the batch is in progress until the bank statement lines settle its items',
  params: payoutBatchParamsSchema,
  response: payoutBatchSchema,
  idempotent: true,
});

export const listPayoutRequests = defineRoute({
  id: 'listPayoutRequests',
  service: fundServiceV1,
  method: 'GET',
  path: payoutRequests,
  summary: 'Payout requests of every merchant, newest first, filtered by status, seller, batch and code, paged',
  query: payoutRequestListQuerySchema,
  response: pageOf(fundPayoutRequestSchema),
});

export const processPayoutRequests = defineRoute({
  id: 'processPayoutRequests',
  service: fundServiceV1,
  method: 'POST',
  path: `${payoutRequests}/process`,
  summary:
    'Process the chosen payout requests: each waiting one is accepted (its amount moves from the confirmed to the ' +
    'payout balance and it joins the open batch of its division) or failed with a reason; answers a report per item',
  body: processPayoutRequestsBodySchema,
  response: processReportSchema,
  idempotent: true,
});

export const listDivisionPayoutRequests = defineRoute({
  id: 'listDivisionPayoutRequests',
  service: fundServiceV1,
  method: 'GET',
  path: divisionPayoutRequests,
  summary: "A merchant division's payout requests, newest first, filtered and paged",
  params: payoutDivisionParamsSchema,
  query: payoutRequestListQuerySchema,
  response: pageOf(fundPayoutRequestSchema),
});

export const createPayoutRequest = defineRoute({
  id: 'createPayoutRequest',
  service: fundServiceV1,
  method: 'POST',
  path: divisionPayoutRequests,
  summary:
    "Request a payout of a seller's (or the division income account's) virtual account to its selected external " +
    'account: the estimated amount (COMPLETE) or a given one (PARTIAL). It waits; no balance moves until accepted',
  params: payoutDivisionParamsSchema,
  body: createPayoutRequestBodySchema,
  response: fundPayoutRequestSchema,
  successStatus: 201,
  idempotent: true,
});

export const processDivisionPayoutRequests = defineRoute({
  id: 'processDivisionPayoutRequests',
  service: fundServiceV1,
  method: 'POST',
  path: `${divisionPayoutRequests}/process`,
  summary:
    "Run the division's payouts: process every waiting payout request of the division, then close its open " +
    'batches for approval (READY); answers a report per item',
  params: payoutDivisionParamsSchema,
  response: processReportSchema,
  idempotent: true,
});

export const deletePayoutRequest = defineRoute({
  id: 'deletePayoutRequest',
  service: fundServiceV1,
  method: 'DELETE',
  path: `${divisionPayoutRequests}/{payoutRequestCode}`,
  summary: 'Delete a waiting payout request: it is cancelled (lists may take up to 30 minutes to show it)',
  params: payoutRequestParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const returnPayoutRequest = defineRoute({
  id: 'returnPayoutRequest',
  service: fundServiceV1,
  method: 'POST',
  path: `${divisionPayoutRequests}/{payoutRequestCode}/return`,
  summary:
    'Return a processed payout request (ops tool): its amount comes back from the bank onto the confirmed balance ' +
    'and it can be regenerated',
  params: payoutRequestParamsSchema,
  body: returnPayoutRequestBodySchema,
  response: fundPayoutRequestSchema,
  idempotent: true,
});

export const createOwnPayoutRequest = defineRoute({
  id: 'createOwnPayoutRequest',
  service: restrictedFundServiceV1,
  method: 'POST',
  path: `${restrictedFundServiceV1}/merchants/{merchantCode}/divisions/{divisionCode}/own-payout-requests`,
  summary:
    "A division's own payout from its income account, for the provider's own account only: a provider account is " +
    "the payment provider's platform account, which is not ops staff; any other caller gets 403 with code " +
    '403.050.111. Ops accounts (the only ones the sandbox signs in) are never provider accounts',
  params: payoutDivisionParamsSchema,
  body: createOwnPayoutRequestBodySchema,
  response: fundPayoutRequestSchema,
  successStatus: 201,
  idempotent: true,
});

export const regeneratePayoutRequests = defineRoute({
  id: 'regeneratePayoutRequests',
  service: fundServiceV1,
  method: 'GET',
  path: regenerate,
  summary: 'Bounceback for every merchant: each returned payout request gets a new waiting one, and is REGENERATED',
  response: regenerationReportSchema,
});

export const regenerateDivisionPayoutRequests = defineRoute({
  id: 'regenerateDivisionPayoutRequests',
  service: fundServiceV1,
  method: 'GET',
  path: `${regenerate}/merchants/{merchantCode}/merchantdivisions/{divisionCode}/`,
  summary: "Bounceback for one merchant division's returned payout requests",
  params: regenerateDivisionParamsSchema,
  response: regenerationReportSchema,
});

export const triggerScheduledPayout = defineRoute({
  id: 'triggerScheduledPayout',
  service: fundServiceV1,
  method: 'POST',
  path: `${fundServiceV1}/scheduled-payout/trigger/merchant/{merchantCode}/division/{divisionCode}/virtualaccount/{virtualAccountCode}`,
  summary: 'Make the scheduled payout of a virtual account now: a SCHEDULED payout request of its confirmed balance',
  params: scheduledPayoutParamsSchema,
  response: fundPayoutRequestSchema,
  successStatus: 201,
  idempotent: true,
});

export const getPayoutConfig = defineRoute({
  id: 'getPayoutConfig',
  service: fundServiceV2,
  method: 'GET',
  path: `${fundServiceV2}/payout-config/account/{virtualAccountCode}`,
  summary: 'How a virtual account is paid out: manually, or scheduled with the next payout day',
  params: payoutConfigParamsSchema,
  response: payoutConfigSchema,
});

export const allocateBankLine = defineRoute({
  id: 'allocateBankLine',
  service: fundServiceV1,
  method: 'POST',
  path: `${fundServiceV1}/bank-line/allocate`,
  summary:
    'Allocate a bank statement line: link it to the payout request its reference names and settle that request ' +
    '(PROCESSED, or RETURNED with its amount back on the confirmed balance); a line no request matches is FAILED',
  body: allocateBankLineBodySchema,
  response: bankLineSchema,
  idempotent: true,
});

export const confirmPayoutBankLine = defineRoute({
  id: 'confirmPayoutBankLine',
  service: fundServiceV1,
  method: 'POST',
  path: `${fundServiceV1}/bank-line/confirm-payout/{bankLineCode}`,
  summary:
    'Link a bank statement line to a payout request by its full code, only for a line whose payout code arrived ' +
    'truncated (its reference is the start of payout_code), and settle the request as allocation would',
  params: bankLineParamsSchema,
  query: confirmPayoutQuerySchema,
  response: bankLineSchema,
  idempotent: true,
});

export const sandboxBankStatement = defineRoute({
  id: 'sandboxBankStatement',
  service: fundServiceV1,
  method: 'GET',
  path: `${fundServiceV1}/sandbox/bank/statement/{payoutCode}`,
  summary:
    'Sandbox only: the statement (ISO 20022 camt.053.001.02) the sandbox bank sends for an instructed batch, one ' +
    'entry per item, to import as a real one. Its rule: an IBAN whose account number ends in 0000 bounces (a ' +
    'return), one ending in 9999 has its end-to-end id truncated to 8 characters, as does the item named by truncate',
  params: sandboxStatementParamsSchema,
  query: sandboxStatementQuerySchema,
  response: downloadedFileSchema,
});

/**
 * The payout calls of the fund service, keyed by route id, in mounting order: literal segments (`process`,
 * `allocate`) come before the `{param}` they would match.
 */
export const fundPayoutRoutes = {
  listPayouts,
  listDivisionPayouts,
  downloadPayoutSepaXml,
  approvePayout,
  cancelPayoutItem,
  cancelPayout,
  instructPayout,
  listPayoutRequests,
  processPayoutRequests,
  listDivisionPayoutRequests,
  createPayoutRequest,
  processDivisionPayoutRequests,
  deletePayoutRequest,
  returnPayoutRequest,
  createOwnPayoutRequest,
  regeneratePayoutRequests,
  regenerateDivisionPayoutRequests,
  triggerScheduledPayout,
  getPayoutConfig,
  allocateBankLine,
  confirmPayoutBankLine,
  sandboxBankStatement,
};

export type FundPayoutRoutes = typeof fundPayoutRoutes;

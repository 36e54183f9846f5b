import { i18nObject } from '@ops/locales';
import { z } from 'zod';
import type { MerchantScope } from '../api/index.ts';
import { payoutRequestStatusSchema, payoutRequestTypeSchema } from '../contract/index.ts';
import { payoutProcessorOf, startPayoutProcessing, summaryMessages } from '../flows/payout-processing/index.ts';
import { type ActionContext, defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);

/** A payout call's merchant division: the one given, else the bound one. */
const divisionFields = { merchantCode: code.optional(), divisionCode: code.optional() };

function divisionOf(
  context: Pick<ActionContext, 'scope'>,
  given: { merchantCode?: string | undefined; divisionCode?: string | undefined },
): MerchantScope {
  if (given.merchantCode && given.divisionCode) {
    return { merchantCode: given.merchantCode, divisionCode: given.divisionCode };
  }
  if (context.scope) return context.scope;
  throw new ActionRefusal('validation.selectMerchant');
}

const newKey = () => crypto.randomUUID();

const day = z.iso.date();

/** The payout request list's filters: "every request matching the filter". */
const processFilterSchema = z.object({
  ...divisionFields,
  status: payoutRequestStatusSchema.optional(),
  type: payoutRequestTypeSchema.optional(),
  accountHolderCode: code.optional(),
  virtualAccountCode: code.optional(),
  payoutCode: code.optional(),
  createdFrom: day.optional(),
  createdTo: day.optional(),
  search: code.optional(),
});

/**
 * Bulk processing of payout requests through the processing flow: the chosen codes, or every request matching
 * the filter. Answers the summary, the spec's summary lines and the requests that failed with their reasons.
 */
export const processPayoutRequestsAction = defineAction({
  id: 'payoutRequests.process',
  mayNeedApproval: true,
  risk: 'bulk',
  labelKey: 'payoutActions.process',
  group: 'payouts',
  keywords: ['payout', 'requests', 'process', 'bulk', 'verwerken', 'uitbetaling'],
  permission: 'ops',
  route: 'processPayoutRequests',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  cliCommand: 'own',
  parameters: z
    .object({
      codes: z.array(code).min(1).optional(),
      filter: processFilterSchema.optional(),
      chunkSize: z.int().min(1).max(10_000).optional(),
      concurrency: z.int().min(1).max(16).optional(),
      /** Reuse a run's id to resume it: its answered chunks replay instead of being processed again. */
      runId: code.optional(),
    })
    .refine((parameters) => parameters.codes !== undefined || parameters.filter !== undefined, {
      path: ['codes'],
      message: 'Required',
    }),
  async run(context, { codes, filter, ...options }) {
    const run = startPayoutProcessing(
      { processor: payoutProcessorOf(context.clients.fundPayouts) },
      { selection: codes ? { codes } : { filter: filter ?? {} }, ...options },
    );
    const summary = await run.finished();
    const failed = run.progress().items.filter((item) => item.state === 'failed' || item.state === 'error');
    return { runId: run.runId, summary, messages: summaryMessages(i18nObject(context.locale), summary), failed };
  },
});

/** Deletes a waiting payout request; it may take up to 30 minutes to show in the lists. */
export const deletePayoutRequestAction = defineAction({
  id: 'payoutRequests.delete',
  risk: 'deletes',
  confirmKey: 'payoutActions.deleteMessage',
  labelKey: 'payoutActions.deleteRequest',
  group: 'payouts',
  keywords: ['payout', 'request', 'delete', 'verwijderen'],
  permission: 'ops',
  route: 'deletePayoutRequest',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  about: 'payoutRequestCode',
  parameters: z.object({ payoutRequestCode: code, ...divisionFields }),
  async run(context, { payoutRequestCode, ...given }) {
    await context.clients.fundPayouts.deletePayoutRequest({
      params: { ...divisionOf(context, given), payoutRequestCode },
    });
    return { deleted: payoutRequestCode, note: i18nObject(context.locale).payoutActions.deletedNote() };
  },
});

/** Returns a processed payout request: its amount comes back onto the confirmed balance (ops tool). */
export const returnPayoutRequestAction = defineAction({
  id: 'payoutRequests.return',
  risk: 'movesMoney',
  confirmKey: 'payoutActions.returnMessage',
  labelKey: 'payoutActions.returnRequest',
  group: 'payouts',
  keywords: ['payout', 'request', 'return', 'terugboeken'],
  permission: 'ops',
  route: 'returnPayoutRequest',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  about: 'payoutRequestCode',
  parameters: z.object({ payoutRequestCode: code, reason: z.string().trim().max(500).optional(), ...divisionFields }),
  run: (context, { payoutRequestCode, reason, ...given }) =>
    context.clients.fundPayouts.returnPayoutRequest({
      params: { ...divisionOf(context, given), payoutRequestCode },
      body: reason ? { reason } : {},
      idempotencyKey: newKey(),
    }),
});

/** Bounceback runs across every merchant when asked to, or when no division is bound or named. */
function actsOnEveryMerchant(given: Readonly<Record<string, unknown>>, scope: MerchantScope | undefined): boolean {
  return given.allMerchants === true || (!scope && !(given.merchantCode && given.divisionCode));
}

/** Bounceback: every returned payout request gets a new waiting one; the bound division's, or every merchant's. */
export const regenerateReturnedAction = defineAction({
  id: 'payoutRequests.regenerateReturned',
  risk: 'bulk',
  labelKey: 'payoutActions.regenerateReturned',
  group: 'payouts',
  keywords: ['bounceback', 'returned', 'regenerate', 'payout', 'opnieuw'],
  permission: 'ops',
  route: 'regeneratePayoutRequests',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  actsOnEveryMerchant: (given, scope) => actsOnEveryMerchant(given, scope),
  parameters: z.object({ allMerchants: z.boolean().default(false), ...divisionFields }),
  run(context, given) {
    if (actsOnEveryMerchant(given, context.scope)) {
      return context.clients.fundPayouts.regeneratePayoutRequests();
    }
    return context.clients.fundPayouts.regenerateDivisionPayoutRequests({ params: divisionOf(context, given) });
  },
});

/** Makes a virtual account's scheduled payout now. */
export const triggerScheduledPayoutAction = defineAction({
  id: 'payouts.triggerScheduled',
  risk: 'movesMoney',
  labelKey: 'payoutActions.triggerScheduled',
  group: 'payouts',
  keywords: ['scheduled', 'payout', 'trigger', 'now', 'gepland'],
  permission: 'ops',
  route: 'triggerScheduledPayout',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  about: 'virtualAccountCode',
  parameters: z.object({ virtualAccountCode: code, ...divisionFields }),
  run: (context, { virtualAccountCode, ...given }) =>
    context.clients.fundPayouts.triggerScheduledPayout({
      params: { ...divisionOf(context, given), virtualAccountCode },
      idempotencyKey: newKey(),
    }),
});

/** Approves an open or ready batch in the signed-in user's name (the platform refuses anybody else's). */
export const approveBatchAction = defineAction({
  id: 'payouts.approve',
  mayNeedApproval: true,
  risk: 'movesMoney',
  labelKey: 'payoutActions.approveBatch',
  group: 'payouts',
  keywords: ['batch', 'payout', 'approve', 'goedkeuren'],
  permission: 'ops',
  route: 'approvePayout',
  needsMerchant: false,
  changes: ['payouts'],
  about: 'payoutCode',
  parameters: z.object({ payoutCode: code, approverEmail: z.email().optional(), ...divisionFields }),
  run(context, { payoutCode, approverEmail, ...given }) {
    const approver = approverEmail ?? context.userEmail;
    if (!approver) throw new ActionRefusal('errors.userHasNoEmail');
    return context.clients.fundPayouts.approvePayout({
      params: { ...divisionOf(context, given), payoutCode, approverEmail: approver },
    });
  },
});

/** Instructs an approved batch: its SEPA file goes to the bank. */
export const instructBatchAction = defineAction({
  id: 'payouts.instruct',
  mayNeedApproval: true,
  risk: 'movesMoney',
  labelKey: 'payoutActions.instructBatch',
  group: 'payouts',
  keywords: ['batch', 'payout', 'instruct', 'sepa', 'bank'],
  permission: 'ops',
  route: 'instructPayout',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  about: 'payoutCode',
  parameters: z.object({ payoutCode: code, ...divisionFields }),
  run: (context, { payoutCode, ...given }) =>
    context.clients.fundPayouts.instructPayout({
      params: { ...divisionOf(context, given), payoutCode },
      idempotencyKey: newKey(),
    }),
});

/**
 * Cancels a batch before it is instructed. The dashboard must be bound to the batch's merchant and division:
 * without a binding it is refused with 'Dashboard needs to be bound to cancel payout batch'.
 */
export const cancelBatchAction = defineAction({
  id: 'payouts.cancel',
  risk: 'movesMoney',
  labelKey: 'payoutActions.cancelBatch',
  group: 'payouts',
  keywords: ['batch', 'payout', 'cancel', 'annuleren'],
  permission: 'ops',
  route: 'cancelPayout',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  about: 'payoutCode',
  parameters: z.object({ payoutCode: code }),
  run(context, { payoutCode }) {
    if (!context.scope) throw new ActionRefusal('errors.payoutBatchCancelNeedsBinding');
    return context.clients.fundPayouts.cancelPayout({
      params: { ...context.scope, payoutCode },
      idempotencyKey: newKey(),
    });
  },
});

/** Removes one item from a batch not yet instructed: the request is cancelled, its amount back on confirmed. */
export const cancelBatchItemAction = defineAction({
  id: 'payouts.cancelItem',
  risk: 'movesMoney',
  labelKey: 'payoutActions.cancelBatchItem',
  group: 'payouts',
  keywords: ['batch', 'item', 'remove', 'cancel', 'verwijderen'],
  permission: 'ops',
  route: 'cancelPayoutItem',
  needsMerchant: false,
  changes: ['payouts', ...balanceCaches],
  about: 'payoutCode',
  parameters: z.object({ payoutCode: code, payoutRequestCode: code, ...divisionFields }),
  run: (context, { payoutCode, payoutRequestCode, ...given }) =>
    context.clients.fundPayouts.cancelPayoutItem({
      params: { ...divisionOf(context, given), payoutCode, payoutRequestCode },
      idempotencyKey: newKey(),
    }),
});

/** The batch's SEPA credit transfer file (pain.001.001.03) as a Blob. */
export const downloadSepaXmlAction = defineAction({
  id: 'payouts.downloadSepaXml',
  labelKey: 'payoutActions.downloadSepaXml',
  group: 'payouts',
  keywords: ['batch', 'sepa', 'xml', 'download', 'pain'],
  permission: 'ops',
  route: 'downloadPayoutSepaXml',
  needsMerchant: false,
  changes: [],
  about: 'payoutCode',
  parameters: z.object({ payoutCode: code, ...divisionFields }),
  run: (context, { payoutCode, ...given }) =>
    context.clients.fundPayouts.downloadPayoutSepaXml({ params: { ...divisionOf(context, given), payoutCode } }),
});

export const payoutActions = [
  processPayoutRequestsAction,
  deletePayoutRequestAction,
  returnPayoutRequestAction,
  regenerateReturnedAction,
  triggerScheduledPayoutAction,
  approveBatchAction,
  instructBatchAction,
  cancelBatchAction,
  cancelBatchItemAction,
  downloadSepaXmlAction,
];

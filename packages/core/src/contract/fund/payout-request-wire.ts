import { z } from 'zod';
import { divisionParamsSchema } from '../account-owner/division.ts';
import {
  payoutModes,
  payoutRequestSchema,
  payoutRequestStatuses,
  payoutRequestStatusSchema,
  payoutRequestTypeSchema,
} from '../account-owner/index.ts';
import { checkCreatedRange } from '../created-range.ts';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  requiredMessage,
  requiredText,
  timestampSchema,
} from '../primitives.ts';
import { payoutContractMessages as messages } from './payout-messages.ts';

/**
 * A payout request as the fund service answers it: the account owner's shape plus why it failed or came back,
 * the batch it joined, the returned request it was regenerated from, who made it and when the bank settled it.
 */
export const fundPayoutRequestSchema = payoutRequestSchema
  .extend({
    failureReason: z.string().nullable(),
    /** The payout batch it joined once accepted. */
    payoutCode: codeSchema.nullable(),
    regeneratedFromCode: codeSchema.nullable(),
    createdBy: z.string(),
    /** When the bank paid it out or sent it back. */
    settledAt: timestampSchema.nullable(),
  })
  .meta({ id: 'FundPayoutRequest' });

/** Complete pays out the estimated amount (the confirmed balance when the request is made); partial a given one. */
export const payoutAmountModes = ['COMPLETE', 'PARTIAL'] as const;

const payoutAmountSchema = z
  .int({ error: (issue) => (issue.input === undefined ? requiredMessage : messages.invalidAmount) })
  .min(1, messages.valueTooLow)
  .describe('Amount in minor units of the currency (EUR 10.00 is 1000), at least 1');

const descriptionSchema = z
  .string()
  .trim()
  .max(140)
  .optional()
  .transform((text) => text || null)
  .describe('Optional; it travels as the remittance information of the transfer (140 characters at most)');

/** What a payout request asks, wherever it is made: how much, in which currency, and what the payee reads. */
const payoutAsk = z.object({
  amountMode: z.enum(payoutAmountModes).default('COMPLETE'),
  amount: payoutAmountSchema.optional().describe('Required for a PARTIAL payout, left out of a COMPLETE one'),
  /** The currency paid out; the sandbox pays out only in the virtual account's own currency. */
  targetCurrency: currencyCodeSchema.optional(),
  description: descriptionSchema,
});

function checkAmountMode(ask: z.output<typeof payoutAsk>, context: z.core.$RefinementCtx): void {
  if (ask.amountMode === 'PARTIAL' && ask.amount === undefined) {
    context.addIssue({ code: 'custom', path: ['amount'], message: requiredMessage });
  }
  if (ask.amountMode === 'COMPLETE' && ask.amount !== undefined) {
    context.addIssue({ code: 'custom', path: ['amount'], message: messages.completePayoutTakesNoAmount });
  }
}

/** POST payout-requests/merchants/{m}/divisions/{d}: a seller's (or the division income account's) payout. */
export const createPayoutRequestBodySchema = payoutAsk
  .extend({ virtualAccountCode: requiredText() })
  .superRefine(checkAmountMode)
  .meta({ id: 'CreatePayoutRequest' });

/** The restricted own-payout-requests call: the division's own payout from its income account in a currency. */
export const createOwnPayoutRequestBodySchema = payoutAsk
  .extend({ currency: currencyCodeSchema.default('EUR') })
  .superRefine(checkAmountMode)
  .meta({ id: 'CreateOwnPayoutRequest' });

/** Filters of the payout request lists; `search` is the start of the request's, seller's or batch's code. */
export const payoutRequestListQuerySchema = pageQuerySchema
  .extend({
    merchantCode: codeSchema.optional(),
    divisionCode: codeSchema.optional(),
    status: payoutRequestStatusSchema.optional(),
    type: payoutRequestTypeSchema.optional(),
    accountHolderCode: codeSchema.optional().describe("The seller's code"),
    virtualAccountCode: codeSchema.optional(),
    payoutCode: codeSchema.optional().describe('The items of one payout batch'),
    createdFrom: calendarDateSchema.optional(),
    createdTo: calendarDateSchema.optional(),
    search: z.string().trim().min(1).optional(),
    query: listQueryTextSchema,
  })
  .superRefine(checkCreatedRange);

/** The most requests one process call takes. */
export const processPayoutRequestsLimit = 10_000;

export const processPayoutRequestsBodySchema = z
  .object({
    payoutRequestCodes: z.array(codeSchema).min(1).max(processPayoutRequestsLimit),
  })
  .meta({ id: 'ProcessPayoutRequests' });

/**
 * How processing one request went: ACCEPTED (its amount moved to the payout balance and it joined the open
 * batch), FAILED (with the reason), NOT_WAITING (already accepted or otherwise settled: nothing moved again),
 * NOT_FOUND.
 */
export const processOutcomes = ['ACCEPTED', 'FAILED', 'NOT_WAITING', 'NOT_FOUND'] as const;

export const processedPayoutRequestSchema = z
  .object({
    code: z.string(),
    outcome: z.enum(processOutcomes),
    /** The request's status after the call; null when not found. */
    status: z.enum(payoutRequestStatuses).nullable(),
    reason: z.string().nullable(),
    payoutCode: codeSchema.nullable(),
  })
  .meta({ id: 'ProcessedPayoutRequest' });

/** The per-item report of a process call: the UI says '{failed} of {total} requests have failed'. */
export const processReportSchema = z
  .object({
    total: z.int().min(0),
    accepted: z.int().min(0),
    /** FAILED and NOT_FOUND items. */
    failed: z.int().min(0),
    /** NOT_WAITING items: nothing was done to them. */
    skipped: z.int().min(0),
    items: z.array(processedPayoutRequestSchema),
    /** Batches the call closed for approval (the division's run); empty for a process of chosen requests. */
    readyPayoutCodes: z.array(codeSchema),
  })
  .meta({ id: 'ProcessReport' });

/** What a bounceback run did: each returned request and the new waiting one made from it. */
export const regenerationReportSchema = z
  .object({
    regenerated: z.int().min(0),
    elements: z.array(z.object({ returnedCode: codeSchema, code: codeSchema })),
  })
  .meta({ id: 'RegenerationReport' });

export const returnPayoutRequestBodySchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .meta({ id: 'ReturnPayoutRequest' });

/** How a virtual account is paid out: manual, or scheduled with the next payout day. */
export const payoutConfigSchema = z
  .object({
    virtualAccountCode: codeSchema,
    accountHolderCode: codeSchema.nullable(),
    mode: z.enum(payoutModes),
    nextScheduledDate: calendarDateSchema.nullable(),
  })
  .meta({ id: 'PayoutConfig' });

export const payoutDivisionParamsSchema = divisionParamsSchema;
export const payoutRequestParamsSchema = payoutDivisionParamsSchema.extend({ payoutRequestCode: codeSchema });
export const regenerateDivisionParamsSchema = payoutDivisionParamsSchema;
export const scheduledPayoutParamsSchema = payoutDivisionParamsSchema.extend({ virtualAccountCode: codeSchema });
export const payoutConfigParamsSchema = z.object({
  virtualAccountCode: codeSchema.describe("The virtual account's code"),
});

export type FundPayoutRequest = z.infer<typeof fundPayoutRequestSchema>;
export type PayoutAmountMode = (typeof payoutAmountModes)[number];
export type CreatePayoutRequestBody = z.input<typeof createPayoutRequestBodySchema>;
export type CreateOwnPayoutRequestBody = z.input<typeof createOwnPayoutRequestBodySchema>;
export type PayoutRequestListQuery = z.infer<typeof payoutRequestListQuerySchema>;
export type ProcessOutcome = (typeof processOutcomes)[number];
export type ProcessedPayoutRequest = z.infer<typeof processedPayoutRequestSchema>;
export type ProcessReport = z.infer<typeof processReportSchema>;
export type RegenerationReport = z.infer<typeof regenerationReportSchema>;
export type PayoutConfig = z.infer<typeof payoutConfigSchema>;

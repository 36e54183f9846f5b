import { z } from 'zod';
import { payoutRequestStatusSchema, payoutRequestTypeSchema } from '../account-owner/payout-request.ts';
import { virtualAccountSchema } from '../account-owner/virtual-account.ts';
import { checkCreatedRange } from '../created-range.ts';
import { balanceMutationStatuses, balanceMutationTypes } from '../fund/balance-mutation.ts';
import { bankLineSchema } from '../fund/bank-line.ts';
import { payoutBatchSchema } from '../fund/payout-batch.ts';
import { fundPayoutRequestSchema } from '../fund/payout-request-wire.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';

/** The insights service's v2 prefix (spec section 7). */
export const payoutInsightsService = 'insights/api/v2';

/**
 * The payout table's statuses (spec section 4): PENDING is a waiting request, IN_PROGRESS an accepted one,
 * PROCESSED one the bank paid, FAILED one that failed, came back or was regenerated. Deleted (cancelled)
 * requests are not in the table.
 */
export const payoutTableStatuses = ['PENDING', 'IN_PROGRESS', 'PROCESSED', 'FAILED'] as const;
export const payoutTableStatusSchema = z.enum(payoutTableStatuses);

/** One row of a division's payout table. */
export const payoutTableRowSchema = z
  .object({
    code: codeSchema,
    status: payoutTableStatusSchema,
    /** The ops status behind the table's status. */
    requestStatus: payoutRequestStatusSchema,
    type: payoutRequestTypeSchema,
    accountHolderCode: codeSchema.nullable(),
    accountHolderName: z.string().nullable(),
    virtualAccountCode: codeSchema,
    iban: z.string().nullable(),
    amount: minorUnitsSchema,
    currency: currencyCodeSchema,
    description: z.string().nullable(),
    payoutCode: codeSchema.nullable(),
    failureReason: z.string().nullable(),
    createdAt: timestampSchema,
    processedAt: timestampSchema.nullable(),
    settledAt: timestampSchema.nullable(),
  })
  .meta({ id: 'PayoutTableRow' });

/**
 * Filters: table status, type, creation dates, a seller, and a search on the start of the request's, seller's or
 * batch's code.
 */
export const payoutTableQuerySchema = pageQuerySchema
  .extend({
    status: payoutTableStatusSchema.optional(),
    type: payoutRequestTypeSchema.optional(),
    createdFrom: calendarDateSchema.optional(),
    createdTo: calendarDateSchema.optional(),
    search: z.string().trim().min(1).optional(),
    /** One seller's payouts (seller details). */
    accountHolderCode: codeSchema.optional().describe("The seller's code"),
  })
  .superRefine(checkCreatedRange);

/** One balance mutation of a payout request, as it changed the request's virtual account's balances. */
export const payoutRequestMutationSchema = z
  .object({
    code: codeSchema,
    type: z.enum(balanceMutationTypes),
    status: z.enum(balanceMutationStatuses),
    currency: currencyCodeSchema,
    confirmedChange: minorUnitsSchema,
    payoutChange: minorUnitsSchema,
    description: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'PayoutRequestMutation' });

/** The details call's body: a page of the request's balance mutations (the UI asks page 0, limit 25). */
export const payoutRequestDetailsBodySchema = pageQuerySchema.meta({ id: 'PayoutRequestDetailsPage' });

/** A payout request at a glance: the request, its table status, its batch, its account now and its bank lines. */
export const payoutRequestOverviewSchema = z
  .object({
    payoutRequest: fundPayoutRequestSchema,
    status: payoutTableStatusSchema,
    payout: payoutBatchSchema.nullable(),
    virtualAccount: virtualAccountSchema,
    bankLines: z.array(bankLineSchema),
    /** The waiting request made from this one when it was regenerated. */
    regeneratedAs: codeSchema.nullable(),
  })
  .meta({ id: 'PayoutRequestOverview' });

export const payoutTableParamsSchema = z.object({ merchantCode: codeSchema, divisionCode: codeSchema });
export const payoutRequestInsightParamsSchema = payoutTableParamsSchema.extend({ payoutRequestCode: codeSchema });

export type PayoutTableStatus = z.infer<typeof payoutTableStatusSchema>;
export type PayoutTableRow = z.infer<typeof payoutTableRowSchema>;
export type PayoutTableQuery = z.infer<typeof payoutTableQuerySchema>;
export type PayoutRequestMutation = z.infer<typeof payoutRequestMutationSchema>;
export type PayoutRequestOverview = z.infer<typeof payoutRequestOverviewSchema>;

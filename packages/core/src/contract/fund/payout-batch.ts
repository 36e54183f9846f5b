import { z } from 'zod';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';
import { payoutBatchStatuses } from './payout-batch-status.ts';
import { payoutDivisionParamsSchema } from './payout-request-wire.ts';

export const payoutBatchStatusSchema = z.enum(payoutBatchStatuses);

/**
 * A payout batch (spec section 3): the accepted payout requests (its items) of one merchant division in one
 * currency, paid out together by one SEPA credit transfer file. Counts and the total leave cancelled items out.
 */
export const payoutBatchSchema = z
  .object({
    code: codeSchema,
    merchantCode: codeSchema,
    merchantName: z.string(),
    divisionCode: codeSchema,
    divisionName: z.string(),
    currency: currencyCodeSchema,
    status: payoutBatchStatusSchema,
    itemCount: z.int().min(0),
    /** How many different sellers (or the division itself) its items pay. */
    sellerCount: z.int().min(0),
    totalAmount: minorUnitsSchema,
    processedCount: z.int().min(0),
    returnedCount: z.int().min(0),
    createdAt: timestampSchema,
    approvedBy: z.string().nullable(),
    approvedAt: timestampSchema.nullable(),
    instructedBy: z.string().nullable(),
    instructedAt: timestampSchema.nullable(),
    requestedExecutionDate: calendarDateSchema.nullable(),
    cancelledBy: z.string().nullable(),
    cancelledAt: timestampSchema.nullable(),
  })
  .meta({ id: 'PayoutBatch' });

/**
 * Filters of the payout batch lists; `search` is the start of the batch's code, `query` one in the list query language
 * (core's `payoutBatchQueryFields`).
 */
export const payoutBatchListQuerySchema = pageQuerySchema.extend({
  merchantCode: codeSchema.optional(),
  divisionCode: codeSchema.optional(),
  status: payoutBatchStatusSchema.optional(),
  currency: currencyCodeSchema.optional(),
  search: z.string().trim().min(1).optional(),
  query: listQueryTextSchema,
});

export const payoutBatchParamsSchema = payoutDivisionParamsSchema.extend({ payoutCode: codeSchema });
export const approvePayoutParamsSchema = payoutBatchParamsSchema.extend({
  approverEmail: z.string().min(1).describe("The approver's e-mail: the signed-in user's own"),
});
export const payoutItemParamsSchema = payoutBatchParamsSchema.extend({
  payoutRequestCode: codeSchema.describe("The item's payout request code"),
});
export const sandboxStatementParamsSchema = z.object({ payoutCode: codeSchema });

export type PayoutBatchStatusValue = z.infer<typeof payoutBatchStatusSchema>;
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export type PayoutBatchListQuery = z.infer<typeof payoutBatchListQuerySchema>;

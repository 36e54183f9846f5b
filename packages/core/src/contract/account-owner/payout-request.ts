import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';

/**
 * Payout request status as ops see it (spec section 4); the merchant view labels ACCEPTED 'In progress'. A returned
 * request that was regenerated ('bounceback') is REGENERATED, a status the badge colours know.
 */
export const payoutRequestStatuses = [
  'WAITING',
  'ACCEPTED',
  'FAILED',
  'RETURNED',
  'PROCESSED',
  'CANCELLED',
  'REGENERATED',
] as const;
export const payoutRequestStatusSchema = z.enum(payoutRequestStatuses);

/** Requested by hand, or created by the payout scheduler. */
export const payoutRequestTypes = ['MANUAL', 'SCHEDULED'] as const;
export const payoutRequestTypeSchema = z.enum(payoutRequestTypes);

/**
 * A request to pay a virtual account's money out to an external account (spec section 3). Amounts are minor
 * units of the source currency. A division's own payout request has no seller.
 */
export const payoutRequestSchema = z
  .object({
    code: codeSchema,
    merchantCode: codeSchema,
    merchantName: z.string(),
    divisionCode: codeSchema,
    divisionName: z.string(),
    accountHolderCode: codeSchema.nullable(),
    accountHolderName: z.string().nullable(),
    /** The virtual account paid out from. */
    virtualAccountCode: codeSchema,
    /** How the receiving bank knows the account: the external account's code. */
    accountIdentifier: z.string(),
    iban: z.string().nullable(),
    amount: minorUnitsSchema.min(1),
    sourceCurrency: currencyCodeSchema,
    targetCurrency: currencyCodeSchema,
    status: payoutRequestStatusSchema,
    type: payoutRequestTypeSchema,
    description: z.string().nullable(),
    createdAt: timestampSchema,
    processedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'PayoutRequest' });

/** GET merchants/payout-requests: the divisions' own payout requests, across merchants (ops payouts tab). */
export const merchantPayoutRequestQuerySchema = pageQuerySchema.extend({
  status: payoutRequestStatusSchema.optional(),
  merchantCode: codeSchema.optional(),
  divisionCode: codeSchema.optional(),
  createdFrom: calendarDateSchema.optional(),
  createdTo: calendarDateSchema.optional(),
});

export type PayoutRequestStatus = z.infer<typeof payoutRequestStatusSchema>;
export type PayoutRequestType = z.infer<typeof payoutRequestTypeSchema>;
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
export type MerchantPayoutRequestQuery = z.infer<typeof merchantPayoutRequestQuerySchema>;

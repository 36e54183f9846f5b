import { z } from 'zod';
import { divisionParamsSchema } from '../account-owner/division.ts';
import { checkCreatedRange } from '../created-range.ts';
import { balanceBuckets, balanceMutationStatuses, balanceMutationTypes } from '../fund/balance-mutation.ts';
import { balanceTransferTypeSchema } from '../fund/balance-transfer.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';

/**
 * One change of one of a virtual account's balances (spec section 4, balance mutations): a posting of the ledger.
 * A mutation that moves money between two of the account's balances (a settlement: pending to confirmed) is two
 * entries, one per balance, with the same `ledgerTransactionCode`.
 */
export const balanceHistoryEntrySchema = z
  .object({
    /** Orders the entries: a later change has a higher id. */
    postingId: z.int().min(1),
    ledgerTransactionCode: codeSchema,
    type: z.enum(balanceMutationTypes),
    status: z.enum(balanceMutationStatuses),
    bucket: z.enum(balanceBuckets),
    currency: currencyCodeSchema,
    amount: minorUnitsSchema.describe('Signed, in minor units: positive added to the balance, negative taken from it'),
    runningBalance: minorUnitsSchema.describe("The balance's amount right after this change"),
    /** A balance transfer's type; null for other mutations. */
    balanceTransferType: balanceTransferTypeSchema.nullable(),
    /** What the mutation belongs to: a balance transfer's, split's or payout request's code. */
    reference: z.string().nullable(),
    description: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'BalanceHistoryEntry' });

/** Filters: a creation date range (inclusive, UTC days), the mutation's type and status, and the balance. */
export const balanceHistoryQuerySchema = pageQuerySchema
  .extend({
    createdFrom: calendarDateSchema.optional(),
    createdTo: calendarDateSchema.optional(),
    type: z.enum(balanceMutationTypes).optional(),
    status: z.enum(balanceMutationStatuses).optional(),
    bucket: z.enum(balanceBuckets).optional(),
  })
  .superRefine(checkCreatedRange);

export const balanceHistoryParamsSchema = divisionParamsSchema.extend({ virtualAccountCode: codeSchema });

export type BalanceHistoryEntry = z.infer<typeof balanceHistoryEntrySchema>;
export type BalanceHistoryQuery = z.infer<typeof balanceHistoryQuerySchema>;

import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import { codeSchema, currencyCodeSchema, minorUnitsSchema, timestampSchema } from '../primitives.ts';
import { payoutBatchSchema } from './payout-batch.ts';
import { bankLineStatuses, bankLineTypes } from './payout-batch-status.ts';

/**
 * A bank statement line about one payout item: CONFIRMED_TRANSACTION (the bank paid it) or RETURNED_TRANSACTION
 * (the bank sent it back). `reference` is the end-to-end id as the bank reported it: the payout request's code,
 * or the start of it when the bank truncated it.
 */
export const bankLineSchema = z
  .object({
    code: codeSchema,
    bankName: z.string(),
    type: z.enum(bankLineTypes),
    currency: currencyCodeSchema,
    amount: minorUnitsSchema.min(1),
    reference: z.string(),
    /** The batch as the bank reported it (the file's payment information id). */
    payoutCode: codeSchema.nullable(),
    creditorIban: z.string().nullable(),
    status: z.enum(bankLineStatuses),
    /** The payout request it settled, once allocated. */
    payoutRequestCode: codeSchema.nullable(),
    failureReason: z.string().nullable(),
    allocatedBy: z.string().nullable(),
    allocatedAt: timestampSchema.nullable(),
    bookedAt: timestampSchema,
  })
  .meta({ id: 'BankLine' });

export const bankLineListQuerySchema = pageQuerySchema.extend({
  payoutCode: codeSchema.optional(),
  status: z.enum(bankLineStatuses).optional(),
  type: z.enum(bankLineTypes).optional(),
});

export const allocateBankLineBodySchema = z.object({ bankLineCode: codeSchema }).meta({ id: 'AllocateBankLine' });

export const bankLineParamsSchema = z.object({ bankLineCode: codeSchema.describe("The bank statement line's code") });

export const confirmPayoutQuerySchema = z.object({
  payout_code: codeSchema.describe('The full payout request code the truncated reference stands for'),
});

/** What the sandbox bank did to an instructed batch: its statement lines, allocated, and the batch after. */
export const sandboxSettlementSchema = z
  .object({
    payout: payoutBatchSchema,
    lines: z.array(bankLineSchema),
  })
  .meta({ id: 'SandboxSettlement' });

export type BankLine = z.infer<typeof bankLineSchema>;
export type BankLineListQuery = z.infer<typeof bankLineListQuerySchema>;
export type SandboxSettlement = z.infer<typeof sandboxSettlementSchema>;

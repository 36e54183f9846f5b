import { z } from 'zod';
import { accountHolderStatusSchema, divisionAccountHolderParamsSchema } from '../account-owner/account-holder.ts';
import { kycTierSchema } from '../account-owner/merchant.ts';
import { pageOf, pageQuerySchema } from '../paging.ts';
import { codeSchema, timestampSchema } from '../primitives.ts';
import { kycDataChangesSchema } from './kyc-data-changes.ts';
import { kycDeciders } from './kyc-status-graph.ts';

export const kycDecisionFileSchema = z
  .object({ code: codeSchema, fileName: z.string(), contentType: z.string(), size: z.int().min(0) })
  .meta({ id: 'KycDecisionFile' });

/** A KYC history entry (spec section 3): tier, analyst, both comments and the data's changes. */
export const kycHistoryEntrySchema = z
  .object({
    code: codeSchema,
    accountHolderCode: codeSchema,
    previousStatus: accountHolderStatusSchema,
    status: accountHolderStatusSchema,
    tier: kycTierSchema,
    analyst: z.string().describe("The deciding analyst's e-mail, or 'system' for an automatic approval"),
    decider: z.enum(kycDeciders),
    externalComment: z.string().nullable().describe('Shown to the customer'),
    internalComment: z.string().nullable().describe('Staff only'),
    changes: kycDataChangesSchema,
    files: z.array(kycDecisionFileSchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'KycHistoryEntry' });

export const kycHistoryParamsSchema = divisionAccountHolderParamsSchema;
export const kycHistoryQuerySchema = pageQuerySchema;
export const kycHistoryPageSchema = pageOf(kycHistoryEntrySchema).meta({ id: 'KycHistoryPage' });

export type KycHistoryEntry = z.infer<typeof kycHistoryEntrySchema>;

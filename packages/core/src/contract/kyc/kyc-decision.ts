import { z } from 'zod';
import { accountHolderStatuses } from '../account-owner/account-holder.ts';
import { kycTierSchema } from '../account-owner/merchant.ts';
import { uploadFileSchema } from '../account-owner/stored-file.ts';
import { codeSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';
import { kycDeciders } from './kyc-status-graph.ts';

/** 'Select new status' (spec section 5). */
export const selectNewStatusMessage = wireMessages.selectNewStatus;

const comment = () =>
  z
    .string()
    .trim()
    .max(2000)
    .transform((text) => (text === '' ? null : text))
    .optional();

/**
 * POST kyc2/kyc2/updateStatus (multipart): a KYC decision on the seller `accountOwnerCode` (of any merchant: the
 * queue spans them all, and a seller's code is unique).
 * The external comment is shown to the customer, the internal one only to staff; files are optional evidence.
 * `decider` MERCHANT records a decision made on a merchant's request, held to its division's KYC permission.
 */
export const kycStatusUpdateSchema = z
  .object({
    accountOwnerCode: codeSchema.describe("The seller's (account holder's) code"),
    status: z.enum(accountHolderStatuses, { error: selectNewStatusMessage }),
    tier: kycTierSchema.optional().describe('The KYC tier after the decision; unchanged when absent'),
    externalComment: comment(),
    internalComment: comment(),
    decider: z.enum(kycDeciders).default('OPS'),
    files: z.union([uploadFileSchema(), z.array(uploadFileSchema()).max(10)]).optional(),
  })
  .meta({ id: 'KycStatusUpdate' });

/** POST kyc2/kyc2/updateTier: ops move a seller to another KYC tier, with a staff-only reason. */
export const kycTierUpdateSchema = z
  .object({
    accountOwnerCode: codeSchema.describe("The seller's (account holder's) code"),
    tier: kycTierSchema,
    internalComment: comment(),
  })
  .meta({ id: 'KycTierUpdate' });

export type KycStatusUpdate = z.input<typeof kycStatusUpdateSchema>;
export type KycTierUpdate = z.input<typeof kycTierUpdateSchema>;

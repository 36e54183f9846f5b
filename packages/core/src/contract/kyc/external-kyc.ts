import { z } from 'zod';
import { divisionAccountHolderParamsSchema } from '../account-owner/account-holder.ts';
import { pageOf, pageQuerySchema } from '../paging.ts';
import { codeSchema, timestampSchema } from '../primitives.ts';

/** Where an external verification stands: sent, being checked by the provider, or its outcome. */
export const externalKycStatuses = ['REQUESTED', 'IN_REVIEW', 'VERIFIED', 'REJECTED'] as const;
export const externalKycStatusSchema = z.enum(externalKycStatuses);

/** POST kyc2/kyc2/provider-request: sends sellers (of any merchant) to the external verification provider. */
export const providerRequestBodySchema = z
  .object({ accountHolderCodes: z.array(codeSchema).min(1).max(100) })
  .meta({ id: 'KycProviderRequest' });

/** An External KYC History entry (spec section 3): verification id, provider, last update, reference, messages. */
export const externalKycEntrySchema = z
  .object({
    verificationId: codeSchema,
    accountHolderCode: codeSchema,
    provider: z.string(),
    status: externalKycStatusSchema,
    lastUpdate: timestampSchema,
    externalReference: z.string().nullable().describe("The provider's own reference, once it answered"),
    messageCount: z.int().min(0).describe('Messages the provider sent about this verification'),
    requestedBy: z.string(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'ExternalKycEntry' });

export const providerRequestResultSchema = z
  .object({ verifications: z.array(externalKycEntrySchema) })
  .meta({ id: 'KycProviderRequestResult' });

export const externalKycHistoryParamsSchema = divisionAccountHolderParamsSchema;
export const externalKycHistoryQuerySchema = pageQuerySchema;
export const externalKycHistoryPageSchema = pageOf(externalKycEntrySchema).meta({ id: 'ExternalKycHistoryPage' });

/**
 * What the provider posts back, signed: `X-Provider-Timestamp` (seconds) and `X-Provider-Signature`, the hex
 * HMAC-SHA256 of `{timestamp}.{body}` with the shared secret. `eventId` is unique per message: a replay is refused.
 */
export const providerCallbackSchema = z.object({
  eventId: codeSchema,
  verificationId: codeSchema,
  status: externalKycStatusSchema.exclude(['REQUESTED']),
  externalReference: z.string().min(1),
  messageCount: z.int().min(0),
});

export type ExternalKycStatus = z.infer<typeof externalKycStatusSchema>;
export type ExternalKycEntry = z.infer<typeof externalKycEntrySchema>;
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

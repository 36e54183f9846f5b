import { z } from 'zod';
import { divisionAccountHolderParamsSchema } from '../account-owner/account-holder.ts';
import { codeSchema, timestampSchema } from '../primitives.ts';

/** A signed link to a seller's hosted onboarding page: it works once, until it expires. */
export const onboardingLinkSchema = z
  .object({
    accountHolderCode: codeSchema,
    url: z.url(),
    expiresAt: timestampSchema,
  })
  .meta({ id: 'OnboardingLink' });

/** A link sent to the seller by e-mail: where it went. */
export const onboardingLinkSentSchema = onboardingLinkSchema
  .extend({ sentTo: z.email() })
  .meta({ id: 'OnboardingLinkSent' });

export const onboardingLinkParamsSchema = divisionAccountHolderParamsSchema;

export type OnboardingLink = z.infer<typeof onboardingLinkSchema>;
export type OnboardingLinkSent = z.infer<typeof onboardingLinkSentSchema>;

import { defineRoute } from '../route.ts';
import {
  hostedOnboardingConfigInputSchema,
  hostedOnboardingConfigSchema,
  hostedOnboardingLogoUploadSchema,
  hostedOnboardingParamsSchema,
} from './hosted-onboarding-config.ts';
import { onboardingLinkParamsSchema, onboardingLinkSchema, onboardingLinkSentSchema } from './onboarding-link.ts';
import { generateUrlPath, sendUrlPath, onboardingService as service, whitelabelConfigPath } from './paths.ts';

export const getHostedOnboardingConfig = defineRoute({
  id: 'getHostedOnboardingConfig',
  service,
  method: 'GET',
  path: whitelabelConfigPath,
  summary: "A division's hosted onboarding settings: primary colour, logo, redirect URL and link lifetime",
  params: hostedOnboardingParamsSchema,
  response: hostedOnboardingConfigSchema,
});

export const updateHostedOnboardingConfig = defineRoute({
  id: 'updateHostedOnboardingConfig',
  service,
  method: 'PUT',
  path: whitelabelConfigPath,
  summary: "Sets a division's primary colour, redirect URL and link lifetime",
  params: hostedOnboardingParamsSchema,
  body: hostedOnboardingConfigInputSchema,
  response: hostedOnboardingConfigSchema,
});

export const uploadHostedOnboardingLogo = defineRoute({
  id: 'uploadHostedOnboardingLogo',
  service,
  method: 'POST',
  path: `${whitelabelConfigPath}/logo`,
  summary: "Replaces a division's logo: a PNG, JPEG or WebP under 200 kB and at most 400 × 80 px, read from its bytes",
  params: hostedOnboardingParamsSchema,
  body: hostedOnboardingLogoUploadSchema,
  bodyType: 'multipart',
  response: hostedOnboardingConfigSchema,
});

export const generateOnboardingUrl = defineRoute({
  id: 'generateOnboardingUrl',
  service,
  method: 'GET',
  path: generateUrlPath,
  summary: "A new signed link to a seller's hosted onboarding page, working once until the division's lifetime ends",
  params: onboardingLinkParamsSchema,
  response: onboardingLinkSchema,
});

export const emailOnboardingUrl = defineRoute({
  id: 'emailOnboardingUrl',
  service,
  method: 'POST',
  path: sendUrlPath,
  summary:
    "A new signed link to a seller's hosted onboarding page, e-mailed to the seller (spec section 2's 'e-mail the link')",
  params: onboardingLinkParamsSchema,
  response: onboardingLinkSentSchema,
});

/** The onboarding service's calls (spec section 7). */
export const onboardingRoutes = {
  getHostedOnboardingConfig,
  updateHostedOnboardingConfig,
  uploadHostedOnboardingLogo,
  generateOnboardingUrl,
  emailOnboardingUrl,
};

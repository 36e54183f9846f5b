import { z } from 'zod';
import { hostedOnboardingConfigInputSchema, hostedOnboardingLogoUploadSchema } from '../contract/index.ts';
import type { ActionContext } from './action.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { sellerAddress } from './seller-actions.ts';

function boundScope(context: ActionContext) {
  if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
  return context.scope;
}

/**
 * A new signed link to the seller's hosted onboarding page (the sellers list's 'copy hosted-onboarding URL'; the cli's own `ops onboarding url SELLER`): it
 * needs the dashboard bound to a merchant (spec section 6), works once, and expires with the division's lifetime.
 */
export const onboardingUrlAction = defineAction({
  id: 'onboardingLinks.create',
  labelKey: 'onboarding.actions.url',
  group: 'sellers',
  keywords: ['hosted onboarding', 'onboarding', 'link', 'url', 'copy', 'seller', 'kopiëren'],
  permission: 'ops',
  route: 'generateOnboardingUrl',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  cliCommand: 'own',
  parameters: z.object({ accountHolderCode: z.string().trim().min(1) }),
  run: (context, { accountHolderCode }) =>
    context.clients.onboarding.generateOnboardingUrl({ params: sellerAddress(context, accountHolderCode) }),
});

/** The same link e-mailed to the seller (through the platform's SMTP server), for a seller to open on its own. */
export const emailOnboardingUrlAction = defineAction({
  id: 'onboardingLinks.email',
  labelKey: 'onboarding.actions.email',
  group: 'sellers',
  keywords: ['hosted onboarding', 'onboarding', 'link', 'e-mail', 'email', 'send', 'mailen'],
  permission: 'ops',
  route: 'emailOnboardingUrl',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  cliCommand: 'own',
  parameters: z.object({ accountHolderCode: z.string().trim().min(1) }),
  run: (context, { accountHolderCode }) =>
    context.clients.onboarding.emailOnboardingUrl({ params: sellerAddress(context, accountHolderCode) }),
});

/**
 * The bound division's hosted onboarding settings (Configurations → Hosted onboarding): only the settings given
 * change; the call itself sets them all, so the others are read first.
 */
export const updateHostedOnboardingAction = defineAction({
  id: 'hostedOnboardingSettings.update',
  formScreen: '/configurations/hosted-onboarding',
  labelKey: 'onboarding.actions.update',
  group: 'merchant',
  keywords: ['hosted onboarding', 'branding', 'colour', 'color', 'redirect', 'expiration', 'kleur'],
  permission: 'ops',
  route: 'updateHostedOnboardingConfig',
  needsMerchant: true,
  changes: ['divisions'],
  parameters: hostedOnboardingConfigInputSchema.partial(),
  async run(context, settings) {
    const params = boundScope(context);
    const current = await context.clients.onboarding.getHostedOnboardingConfig({ params });
    const body = {
      primaryColor: settings.primaryColor ?? current.primaryColor,
      redirectUrl: settings.redirectUrl === undefined ? current.redirectUrl : settings.redirectUrl,
      linkLifetimeHours: settings.linkLifetimeHours ?? current.linkLifetimeHours,
    };
    return context.clients.onboarding.updateHostedOnboardingConfig({ params, body });
  },
});

/** Replaces the bound division's logo: under 200kb and no larger than 400px by 80px, read from its bytes. */
export const uploadHostedOnboardingLogoAction = defineAction({
  id: 'hostedOnboardingSettings.uploadLogo',
  formScreen: '/configurations/hosted-onboarding',
  labelKey: 'onboarding.actions.uploadLogo',
  group: 'merchant',
  keywords: ['hosted onboarding', 'logo', 'branding', 'upload'],
  permission: 'ops',
  route: 'uploadHostedOnboardingLogo',
  needsMerchant: true,
  changes: ['divisions'],
  parameters: hostedOnboardingLogoUploadSchema,
  run: (context, { logo }) =>
    context.clients.onboarding.uploadHostedOnboardingLogo({ params: boundScope(context), body: { logo } }),
});

export const onboardingActions = [
  onboardingUrlAction,
  emailOnboardingUrlAction,
  updateHostedOnboardingAction,
  uploadHostedOnboardingLogoAction,
] as const;

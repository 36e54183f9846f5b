import { onboardingRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { sendMail } from '../../mail/index.ts';
import { requireDivision, requireLiveAccountHolder, requireMerchant } from '../account-owner/scope.ts';
import type { ServiceParts } from '../service-parts.ts';
import {
  readHostedOnboardingConfig,
  saveHostedOnboardingConfig,
  saveHostedOnboardingLogo,
} from './hosted-onboarding-config.ts';
import { onboardingLinkMail } from './onboarding-link-mail.ts';
import { createOnboardingLink } from './onboarding-links.ts';

/**
 * The onboarding service (prefix onboarding-api): hosted onboarding settings and a seller's signed link, given to
 * the caller or e-mailed to the seller.
 */
export function registerOnboarding(app: PlatformApp, database: Database, parts: ServiceParts): void {
  mountRoute(app, routes.getHostedOnboardingConfig, async ({ params }) =>
    readHostedOnboardingConfig(database.db, await requireDivision(database.db, params)),
  );

  mountRoute(app, routes.updateHostedOnboardingConfig, ({ params, body, caller }) =>
    database.transaction(async (tx) =>
      saveHostedOnboardingConfig(tx, await requireDivision(tx, params), body, {
        caller,
        action: routes.updateHostedOnboardingConfig.id,
      }),
    ),
  );

  mountRoute(app, routes.uploadHostedOnboardingLogo, ({ params, body, caller }) =>
    database.transaction(async (tx) =>
      saveHostedOnboardingLogo(tx, await requireDivision(tx, params), body.logo, {
        caller,
        action: routes.uploadHostedOnboardingLogo.id,
      }),
    ),
  );

  mountRoute(app, routes.generateOnboardingUrl, ({ params, caller, publicUrl }) =>
    database.transaction(async (tx) =>
      createOnboardingLink(tx, await requireLiveAccountHolder(tx, params), {
        caller,
        action: routes.generateOnboardingUrl.id,
        publicUrl,
      }),
    ),
  );

  // The link is made (and audited) first; an e-mail that cannot be sent leaves an unused link and says so.
  mountRoute(app, routes.emailOnboardingUrl, async ({ params, caller, publicUrl }) => {
    const mail = await database.transaction(async (tx) => {
      const seller = await requireLiveAccountHolder(tx, params);
      const merchant = await requireMerchant(tx, params.merchantCode);
      const action = routes.emailOnboardingUrl.id;
      const link = await createOnboardingLink(tx, seller, { caller, action, publicUrl });
      return { link, message: onboardingLinkMail({ to: seller.email, merchantName: merchant.displayName, ...link }) };
    });
    await sendMail(parts.mail, mail.message, parts.logger);
    return { ...mail.link, sentTo: mail.message.to };
  });
}

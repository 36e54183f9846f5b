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
 * The onboarding service (prefix onboarding-api): hosted onboarding settings and a seller's signed link, given to the
 * caller or e-mailed to the seller.
 *
 * A division's settings (`hosted-onboarding-config.ts`; defaults until saved; a logo's type and size are read from its
 * bytes by `logo-image.ts` (PNG, JPEG, WebP) and checked with core's `checkOnboardingLogo`). `generate-url`
 * (`onboarding-links.ts`) writes an `onboarding_links` row and answers `<OPS_PUBLIC_URL>/onboarding/<token>`, the token
 * an HS256 JWT (jose) naming the link and its seller with the link's expiry, signed with the key in
 * `onboarding_link_secrets`; the seller's `hostedOnboardingUrl` becomes the link. `send-url` makes one the same way and
 * e-mails it to the seller (`onboarding-link-mail.ts`, English then Dutch) through `mail/send-mail.ts`.
 * `checkOnboardingLink` refuses a bad signature or a token naming another seller (tampered, 403), a late token or link
 * (expired, 410), a used link or deleted seller (used, 410). Routes get `publicUrl` in their input (`RouteInput`) for
 * links they hand out.
 *
 * The page (`hosted-page/`, registered by `server.ts` outside `/api/`, no ops token) is server-rendered HTML with one
 * small script (1.7 kB, `/onboarding/assets/page.js`: steps, review) and a CSP allowing only it, its style block by
 * hash, inline images and forms to itself and the redirect URL's origin (`http/security-headers.ts`); en/nl from
 * `?lang=` or Accept-Language. A POST is read by `hosted-form.ts` with the contract's schemas (identity, IBAN checksum,
 * uploads by their bytes) and, when valid, `submit-onboarding.ts` in one transaction claims the link (`used_at`, one
 * UPDATE), changes the seller through the account owner's `patchAccountHolder`, adds or updates the IBAN account
 * (`insertExternalAccount`; non-EUR accounts change only here) and selects it, keeps the document and its files, and
 * restarts the KYC check (`restartKycCheckForEvidence`: IN_PROGRESS and a task, through the account owner's events);
 * then 303 to the redirect URL or a thank-you page. Sandbox only: `POST /sandbox/onboarding/expire-link {url}` ends a
 * link now (the browser test of the expired page).
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

import { onboardingRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { requireDivision, requireLiveAccountHolder } from '../account-owner/scope.ts';
import {
  readHostedOnboardingConfig,
  saveHostedOnboardingConfig,
  saveHostedOnboardingLogo,
} from './hosted-onboarding-config.ts';
import { createOnboardingLink } from './onboarding-links.ts';

/** The onboarding service (prefix onboarding-api): hosted onboarding settings and a seller's signed link. */
export function registerOnboarding(app: PlatformApp, database: Database): void {
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
}

import type { AppConfig } from '@ops/core/auth';
import type { IdentityConfig } from '../config.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import { webClientId } from '../identity/oidc-clients.ts';

/**
 * The identity provider the web app signs in with (the configured issuer, else the embedded one) and the support
 * address of its contact-support mail, when one is configured.
 */
export function appConfigOf(identity: IdentityConfig, supportEmail?: string): AppConfig {
  const signIn =
    identity.kind === 'external'
      ? { issuer: identity.issuer, clientId: identity.clientId }
      : { issuer: identity.issuer, clientId: webClientId };
  return supportEmail ? { ...signIn, supportEmail } : signIn;
}

/**
 * `GET /app-config.json`: what the web app learns at run time, so one build works against any issuer. Never
 * cached, so a changed configuration reaches every browser on its next sign-in.
 */
export function registerAppConfigRoute(app: PlatformApp, identity: IdentityConfig, supportEmail?: string): void {
  const config = appConfigOf(identity, supportEmail);
  app.get('/app-config.json', (c) => {
    c.header('cache-control', 'no-store');
    return c.json(config);
  });
}

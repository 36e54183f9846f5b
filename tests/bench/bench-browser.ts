// Headless Chromium for the browser benchmarks, and the web app's session for a real token, so a bench opens the
// app signed in without going through the identity provider's pages.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';

export const opsEmail = 'ops@sandbox.test';
/** The demo merchant and division of the small seed. */
export const demoScope = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' } as const;

export function launchBenchChromium(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({
    headless: true,
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** What the web app keeps in local storage (`ops.session`) for a signed-in user, read from the token itself. */
export function webSessionOf(idToken: string) {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return {
    idToken,
    user: {
      email: claims.email,
      name: claims.name,
      givenName: claims.given_name,
      familyName: claims.family_name,
      exp: claims.exp,
    },
    promptedAt: Date.now(),
  };
}

import { expect, type Page } from '@playwright/test';

export const demoAccounts = {
  ops: { email: 'ops@sandbox.test', name: 'Olivia Ops' },
  merchant: { email: 'merchant@sandbox.test', name: 'Mila Merchant' },
  /** The second ops account: approves what Olivia asked for (four eyes, issue 29). */
  oscar: { email: 'oscar@sandbox.test', name: 'Oscar Ops' },
} as const;

/** A worker's sign-in per account: the app's session keys in local storage, and when they were taken. */
const kept = new Map<string, { storage: Record<string, string>; at: number }>();
/**
 * How long a worker reuses a sign-in: well inside the session's 55-minute expiry and 20 minutes of inactivity, so a
 * slow run never meets either (the specs that test them sign in through the pages).
 */
const reuseForMs = 10 * 60_000;

/**
 * Signs in the way a user does: the app sends the browser to /login, its button to the identity provider's
 * sign-in page, where the demo account is picked, and the provider sends it back to the app at `path`.
 *
 * The first sign-in of an account in a worker goes through those pages; later ones within `reuseForMs` put the
 * session it left in local storage back into the fresh browser context, as a reopened tab finds it, and open
 * `path` directly. `throughPages` always takes the pages (the sign-in specs).
 */
export async function signIn(
  page: Page,
  account: { name: string } = demoAccounts.ops,
  path = '/',
  { throughPages = false }: { throughPages?: boolean } = {},
) {
  const session = kept.get(account.name);
  if (!throughPages && session && Date.now() - session.at < reuseForMs) {
    // Before the app's first document runs, once per tab: a later reload or sign-out in the spec stays its own.
    await page.addInitScript((storage) => {
      try {
        if (window.sessionStorage.getItem('e2e.sessionRestored')) return;
        window.sessionStorage.setItem('e2e.sessionRestored', '1');
        for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
        window.localStorage.setItem('ops.session.lastActivity', String(Date.now()));
      } catch {
        // A frame without storage (about:blank) has nothing to restore.
      }
    }, session.storage);
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/login|\/oidc\//);
    return;
  }
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operations Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: new RegExp(`^${account.name}`) }).click();
  await expect(page).not.toHaveURL(/\/login|\/oidc\//);
  if (new URL(page.url()).pathname === '/unauthorised') return;
  const storage = await page.evaluate(() =>
    Object.fromEntries(Object.entries(window.localStorage).filter(([key]) => key.startsWith('ops.session'))),
  );
  if (storage['ops.session']) kept.set(account.name, { storage, at: Date.now() });
}

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    errors.push(`${message.text()} (${url})`);
  });
  return errors;
}

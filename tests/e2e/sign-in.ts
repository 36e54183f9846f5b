import { expect, type Page } from '@playwright/test';

export const demoAccounts = {
  ops: { email: 'ops@sandbox.test', name: 'Olivia Ops' },
  merchant: { email: 'merchant@sandbox.test', name: 'Mila Merchant' },
} as const;

/**
 * Signs in the way a user does: the app sends the browser to /login, its button to the identity provider's
 * sign-in page, where the demo account is picked, and the provider sends it back to the app.
 */
export async function signIn(page: Page, account: { name: string } = demoAccounts.ops, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operations Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: new RegExp(`^${account.name}`) }).click();
  await expect(page).not.toHaveURL(/\/login|\/oidc\//);
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

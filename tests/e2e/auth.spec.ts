import { expect, test } from '@playwright/test';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

test('an ops user signs in through the identity provider and lands in the app with their user menu', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, '/', { throughPages: true });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Account of Olivia Ops' }).click();
  await expect(page.getByText('Olivia Ops', { exact: true })).toBeVisible();
  await expect(page.getByText('ops@sandbox.test', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(errors, 'no errors, Content-Security-Policy violations included').toEqual([]);
});

test('sign-in returns to the page the user was going to, with its query', async ({ page }) => {
  await signIn(page, demoAccounts.ops, '/no-such-page?page=2&sort=name', { throughPages: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(new URL(page.url()).search).toBe('?page=2&sort=name');
});

test('an account that is not ops staff sees the not-authorized message and can write to support', async ({ page }) => {
  await signIn(page, demoAccounts.merchant, '/', { throughPages: true });
  await expect(page).toHaveURL(/\/unauthorised$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, this account is not authorized to access ops dashboard. Please contact your manager to request access or try with a different account.',
  );
  const support = page.getByRole('link', { name: 'Contact support' });
  await expect(support, 'addressed to OPS_SUPPORT_EMAIL').toHaveAttribute(
    'href',
    /^mailto:ops-support@sandbox\.test\?/,
  );
  const mail = decodeURIComponent((await support.getAttribute('href')) ?? '');
  expect(mail).toContain('E-mail: merchant@sandbox.test');
  expect(mail).toContain('First name: Mila');
  expect(mail).toContain('Merchant: [data missing]');
  await page.goto('/');
  await expect(page, 'the app stays closed to this account').toHaveURL(/\/unauthorised$/);
});

test('refused while a merchant is selected, the support mail names that merchant', async ({ page }) => {
  await signIn(page, demoAccounts.ops, '/?merchantCode=M-HOLLAND-GOODS&divisionCode=D-HOLLAND-GOODS-NL');
  await expect(page.getByText('Holland Goods Nederland').first()).toBeVisible();
  // The platform refuses the account from the next call on, as it does once its access is withdrawn.
  await page.route('**/accountholders?*', (route) => route.fulfill({ status: 403, json: { code: 403 } }));
  await page.getByRole('link', { name: 'Sellers' }).first().click();
  await expect(page).toHaveURL(/\/unauthorised$/);
  const support = page.getByRole('link', { name: 'Contact support' });
  const mail = decodeURIComponent((await support.getAttribute('href')) ?? '');
  expect(mail).toContain('E-mail: ops@sandbox.test');
  expect(mail).toContain('Merchant: Holland Goods Marketplace');
});

test('logout returns to login, after which a protected route redirects there', async ({ page }) => {
  await signIn(page, demoAccounts.ops, '/', { throughPages: true });
  await page.getByRole('button', { name: 'Account of Olivia Ops' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('You have signed out.');
  expect(await page.evaluate(() => window.localStorage.getItem('ops.session'))).toBeNull();
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page, 'the provider asks who signs in after a sign-out').toHaveURL(/\/oidc\/interaction\//);
});

test('20 minutes without activity sign the user out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, demoAccounts.ops, '/', { throughPages: true });
  const userMenu = page.getByRole('button', { name: 'Account of Olivia Ops' });
  await expect(userMenu).toBeVisible();
  await page.clock.runFor('19:00');
  await expect(userMenu).toBeVisible();
  await page.clock.runFor('01:05');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You were signed out after 20 minutes without activity.')).toBeVisible();
});

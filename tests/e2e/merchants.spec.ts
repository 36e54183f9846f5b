import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { holdChunk } from './hold-chunk.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const opsEmail = demoAccounts.ops.email;
const merchantsPath = '/api/accountowner/api/v2/accountowners/merchants';

/** A merchant made through the API, with a name no other test uses. */
async function createMerchant(request: APIRequestContext, name: string) {
  const token = await request.post('/sandbox/token', { data: { email: opsEmail } });
  const { idToken } = (await token.json()) as { idToken: string };
  const created = await request.post(merchantsPath, {
    headers: {
      authorization: `Bearer ${idToken}`,
      'x-user': opsEmail,
      'merchant-code': 'PLATFORM',
      'merchant-division-code': 'PLATFORM-OPS',
      'populate-code-fields': 'generate',
    },
    data: { displayName: name, description: 'end-to-end test merchant' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { code: string; divisions: { code: string; displayName: string }[] };
}

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const query = (page: Page) => new URL(page.url()).searchParams;

test('a merchant selected by search is in Recently selected after a reload', async ({ page, request }) => {
  const name = uniqueName('Searchable Shop');
  const merchant = await createMerchant(request, name);
  const errors = collectPageErrors(page);
  await signIn(page);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search merchants' }).fill(name);
  await page
    .getByRole('list', { name: 'Merchants' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect.poll(() => query(page).get('merchantCode')).toBe(merchant.code);
  expect(query(page).get('divisionCode')).toBe(merchant.divisions[0]?.code);
  await expect(
    page.getByRole('button', { name: `Merchant and division: ${name} · ${merchant.divisions[0]?.displayName}` }),
  ).toBeVisible();

  await page.goto('/');
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recently selected' });
  await expect(recent.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search merchants' })).toHaveValue(name);
  expect(errors).toEqual([]);
});

test('creating a merchant lands on / bound to its first division', async ({ page }) => {
  const name = uniqueName('Created Shop');
  const errors = collectPageErrors(page);
  await signIn(page);
  await page.getByRole('button', { name: 'Create merchant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create merchant' });
  await dialog.getByLabel('Display name').fill(`  ${name}  `);
  await dialog.getByRole('radio', { name: 'Standard KYC' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Merchant created');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByLabel('Display name')).toBeDisabled();
  await expect.poll(() => query(page).get('divisionCode')).toBeTruthy();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(query(page).get('merchantCode')).toMatch(/^M-/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Merchant and division: ${name} · `) })).toBeVisible();
  expect(errors).toEqual([]);
});

test('moving around by shortcut and by palette, without the mouse', async ({ page, request }) => {
  const name = uniqueName('Keyboard Shop');
  const merchant = await createMerchant(request, name);
  const errors = collectPageErrors(page);
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('searchbox', { name: 'Search merchants' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(name);
  await expect(palette.getByRole('group', { name: 'Merchants' }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect.poll(() => query(page).get('merchantCode')).toBe(merchant.code);
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('clear merchant');
  await page.keyboard.press('Enter');
  await expect.poll(() => query(page).get('merchantCode')).toBeNull();
  await expect(page.getByRole('searchbox', { name: 'Search merchants' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('while the page loads', () => {
  test('Create merchant pressed before its code has arrived opens once it has, and stays open', async ({ page }) => {
    await signIn(page);
    const popoverCode = await holdChunk(page, /create-merchant-popover-[^/]*\.js$/);
    await page.reload();
    await page.getByRole('button', { name: 'Create merchant' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(popoverCode.asked).toBe(true);
    popoverCode.release();
    const dialog = page.getByRole('dialog', { name: 'Create merchant' });
    // The focus went into the popover and stayed there: the button that replaced the plain one did not take it back.
    await expect(dialog.getByLabel('Display name')).toBeFocused();
    await page.keyboard.type('Held Shop');
    await expect(dialog.getByLabel('Display name')).toHaveValue('Held Shop');
    await expect(dialog).toBeVisible();
  });
});

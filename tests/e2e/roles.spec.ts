import { expect, test } from '@playwright/test';
import { collectPageErrors, signIn } from './sign-in.ts';

/** The sandbox's viewer: reads everything, acts on nothing (issue 30). */
const viewer = { email: 'viewer@sandbox.test', name: 'Vera Viewer' };
const division = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };
const bound = `merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}`;

test('a viewer sees the screens, is offered nothing that acts, and a forged call is refused', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, viewer, `/?${bound}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Sellers');
  await expect(palette.getByRole('group', { name: 'Go to' }).getByRole('option', { name: 'Sellers' })).toBeVisible();
  await palette.getByRole('combobox').fill('Balance transfer');
  await expect(palette.getByRole('option', { name: 'Balance transfer', exact: true })).toHaveCount(0);
  await palette.getByRole('combobox').fill('Create merchant');
  await expect(palette.getByRole('option', { name: 'Create merchant' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  for (const [path, title] of [
    ['/sellers', 'Sellers'],
    ['/payouts', 'Payouts'],
    ['/balance-transfers', 'Balance transfers'],
  ] as const) {
    await page.goto(`${path}?${bound}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }

  const token = await request.post('/sandbox/token', { data: { email: viewer.email } });
  const { idToken } = (await token.json()) as { idToken: string };
  const forged = await request.post('/api/main/api/v2/fund/internal/balance/transfer', {
    headers: { authorization: `Bearer ${idToken}`, 'x-user': viewer.email, 'idempotency-key': crypto.randomUUID() },
    data: {
      fromVirtualAccountCode: 'VA-1',
      toVirtualAccountCode: 'VA-2',
      amount: 100,
      currency: 'EUR',
      type: 'CORRECTION',
    },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toMatchObject({ code: 403, message: 'Unauthorised' });
  expect(errors).toEqual([]);
});

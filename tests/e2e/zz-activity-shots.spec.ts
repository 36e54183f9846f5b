import { expect, test } from '@playwright/test';
import { fundedSeller, hollandGoodsNl, newSellerAccount, opsApi } from './ops-api.ts';
import { demoAccounts, signIn } from './sign-in.ts';

test.use({ viewport: { width: 1280, height: 800 } });
const bound = (path: string) => `${path}?${new URLSearchParams(hollandGoodsNl)}`;

test('shots', async ({ page, request }) => {
  const api = await opsApi(request);
  const from = (await fundedSeller(api, 'Shot From', 5_000)).virtualAccountCode;
  const to = (await newSellerAccount(api, 'Shot To')).virtualAccountCode;
  await api.post(
    '/api/main/api/v2/fund/internal/balance/transfer',
    { fromVirtualAccountCode: from, toVirtualAccountCode: to, amount: 1_000, currency: 'EUR', type: 'CORRECTION' },
    { 'idempotency-key': `shot-${Date.now()}`, 'x-ops-reason': encodeURIComponent('Goodwill after a late delivery') },
  );
  await signIn(page, demoAccounts.ops, bound('/activity'));
  await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible();
  await page.screenshot({ path: '/tmp/activity-light.png' });
  await page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: '/tmp/activity-dialog-light.png' });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/activity-dark.png' });
  await page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1).focus();
  await page.keyboard.press('Enter');
  await page.screenshot({ path: '/tmp/activity-dialog-dark.png' });
  await page.keyboard.press('Escape');
  await page.goto(bound('/activity').replace('?', '?actor=nobody%40x.test&'));
  await expect(page.getByText('No activity', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/activity-empty-dark.png' });
});

import { expect, test } from '@playwright/test';
import { hollandGoodsNl, newSeller, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const bound = (path: string) =>
  `${path}?merchantCode=${hollandGoodsNl.merchantCode}&divisionCode=${hollandGoodsNl.divisionCode}`;

test('edit a seller, open History and see who changed what; the open History follows the next edit', async ({
  page,
  request,
}) => {
  const seller = await newSeller(await opsApi(request), uniqueName('Historie'));
  const renamed = `${seller.name} B.V.`;
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, bound(`/sellers/${seller.code}/balance`));
  await expect(page.getByRole('heading', { level: 2, name: seller.name })).toBeVisible();

  const rename = async (from: string, to: string) => {
    await page.getByRole('button', { name: 'Update seller' }).click();
    const form = page.getByRole('region', { name: 'Update seller' });
    await expect(form.getByLabel('Name')).toHaveValue(from);
    await form.getByLabel('Name').fill(to);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: to })).toBeVisible();
  };
  await rename(seller.name, renamed);

  await page.getByRole('link', { name: 'History', exact: true }).click();
  expect(new URL(page.url()).pathname).toBe(`/sellers/${seller.code}/history`);
  const history = page.getByRole('region', { name: 'History', exact: true });
  const events = history.locator('li.history-event');
  await expect(events).toHaveCount(2);
  const latest = events.first();
  await expect(latest).toContainText(`by ${demoAccounts.ops.email}`);
  await expect(latest.locator('code')).toHaveText(/^update(Division)?AccountHolder$/);
  await expect(latest).toContainText(`name: ${seller.name} → ${renamed}`);
  await expect(latest.locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await expect(events.last()).toContainText('Created with');
  await expect(events.last().locator('code')).toHaveText('createAccountHolder');
  await expect(history).toContainText('2 of 2 changes');
  // Long values (the created seller's identity as JSON) wrap inside the card: the page is no wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // The History's query is of the sellers' cache domain: the update refreshes it without a reload.
  await rename(renamed, seller.name);
  await expect(events).toHaveCount(3);
  await expect(events.first()).toContainText(`name: ${renamed} → ${seller.name}`);
  expect(errors).toEqual([]);
});

test("a payout request's details end with its History: created, then processed", async ({ page, request }) => {
  const api = await opsApi(request);
  const { merchantCode, divisionCode } = hollandGoodsNl;
  const listed = (await api.get(
    `/api/main/api/v1/fund/payout-requests?merchantCode=${merchantCode}&divisionCode=${divisionCode}&status=ACCEPTED&limit=1`,
  )) as { elements: { code: string }[] };
  const code = listed.elements[0]?.code ?? '';
  expect(code).toMatch(/^PR-/);
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, bound(`/payouts/requests/${code}`));
  const history = page.getByRole('region', { name: 'History', exact: true });
  const events = history.locator('li.history-event');
  await expect(events.last().locator('code')).toHaveText('createPayoutRequest');
  await expect(events.last()).toContainText(`code: ${code}`);
  await expect(events.first()).toContainText('status: WAITING → ACCEPTED');
  await expect(events.first()).toContainText(`by ${demoAccounts.ops.email}`);
  expect(errors).toEqual([]);
});

test('"Show more" adds the older events below, ten at a time', async ({ page, request }) => {
  const api = await opsApi(request);
  const seller = await newSeller(api, uniqueName('Lange historie'));
  const { merchantCode, divisionCode } = hollandGoodsNl;
  const path = `/api/accountowner/api/v2/accountowners/merchants/${merchantCode}/divisions/${divisionCode}/accountholders/${seller.code}`;
  const token = await request.post('/sandbox/token', { data: { email: demoAccounts.ops.email } });
  const { idToken } = (await token.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}`, 'x-user': demoAccounts.ops.email };
  for (let edit = 1; edit <= 11; edit += 1) {
    const patched = await request.patch(path, { headers, data: { name: `${seller.name} ${edit}` } });
    expect(patched.status()).toBe(200);
  }
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, bound(`/sellers/${seller.code}/history`));
  const history = page.getByRole('region', { name: 'History', exact: true });
  const events = history.locator('li.history-event');
  await expect(events).toHaveCount(10);
  await expect(events.first()).toContainText(`name: ${seller.name} 10 → ${seller.name} 11`);
  await expect(history).toContainText('10 of 12 changes');
  await history.getByRole('button', { name: 'Show more' }).click();
  await expect(events).toHaveCount(12);
  await expect(events.last()).toContainText('Created with');
  await expect(history).toContainText('12 of 12 changes');
  await expect(history.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

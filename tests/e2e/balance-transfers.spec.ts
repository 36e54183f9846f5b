import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fundedSeller, newSellerAccount, type OpsApi, opsApi } from './ops-api.ts';
import { collectPageErrors, signIn } from './sign-in.ts';

const fund = '/api/main/api/v2/fund';

const confirmedOf = async (api: OpsApi, code: string) =>
  ((await api.get(`${fund}/internal/balance/${code}`)) as { confirmedBalance: number }).confirmedBalance;

/** Two fresh sellers of the demo division, the first with 50.00 EUR of its own (`fundedSeller`): their EUR accounts. */
async function twoSellers(request: APIRequestContext) {
  const api = await opsApi(request);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const from = (await fundedSeller(api, `Transfer From ${tag}`, 5_000)).virtualAccountCode;
  const to = (await newSellerAccount(api, `Transfer To ${tag}`)).virtualAccountCode;
  return { api, from, to };
}

/** Fills the transfer form and reviews it: the confirmation step is on view. */
async function reviewTransfer(page: Page, from: string, to: string, amount: string) {
  await page.goto('/balance-transfers');
  await page.getByRole('button', { name: 'New transfer' }).click();
  const form = page.getByRole('form', { name: 'Transfer between virtual accounts' });
  await form.getByLabel('From virtual account code').fill(from);
  await form.getByLabel('To virtual account code').fill(to);
  await expect(form.getByText('Confirmed balance €50.00')).toBeVisible();
  await expect(form.getByText('Confirmed balance €0.00')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveText('EUR');
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Correction' }).click();
  await form.getByLabel('Amount in the smallest unit').fill(amount);
  await expect(form.getByText('Is €12.34')).toBeVisible();
  await form.getByRole('button', { name: 'Review transfer' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm the transfer' });
  await expect(confirmation.getByText('This moves €12.34 of confirmed balance:')).toBeVisible();
  await expect(confirmation.getByText('€50.00 → €37.66')).toBeVisible();
  await expect(confirmation.getByText('€0.00 → €12.34')).toBeVisible();
  return confirmation;
}

test('a transfer moves exactly the amount: both balances change by it', async ({ page, request }) => {
  const { api, from, to } = await twoSellers(request);
  const errors = collectPageErrors(page);
  await signIn(page);
  const confirmation = await reviewTransfer(page, from, to, '1234');
  await confirmation.getByRole('button', { name: 'Transfer €12.34' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Transfer BT-\S+ made$/ })).toBeVisible();
  await expect(page.getByText(`${from} · Confirmed balance €37.66`)).toBeVisible();
  await expect(page.getByText(`${to} · Confirmed balance €12.34`)).toBeVisible();
  expect(await confirmedOf(api, from)).toBe(5_000 - 1_234);
  expect(await confirmedOf(api, to)).toBe(1_234);
  await page.getByRole('searchbox', { name: 'Search by transfer or account code' }).fill(to);
  await expect(page.getByText('1 in total', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: to });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('€12.34');
  expect(errors).toEqual([]);
});

test('submitting the same transfer twice quickly makes one transfer', async ({ page, request }) => {
  const { api, from, to } = await twoSellers(request);
  await signIn(page);
  const confirmation = await reviewTransfer(page, from, to, '1234');
  await confirmation.getByRole('button', { name: 'Transfer €12.34' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: /^Transfer BT-\S+ made$/ })).toBeVisible();
  const listed = (await api.get(`${fund}/balance/transfer?fromVirtualAccountCode=${from}`)) as { totalCount: number };
  expect(listed.totalCount).toBe(1);
  expect(await confirmedOf(api, from)).toBe(5_000 - 1_234);
  expect(await confirmedOf(api, to)).toBe(1_234);
});

test('a division with transfers off refuses the transfer in the spec’s words and nothing moves', async ({
  page,
  request,
}) => {
  // A division of the demo merchant whose transfers are off; the spec's two sellers there are its own.
  const closed = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-BE' };
  const api = await opsApi(request, closed);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const from = (await fundedSeller(api, `Closed From ${tag}`, 100, closed)).virtualAccountCode;
  const to = (await newSellerAccount(api, `Closed To ${tag}`, closed)).virtualAccountCode;
  const before = [await confirmedOf(api, from), await confirmedOf(api, to)];

  await signIn(page);
  await page.goto('/balance-transfers');
  await page.getByRole('button', { name: 'New transfer' }).click();
  const form = page.getByRole('form', { name: 'Transfer between virtual accounts' });
  await form.getByLabel('From virtual account code').fill(from);
  await form.getByLabel('To virtual account code').fill(to);
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveText('EUR');
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Correction' }).click();
  await form.getByLabel('Amount in the smallest unit').fill('1');
  await form.getByRole('button', { name: 'Review transfer' }).click();
  await page.getByRole('button', { name: 'Transfer €0.01' }).click();
  await expect(form.getByRole('alert')).toHaveText('Balance transfers are disabled for this division');
  expect([await confirmedOf(api, from), await confirmedOf(api, to)]).toEqual(before);
});

test('the creation-date range calendar narrows the list, from the keyboard, without page errors', async ({
  page,
  request,
}) => {
  // A transfer made today, between the spec's own two sellers.
  const { api, from, to } = await twoSellers(request);
  await api.post(
    `${fund}/internal/balance/transfer`,
    { fromVirtualAccountCode: from, toVirtualAccountCode: to, amount: 1_000, currency: 'EUR', type: 'CORRECTION' },
    { 'idempotency-key': `e2e-calendar-${from}` },
  );
  const errors = collectPageErrors(page);
  await signIn(page);
  await page.goto('/balance-transfers');
  await page.getByRole('searchbox', { name: 'Search by transfer or account code' }).fill(from);
  await expect(page.getByText('1 in total', { exact: true })).toBeVisible();
  const dates = page.getByRole('button', { name: /^Creation date/ });
  await expect(dates).toHaveText('missing dates');

  await dates.click();
  const calendar = page.getByRole('dialog', { name: 'Creation date' });
  const apply = calendar.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  // The calendar opens on today: yesterday to today holds the transfer.
  await expect(calendar.locator('[data-today] button')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await apply.click();
  await expect(calendar).toBeHidden();
  // The range is the list's query, which the address holds as q.
  const query = page.getByRole('combobox', { name: 'Query' });
  await expect(query).toHaveValue(new RegExp(`^created>=\\d{4}-\\d{2}-\\d{2} created<=\\d{4}-\\d{2}-\\d{2} ${from}$`));
  await expect(page).toHaveURL(/[?&]q=created%3E%3D\d{4}-\d{2}-\d{2}\+created%3C%3D/);
  await expect(dates).toHaveText(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByText('1 in total', { exact: true })).toBeVisible();

  // The week before, up to yesterday, does not: the calendar reopens on the applied start (yesterday).
  await dates.click();
  await expect(calendar.locator('[aria-selected] button').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await apply.click();
  await expect(page.getByText('No results found')).toBeVisible();

  await dates.click();
  await calendar.getByRole('button', { name: 'Clear dates' }).click();
  await expect(dates).toHaveText('missing dates');
  await expect(page.getByText('1 in total', { exact: true })).toBeVisible();

  // The same transfer by a query typed in the field, and none by one of another type.
  await query.fill(`account:${from} type:correction amount>=10`);
  await query.press('Enter');
  await expect(page.getByText('1 in total', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Type: Correction' })).toBeVisible();
  await query.fill(`account:${from} type:vat`);
  await query.press('Enter');
  await expect(page.getByText('No results found')).toBeVisible();
  expect(errors).toEqual([]);
});

import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { notice } from './notice.ts';
import { fundedSeller, newSellerAccount, type OpsApi, opsApi } from './ops-api.ts';
import { demoAccounts, signIn } from './sign-in.ts';

const fund = '/api/main/api/v2/fund';
const requests = '/api/approvals/api/v1/requests';

const confirmedOf = async (api: OpsApi, code: string) =>
  ((await api.get(`${fund}/internal/balance/${code}`)) as { confirmedBalance: number }).confirmedBalance;

/**
 * Two fresh sellers of the demo division, whose demo rule holds transfers of €1,000 or more for approval: the
 * first with €2,000.00 of its own (`fundedSeller`), the second with nothing. Their EUR accounts.
 */
async function twoSellers(request: APIRequestContext) {
  const api = await opsApi(request);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const from = (await fundedSeller(api, `Approval From ${tag}`, 200_000)).virtualAccountCode;
  const to = (await newSellerAccount(api, `Approval To ${tag}`)).virtualAccountCode;
  return { api, from, to };
}

/** Signs Oscar Ops in, in a browser of his own: the second pair of eyes. */
async function oscarsPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, demoAccounts.oscar, path);
  return page;
}

/** Moves the keyboard's focus onto `button` with Tab, then presses Enter on it. */
async function pressWithKeyboard(page: Page, button: Locator) {
  for (let step = 0; step < 10 && !(await button.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a €1,500 transfer waits for a second pair of eyes: Oscar approves it from the keyboard and it moves once', async ({
  page,
  request,
  browser,
}) => {
  // Two people in two browsers, each signed in: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const { api, from, to } = await twoSellers(request);
  await signIn(page);
  await page.goto('/balance-transfers');
  await page.getByRole('button', { name: 'New transfer' }).click();
  const form = page.getByRole('form', { name: 'Transfer between virtual accounts' });
  await form.getByLabel('From virtual account code').fill(from);
  await form.getByLabel('To virtual account code').fill(to);
  await expect(form.getByText('Confirmed balance €2,000.00')).toBeVisible();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Correction' }).click();
  await form.getByLabel('Amount in the smallest unit').fill('150000');
  await form.getByRole('button', { name: 'Review transfer' }).click();
  await page.getByRole('button', { name: 'Transfer €1,500.00' }).click();

  // Sent for approval, with a link to the request: never "Transfer made", and nothing moved.
  await expect(notice(page, 'Sent for approval')).toBeVisible();
  await expect(page.getByText(/made$/)).toHaveCount(0);
  const link = page.getByRole('link', { name: /^Open AR-/ });
  const code = ((await link.textContent()) ?? '').replace('Open ', '');
  expect(code).toMatch(/^AR-/);
  expect(await confirmedOf(api, from)).toBe(200_000);
  expect(await confirmedOf(api, to)).toBe(0);

  // The request in full; Olivia asked, so it is not hers to approve: no Approve, not in her "Waiting for me".
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/approvals/${code}`));
  await expect(page.getByRole('definition').filter({ hasText: 'Balance transfers of €1,000 or more' })).toBeVisible();
  await expect(page.getByText('€1,500.00')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${from}$`) })).toBeVisible();
  await expect(page.getByText('You asked for this request: someone else must approve it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve request' })).toHaveCount(0);
  await page.goto('/approvals/waiting');
  await expect(
    page.getByRole('table', { name: 'Waiting for me' }).or(page.getByText('Nothing waits for you')),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: code })).toHaveCount(0);
  // Forced, the platform refuses her approval.
  const forced = await api.postRaw(`${requests}/${code}/approve`, {});
  expect(forced.status()).toBe(403);

  // Oscar finds it waiting for him, opens it with Enter and approves it through the palette.
  const oscar = await oscarsPage(browser, '/approvals/waiting');
  const row = oscar.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('€1,500.00');
  await expect(row).toContainText('Olivia Ops');
  await expect(row).toContainText('Balance transfers of €1,000 or more');
  await row.focus();
  await oscar.keyboard.press('Enter');
  await expect(oscar).toHaveURL(new RegExp(`/approvals/${code}`));
  await expect(oscar.getByRole('button', { name: 'Approve request' })).toBeVisible();
  await oscar.keyboard.press('Control+k');
  const palette = oscar.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await oscar.keyboard.type('Approve request');
  const command = palette.getByRole('option', { name: 'Approve request' });
  await expect(command).toBeVisible();
  for (let step = 0; step < 20 && (await command.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await oscar.keyboard.press('ArrowDown');
  }
  await oscar.keyboard.press('Enter');
  const question = oscar.getByRole('alertdialog', { name: 'Approve request?' });
  await expect(question).toContainText('This moves money.');
  await pressWithKeyboard(oscar, question.getByRole('button').last());
  await expect(oscar.getByText('done', { exact: true })).toBeVisible();

  expect(await confirmedOf(api, from)).toBe(50_000);
  expect(await confirmedOf(api, to)).toBe(150_000);
  const transfers = (await api.get(`${fund}/balance/transfer?fromVirtualAccountCode=${from}`)) as {
    totalCount: number;
  };
  expect(transfers.totalCount).toBe(1);
  // A second approval is refused: it no longer waits, and the money stays moved once.
  const again = await api.postRaw(`${requests}/${code}/approve`, {});
  expect(again.ok()).toBe(false);
  expect(await confirmedOf(api, to)).toBe(150_000);
});

test('Oscar rejects a held transfer with a reason: it runs nothing and says why', async ({ request, browser }) => {
  const { api, from, to } = await twoSellers(request);
  const held = (await api.post(
    `${fund}/internal/balance/transfer`,
    { fromVirtualAccountCode: from, toVirtualAccountCode: to, amount: 120_000, currency: 'EUR', type: 'CORRECTION' },
    { 'idempotency-key': crypto.randomUUID() },
  )) as { code: string; status: string };
  expect(held.status).toBe('PENDING');

  const oscar = await oscarsPage(browser, `/approvals/${held.code}`);
  await oscar.getByRole('button', { name: 'Reject request' }).click();
  const dialog = oscar.getByRole('dialog', { name: 'Reject 1 request' });
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Not agreed with the seller');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(oscar.getByText('rejected', { exact: true })).toBeVisible();
  await expect(oscar.getByText(/^Not agreed with the seller \(Oscar Ops/)).toBeVisible();

  const heldRequest = (await api.get(`${requests}/${held.code}`)) as { status: string; rejection: { reason: string } };
  expect(heldRequest.status).toBe('REJECTED');
  expect(heldRequest.rejection.reason).toBe('Not agreed with the seller');
  expect(await confirmedOf(api, from)).toBe(200_000);
  expect(await confirmedOf(api, to)).toBe(0);
  // It is in the All tab under its status, no longer waiting for anyone.
  await oscar.goto('/approvals/all?status=REJECTED');
  await expect(oscar.getByRole('row').filter({ hasText: held.code })).toContainText('rejected');
});

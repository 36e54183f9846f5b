import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fundedSeller, newMerchant, newSellerAccount } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const transfers = '/api/main/api/v2/fund/internal/balance/transfer';

// Issue 30's done-when: a balance transfer made with a reason shows in /activity with its reason and origin within
// a second, without a reload.
test('a balance transfer made through the API with a reason appears in /activity live, with its reason, origin and object', async ({
  page,
  request,
}) => {
  // A merchant of this spec alone: the feed of its division holds what this spec did and nothing another did meanwhile.
  const shop = await newMerchant(request, 'Activity Goods');
  const { api, merchantCode, divisionCode } = shop;
  await api.patch(`/api/accountowner/api/v2/accountowners/merchants/${merchantCode}/divisions/${divisionCode}/config`, {
    balanceTransfersEnabled: true,
  });
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const from = (await fundedSeller(api, `Activity From ${tag}`, 5_000, shop)).virtualAccountCode;
  const to = (await newSellerAccount(api, `Activity To ${tag}`, shop)).virtualAccountCode;
  const bound = (path: string) => `${path}&${new URLSearchParams({ merchantCode, divisionCode })}`;
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, bound(`/activity?actor=${demoAccounts.ops.email}`));
  await expect(page).toHaveTitle('Ops | Activity');
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table).toBeVisible();

  // Made elsewhere after the screen opened: the feed's question for what is new brings it.
  const reason = `Goodwill ${tag}: café refund`;
  const transfer = (await api.post(
    transfers,
    { fromVirtualAccountCode: from, toVirtualAccountCode: to, amount: 1_000, currency: 'EUR', type: 'CORRECTION' },
    { 'idempotency-key': `e2e-activity-${tag}`, 'x-ops-reason': encodeURIComponent(reason) },
  )) as { code: string };
  const row = table.getByRole('row').filter({ hasText: transfer.code });
  await expect(row).toBeVisible({ timeout: 3_000 });
  await expect(row).toContainText(reason);
  await expect(row).toContainText('via API');
  await expect(row).toContainText('createBalanceTransfer');
  await expect(row).toContainText(demoAccounts.ops.email);
  await expect(table.getByRole('row').nth(1), 'newest first').toContainText(transfer.code);

  // What changed, before and after, from the keyboard.
  await row.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: /^Entry \d+$/ });
  await expect(details).toContainText(`Reason: ${reason}`);
  await expect(details).toContainText('Created with');
  await expect(details).toContainText(`fromVirtualAccountCode: ${from}`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The CSV of what is loaded holds the row, written by the one encoder.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  const line = csv.split(/\r?\n/).find((text) => text.includes(transfer.code));
  expect(line).toContain(reason);
  expect(line).toContain('API');
  expect(csv.split(/\r?\n/)[0]).toContain('When,Who,Action,Object,Division,Source,Reason,Changes');

  // Another person's view has nothing of it, and says so; Back returns to the first.
  const person = page.getByRole('textbox', { name: 'Person' });
  await person.fill(`nobody-${tag}@sandbox.test`);
  await person.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=who%3Anobody-${tag}`));
  await expect(page.getByText('No activity', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(row).toBeVisible();

  // The object is a link to the transfer on its own screen.
  await row.getByRole('link', { name: `Balance transfer ${transfer.code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/balance-transfers\\?search=${transfer.code}`));
  await expect(page.getByRole('row').filter({ hasText: to })).toContainText('€10.00');
  expect(errors).toEqual([]);
});

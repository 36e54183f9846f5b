import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const opsEmail = demoAccounts.ops.email;

/** A merchant of this spec's own (its first division and income account), so nothing else reports on it. */
async function newMerchant(request: APIRequestContext) {
  const token = await request.post('/sandbox/token', { data: { email: opsEmail } });
  const { idToken } = (await token.json()) as { idToken: string };
  const created = await request.post('/api/accountowner/api/v2/accountowners/merchants', {
    headers: {
      authorization: `Bearer ${idToken}`,
      'x-user': opsEmail,
      'merchant-code': 'PLATFORM',
      'merchant-division-code': 'PLATFORM-OPS',
      'populate-code-fields': 'generate',
    },
    data: { displayName: `Reports Shop ${Date.now().toString(36)}`, description: 'end-to-end test merchant' },
  });
  expect(created.status()).toBe(201);
  const merchant = (await created.json()) as { code: string; divisions: { code: string }[] };
  return { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
}

test("request today's report: it turns generated without a reload and downloads; refusals say why", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { merchantCode, divisionCode } = await newMerchant(request);
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, `/reports?merchantCode=${merchantCode}&divisionCode=${divisionCode}`);
  await expect(page).toHaveURL(/\/reports\/division\?/);
  await expect(page).toHaveTitle('Ops | Reports');
  const tabs = page.getByRole('navigation', { name: 'Reports' });
  await expect(tabs.getByRole('link', { name: 'Division' })).toHaveAttribute('aria-current', 'page');

  const form = page.getByRole('form', { name: 'Request report' });
  // An account statement needs an account: the whole division is none (4010).
  await form.getByRole('button', { name: 'Request report' }).click();
  await expect(form.getByRole('alert')).toContainText('Account code must be provided');

  await form.getByRole('combobox', { name: 'Report' }).click();
  await page.getByRole('option', { name: 'Fees' }).click();
  // No dates chosen (4009).
  await form.getByRole('button', { name: 'Request report' }).click();
  await expect(form.getByRole('alert')).toContainText('Select a from date');

  await form.getByRole('button', { name: "Today's report" }).click();
  await expect(form.getByRole('status')).toHaveText('Report will be generated and available soon');
  const table = page.getByRole('table', { name: 'Reports' });
  const row = table.getByRole('row').filter({ hasText: 'Fees' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('generated')).toBeVisible({ timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download RP-/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fees-.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Date,Transaction,Fee,Account,Currency,Amount');

  await form.getByRole('button', { name: "Today's report" }).click();
  await expect(form.getByRole('alert')).toContainText("Today's report has already been generated");

  await tabs.getByRole('link', { name: 'Seller', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/sellers\?/);
  const sellersForm = page.getByRole('form', { name: 'Request report' });
  await sellersForm.getByRole('button', { name: "Today's report" }).click();
  await expect(sellersForm.getByRole('alert')).toContainText('Select an account');
  // The four refusals above are the only failed loads.
  expect(errors.filter((error) => !/status of (400|409) .*\/reports\//.test(error))).toEqual([]);
});

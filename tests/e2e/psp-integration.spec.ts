import { expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { hollandGoodsNl, newSeller, opsApi } from './ops-api.ts';
import { refusesRangeOverOneMonth } from './retrigger-range.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const division = hollandGoodsNl;
const integrations = `/api/psp-adapter/api/v1/merchants/${division.merchantCode}/divisions/${division.divisionCode}/psp/integration`;

test('a settlement report line reconciles its payment; the list shows it reconciled, raw and copyable', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await opsApi(request, division);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const seller = await newSeller(api, `Psp Settlement ${tag}`);
  const pspReference = `PSP-E2E-${tag}`.toUpperCase();
  // 90.00 to the seller, 10.00 to the division's income: enough to pay the PSP's fee of 1.00.
  const payment = (await api.post('/api/main/api/v1/fund/split-payments', {
    ...division,
    psp: 'ADYEN',
    pspReference,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    totalAmount: 10_000,
    sellers: [{ sellerCode: seller.code, amount: 9_000 }],
  })) as { code: string };
  const integration = (await api.post(integrations, { provider: 'ADYEN', merchantAccount: `E2E-${tag}` })) as {
    code: string;
  };
  const header =
    'Merchant Account,Psp Reference,Merchant Reference,Type,Gross Currency,Gross Debit (GC),Gross Credit (GC),' +
    'Net Currency,Net Debit (NC),Net Credit (NC),Commission (NC),Batch Number,Booking Date';
  const line = `E2E-${tag},${pspReference},order ${tag},Settled,EUR,,100.00,EUR,,99.00,1.00,77,2026-03-04`;
  const imported = (await api.postFile(`${integrations}/${integration.code}/settlement-reports`, {
    name: `settlement-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${line}\n`),
  })) as { status: string };
  expect(imported.status).toBe('RECONCILED');

  const errors = collectPageErrors(page);
  const scope = `merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}`;
  await signIn(page, demoAccounts.ops, `/psp-integration?${scope}`);
  await expect(page).toHaveTitle('Ops | PSP integration');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'reconciled', exact: true }).click();
  await expect(page).toHaveURL(/q=status%3ARECONCILED/);
  const table = page.getByRole('table', { name: 'PSP integration' });
  const row = table.getByRole('row').filter({ hasText: pspReference });
  await expect(row).toContainText(payment.code);
  await expect(row.getByText('reconciled', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Raw data' }).click();
  const raw = page.getByRole('dialog', { name: /^Raw data of PR-/ });
  await expect(raw).toContainText(line);
  await raw.getByRole('button', { name: 'Copy' }).click();
  await expect(raw.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Retrigger' }).click();
  const retrigger = page.getByRole('dialog', { name: 'Retrigger a PSP adapter' });
  await retrigger.getByRole('button', { name: 'Retrigger' }).click();
  await expect(retrigger.getByRole('alert')).toHaveText('Choose a date range');
  await refusesRangeOverOneMonth(page, retrigger);

  const settled = (await api.get(`/api/main/api/v1/fund/split-payments/${payment.code}`)) as { status: string };
  expect(settled.status).toBe('RECONCILED');
  expect(errors).toEqual([]);
});

test("Configurations, Payment providers: add the division's integration, switch its auto-reconciliation, remove it", async ({
  page,
  request,
}) => {
  const api = await opsApi(request, division);
  const account = `E2E-UI-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const errors = collectPageErrors(page);
  const scope = `merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}`;
  await signIn(page, demoAccounts.ops, `/configurations/payment-providers?${scope}`);
  await page.getByLabel('Merchant account').fill(account);
  await page.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('table', { name: 'Payment providers' }).getByRole('row').filter({ hasText: account });
  await expect(row).toContainText('Nothing imported yet');
  await row.getByRole('combobox', { name: 'Auto-reconciliation' }).click();
  await page.getByRole('option', { name: 'Disabled' }).click();
  await expect
    .poll(async () => {
      const listed = (await api.get(integrations)) as { merchantAccount: string; autoReconciliation: string }[];
      return listed.find((integration) => integration.merchantAccount === account)?.autoReconciliation;
    })
    .toBe('DISABLED');
  // The row asks nothing of its own: the one confirmation names the account and says its items stay.
  await row.getByRole('button', { name: 'Remove' }).click();
  const said = await confirmAction(page);
  expect(said).toContain('Its imported items stay.');
  expect(said).toContain(account);
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the palette's Trigger auto-reconciliation matches a report line whose payment arrived after it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await opsApi(request, division);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const pspReference = `PSP-AUTO-${tag}`.toUpperCase();
  const integration = (await api.post(integrations, { provider: 'ADYEN', merchantAccount: `AUTO-${tag}` })) as {
    code: string;
  };
  const header =
    'Merchant Account,Psp Reference,Merchant Reference,Type,Gross Currency,Gross Debit (GC),Gross Credit (GC),' +
    'Net Currency,Net Debit (NC),Net Credit (NC),Commission (NC),Batch Number,Booking Date';
  const imported = (await api.postFile(`${integrations}/${integration.code}/settlement-reports`, {
    name: `auto-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\nAUTO-${tag},${pspReference},order ${tag},Settled,EUR,,100.00,EUR,,99.00,1.00,78,2026-03-04\n`,
    ),
  })) as { status: string };
  expect(imported.status).toBe('UNALLOCATED');
  const seller = await newSeller(api, `Psp Auto ${tag}`);
  const payment = (await api.post('/api/main/api/v1/fund/split-payments', {
    ...division,
    psp: 'ADYEN',
    pspReference,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    totalAmount: 10_000,
    sellers: [{ sellerCode: seller.code, amount: 9_000 }],
  })) as { code: string };

  const errors = collectPageErrors(page);
  const scope = `merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}`;
  await signIn(page, demoAccounts.ops, `/psp-integration?${scope}`);
  const row = page.getByRole('table', { name: 'PSP integration' }).getByRole('row').filter({ hasText: pspReference });
  await expect(row.getByText('unallocated', { exact: true })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('auto-reconciliation');
  await palette.getByRole('option', { name: /^Trigger auto-reconciliation/ }).click();
  await expect(palette).toBeHidden();
  // It moves money: the palette asks first, as every caller does.
  await confirmAction(page);
  await expect(row.getByText('reconciled', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(payment.code);
  expect(errors).toEqual([]);
});

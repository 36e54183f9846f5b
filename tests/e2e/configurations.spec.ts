import { expect, test } from '@playwright/test';
import { notice } from './notice.ts';
import { newMerchant, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';

test('the payout scheduler is set and shown, and balance transfers are switched on and off', async ({
  page,
  request,
}) => {
  const platform = await opsApi(request, { merchantCode: 'PLATFORM', divisionCode: 'PLATFORM-OPS' });
  const merchant = (await platform.post(
    `${accountOwner}/merchants`,
    { displayName: `Configured ${Date.now().toString(36)}`, description: 'end-to-end test merchant' },
    { 'populate-code-fields': 'generate' },
  )) as { code: string; divisions: { code: string }[] };
  const division = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
  const api = await opsApi(request, division);
  const configPath = `${accountOwner}/merchants/${division.merchantCode}/divisions/${division.divisionCode}/config`;

  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/configurations?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}`,
  );
  await expect(page).toHaveURL(/\/configurations\/payouts\?/);
  await expect(page).toHaveTitle('Ops | Configurations');
  const tabs = page.getByRole('navigation', { name: 'Configurations' });
  await expect(tabs.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');

  await expect(page.getByText('Payouts are manual: nothing is requested by the scheduler.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Refund period' })).toBeDisabled();
  await page.getByRole('switch', { name: 'Scheduled payouts' }).click();
  await expect(page.getByText(/^Next scheduled payout: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Frequency' }).getByRole('link', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/\/configurations\/payouts\/scheduler\/custom\?/);
  await page.getByLabel('Every', { exact: true }).fill('2');
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'weeks' }).click();
  await page.getByRole('button', { name: 'Save frequency' }).click();
  await expect(page.getByText('Current frequency: Every 2 weeks')).toBeVisible();

  await page.getByRole('combobox', { name: 'Refund period' }).click();
  await page.getByRole('option', { name: '14 days' }).click();
  await expect(page.getByRole('combobox', { name: 'Refund period' })).toContainText('14 days');
  await expect
    .poll(async () => (await api.get(configPath)) as object)
    .toMatchObject({
      payoutScheduler: { enabled: true, frequency: { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } },
      refundPeriodDays: 14,
    });

  await tabs.getByRole('link', { name: 'Balance transfers' }).click();
  await expect(page).toHaveURL(/\/configurations\/balanceTransfers\?/);
  const transfers = page.getByRole('switch', { name: 'Balance transfers enabled' });
  await expect(transfers).not.toBeChecked();
  await transfers.click();
  await expect(page.getByText('Transfers are allowed in this division.')).toBeVisible();
  await expect
    .poll(async () => ((await api.get(configPath)) as { balanceTransfersEnabled: boolean }).balanceTransfersEnabled)
    .toBe(true);
  await transfers.click();
  await expect(page.getByText('Transfers are refused in this division.')).toBeVisible();
  await expect
    .poll(async () => ((await api.get(configPath)) as { balanceTransfersEnabled: boolean }).balanceTransfersEnabled)
    .toBe(false);

  await page.getByRole('button', { name: 'Show bearer token' }).click();
  const tokenDialog = page.getByRole('dialog', { name: 'Bearer token' });
  await expect(tokenDialog.locator('code')).toHaveText(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await tokenDialog.getByRole('button', { name: 'Close' }).click();

  await tabs.getByRole('link', { name: 'Merchant overview' }).click();
  const overview = page.getByRole('table', { name: "The merchant's divisions" });
  await expect(overview).toContainText(division.divisionCode);
  await expect(overview).toContainText('Every 2 weeks');
  await page.getByRole('button', { name: 'Delete merchant' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete merchant?' });
  await question.getByRole('textbox', { name: `Type ${division.merchantCode} to confirm` }).fill(division.merchantCode);
  await question.getByRole('button', { name: 'Delete merchant' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('merchantCode')).toBeNull();
  await expect((await api.getRaw(configPath)).status()).toBe(404);
  expect(errors).toEqual([]);
});

test('a tolerance rule is refused out of range, saved for the division and shown with who changed it', async ({
  page,
  request,
}) => {
  const division = await newMerchant(request, 'Tolerant');
  const rulePath = `/api/main/api/v1/reconciliation/merchants/${division.merchantCode}/divisions/${division.divisionCode}/tolerance-rule`;
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/configurations/tolerance-rules?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}`,
  );
  const form = page.getByRole('form', { name: 'Tolerance rules' });
  await expect(form.getByText('No rule yet: amounts must agree exactly, on the same day.')).toBeVisible();
  await form.getByLabel('Amount tolerance (minor units)').fill('25');
  await form.getByLabel('Date window (days either side)').fill('40');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A whole number from 0 to 31')).toBeVisible();
  expect(await division.api.get(rulePath)).toMatchObject({ amountMinor: null, dateWindowDays: 0, updatedBy: null });

  await form.getByLabel('Date window (days either side)').fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  await notice(page, 'Tolerance rule saved');
  await expect(form.getByText(/^Last changed by .+ on /)).toBeVisible();
  expect(await division.api.get(rulePath)).toMatchObject({ amountMinor: 25, dateWindowDays: 1 });
  await page.reload();
  await expect(page.getByLabel('Amount tolerance (minor units)')).toHaveValue('25');
  expect(errors).toEqual([]);
});

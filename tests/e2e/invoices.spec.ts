import { type APIRequestContext, expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { hollandGoodsNl, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';

/**
 * A new division of the demo merchant with one seller and one settled payment of 100.00 EUR (72.00 to the seller,
 * 28.00 to the division income account), and an active contract: 1% of volume up to 1,000.00, 0.10 a split,
 * 0.25 a seller onboarded, 5.00 fixed and 21% VAT.
 */
async function billedDivision(request: APIRequestContext) {
  const tag = `E2E-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  const merchantApi = await opsApi(request);
  const division = (await merchantApi.post(`${accountOwner}/merchants/${hollandGoodsNl.merchantCode}/divisions`, {
    displayName: `Invoices ${tag}`,
  })) as { code: string };
  const scope = { merchantCode: hollandGoodsNl.merchantCode, divisionCode: division.code };
  const api = await opsApi(request, scope);
  const seller = (await api.post(
    `${accountOwner}/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/accountholders`,
    {
      name: `Invoice Shop ${tag}`,
      email: `${tag.toLowerCase()}@example.test`,
      legalForm: 'INDIVIDUAL',
    },
  )) as { code: string };
  const payment = (await api.post('/api/main/api/v1/fund/split-payments', {
    ...scope,
    psp: 'ADYEN',
    pspReference: `PSP-${tag}`,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    description: `Invoiced payment ${tag}`,
    reference: tag,
    totalAmount: 10_000,
    sellers: [{ sellerCode: seller.code, amount: 8_000, itemGroups: [{ productItemAmount: 8_000, commission: 800 }] }],
  })) as { code: string };
  await api.post(`/api/main/api/v1/fund/sandbox/split-payments/${payment.code}/reconcile`, { matchedBy: 'PSP_REPORT' });
  const contract = (await api.post(
    `/api/invoicing/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/contracts`,
    {
      currency: 'EUR',
      status: 'ACTIVE',
      volumeTiers: [
        { upTo: 100_000, rateBasisPoints: 100 },
        { upTo: null, rateBasisPoints: 50 },
      ],
      platformFee: 10,
      kycIndividualFee: 0,
      kycBusinessFee: 0,
      kycSellerFee: 25,
      balanceTransferFee: 0,
      negativeInterestBasisPoints: 0,
      fixedFee: 500,
      vatBasisPoints: 2_100,
    },
  )) as { code: string };
  return { scope, contract };
}

test('create invoice for a period, see its lines and totals, then its contract with the fee tiers', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { scope, contract } = await billedDivision(request);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/invoices?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
  );
  await expect(page).toHaveTitle('Ops | Invoices');

  await page.getByRole('button', { name: 'Create invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create invoice' });
  const submit = dialog.getByRole('button', { name: 'Create invoice' });
  const period = dialog.getByRole('button', { name: /^Period/ });
  await expect(period).toHaveText('missing dates');
  await expect(submit).toBeDisabled();
  await period.click();
  const calendar = page.getByRole('dialog', { name: 'Period' });
  await expect(calendar.locator('[data-today] button')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await calendar.getByRole('button', { name: 'Apply' }).click();
  await submit.click();
  await confirmAction(page);

  await expect(page).toHaveURL(/\/invoices\/INV-/);
  await expect(page).toHaveTitle('Ops | Invoice');
  const lines = page.getByRole('table', { name: 'Invoice' });
  await expect(lines.getByRole('row', { name: /Processing volume fee/ })).toContainText('€100.00');
  await expect(lines.getByRole('row', { name: /Processing volume fee/ })).toContainText('€1.00');
  await expect(lines.getByRole('row', { name: /Platform fee/ })).toContainText('€0.10');
  await expect(lines.getByRole('row', { name: /KYC fee \(seller\)/ })).toContainText('€0.25');
  await expect(lines.getByRole('row', { name: /Fixed fee/ })).toContainText('€5.00');
  await expect(lines.getByRole('row', { name: /Subtotal/ })).toContainText('€6.35');
  await expect(lines.getByRole('row', { name: /VAT/ })).toContainText('€1.33');
  await expect(lines.getByRole('row', { name: /Total/ })).toContainText('€7.68');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^INV-.+\.pdf$/);

  await page.getByRole('link', { name: contract.code }).click();
  await expect(page).toHaveTitle('Ops | Contract');
  const tiers = page.getByRole('table', { name: 'Fee tiers' });
  await expect(tiers.getByRole('row', { name: /Up to €1,000\.00/ })).toContainText('1.00%');
  await expect(tiers.getByRole('row', { name: /€1,000\.00 or more/ })).toContainText('0.50%');

  await page.getByRole('link', { name: 'Back to contracts' }).click();
  await expect(page.getByRole('row', { name: new RegExp(contract.code) })).toContainText('active');
  expect(errors).toEqual([]);
});

test('an overlapping period is refused in the dialog and books nothing', async ({ page, request }) => {
  const { scope } = await billedDivision(request);
  const api = await opsApi(request, scope);
  const today = new Date().toISOString().slice(0, 10);
  const invoices = `/api/invoicing/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/invoices`;
  await api.post(invoices, { from: today, to: today });
  await signIn(
    page,
    demoAccounts.ops,
    `/invoices?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
  );
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create invoice' });
  await dialog.getByRole('button', { name: /^Period/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Period' });
  await expect(calendar.locator('[data-today] button')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await calendar.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await confirmAction(page);
  await expect(dialog.getByRole('alert')).toContainText(
    `This division already has an invoice in EUR for ${today} to ${today}`,
  );
  expect(((await api.get(invoices)) as { elements: unknown[] }).elements).toHaveLength(1);
});

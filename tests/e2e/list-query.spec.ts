import { expect, type Page, test } from '@playwright/test';
import { hollandGoodsNl, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const division = hollandGoodsNl;
const splitPayments = '/api/main/api/v1/fund/split-payments';

/** The split codes the transactions table shows, top to bottom. */
async function listedCodes(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Transactions' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => /\bS[PRB]-[A-Z0-9]{12}/.exec(row.textContent ?? '')?.[0] ?? ''));
}

test('a query typed on the transactions list lists the same rows as the filter controls, and a bad one keeps them', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const api = await opsApi(request);
  const tag = `QRY-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  const seller = (await api.post(
    `/api/accountowner/api/v2/accountowners/merchants/${division.merchantCode}/divisions/${division.divisionCode}/accountholders`,
    { name: `Query Shop ${tag}`, email: `${tag.toLowerCase()}@example.test`, legalForm: 'INDIVIDUAL' },
  )) as { code: string };
  const pay = async (suffix: string, amount: number) =>
    (await api.post(splitPayments, {
      ...division,
      psp: 'ADYEN',
      pspReference: `PSP-${tag}-${suffix}`,
      paymentMethod: 'IDEAL',
      currency: 'EUR',
      reference: `${tag}-${suffix}`,
      totalAmount: amount,
      sellers: [{ sellerCode: seller.code, amount, itemGroups: [{ productItemAmount: amount }] }],
    })) as { code: string };
  const open = await pay('OPEN', 2_000);
  const settled = await pay('SETTLED', 10_000);
  const settledSmall = await pay('SMALL', 500);
  for (const { code } of [settled, settledSmall]) {
    await api.post(`/api/main/api/v1/fund/sandbox/split-payments/${code}/reconcile`, { matchedBy: 'PSP_REPORT' });
  }
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}&search=${tag}`,
  );
  await expect.poll(() => listedCodes(page)).toEqual([settledSmall.code, settled.code, open.code]);
  const field = page.getByRole('combobox', { name: 'Query' });
  await expect(field).toHaveValue(tag);

  // The filter controls: reconciled only. The query field shows the same state.
  await page.getByRole('checkbox', { name: 'Reconciled' }).check();
  await expect.poll(() => listedCodes(page)).toEqual([settledSmall.code, settled.code]);
  const byControls = await listedCodes(page);
  await expect(field).toHaveValue(`status:RECONCILED ${tag}`);

  // Cleared, then typed with completion (a status by its name), the same rows and the same controls.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('checkbox', { name: 'Reconciled' })).not.toBeChecked();
  await field.click();
  await field.fill('');
  await field.pressSequentially('stat');
  await page.keyboard.press('Tab');
  await field.pressSequentially('Reconc');
  await expect(page.getByRole('option', { name: /RECONCILED/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await field.pressSequentially(` ${tag}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`status:RECONCILED ${tag}`);
  await expect.poll(() => listedCodes(page)).toEqual(byControls);
  await expect(page.getByRole('checkbox', { name: 'Reconciled' })).toBeChecked();

  // What the controls cannot say: an amount. A query that does not read says where, and the rows stay.
  await field.fill(`status:reconciled amount>=50 ${tag}`);
  await page.keyboard.press('Enter');
  await expect.poll(() => listedCodes(page)).toEqual([settled.code]);
  await field.fill(`status:reconciled amount>=fifty ${tag}`);
  await expect(page.getByRole('alert').filter({ hasText: "'fifty' is not an amount (character 27)" })).toBeVisible();
  await page.keyboard.press('Enter');
  expect(await listedCodes(page)).toEqual([settled.code]);
  expect(new URL(page.url()).searchParams.get('q')).toBe(`status:reconciled amount>=50 ${tag}`);
  expect(errors).toEqual([]);
});

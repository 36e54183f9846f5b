import { type APIRequestContext, expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { hollandGoodsNl, newSeller, opsApi, pendingOf } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const division = hollandGoodsNl;
const splitPayments = '/api/main/api/v1/fund/split-payments';

/** A payment of EUR 100.00 to two new sellers: 60.00 to Anna, 30.00 to Bram, 10.00 unallocated. */
async function payTwoSellers(request: APIRequestContext) {
  const api = await opsApi(request);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const anna = await newSeller(api, `Anna Refund ${tag}`);
  const bram = await newSeller(api, `Bram Refund ${tag}`);
  const payment = (await api.post(splitPayments, {
    ...division,
    psp: 'ADYEN',
    pspReference: `PSP-REFUND-${tag}`,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    totalAmount: 10_000,
    sellers: [
      { sellerCode: anna.code, amount: 6_000 },
      { sellerCode: bram.code, amount: 3_000 },
    ],
  })) as { code: string };
  return { api, anna, bram, payment };
}

test("a payment is refunded in part from its details through the split creator; a refund past what is left is refused in spec 5's words and moves nothing", async ({
  page,
  request,
}) => {
  const { api, anna, bram, payment } = await payTwoSellers(request);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}&transaction=${payment.code}`,
  );
  const details = page.getByRole('dialog', { name: `Transaction ${payment.code}` });
  await details.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund payment ${payment.code}` });
  const refund = dialog.getByRole('group', { name: 'Refund', exact: true });
  const seller = (n: number) => dialog.getByRole('group', { name: `Seller ${n}`, exact: true });
  await expect(refund.getByText(payment.code, { exact: true })).toBeVisible();
  await expect(refund.getByText('EUR', { exact: true })).toBeVisible();
  await expect(refund.getByText('Left to refund: €100.00')).toBeVisible();
  await expect(dialog.getByText('Only sellers of the payment can be refunded.')).toBeVisible();
  await expect(seller(1).getByLabel('Seller', { exact: true })).toHaveValue(anna.code);
  await expect(seller(2).getByLabel('Seller', { exact: true })).toHaveValue(bram.code);

  // The rules of spec section 5, live.
  await refund.getByLabel('Total amount').fill('10001');
  await expect(refund.getByRole('alert')).toHaveText(['Amount exceeds the total amount']);
  await refund.getByLabel('Total amount').fill('2500');
  await seller(1).getByLabel('Amount', { exact: true }).fill('6001');
  await expect(seller(1).getByRole('alert')).toHaveText(['Amount exceeds the total amount']);
  await seller(2).getByLabel('Seller', { exact: true }).selectOption(anna.code);
  await expect(seller(2).getByRole('alert')).toHaveText(['Seller already added']);
  await seller(2).getByRole('button', { name: 'Remove seller 2' }).click();
  await seller(1).getByLabel('Amount', { exact: true }).fill('2000');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText('Unallocated €5.00');

  const before = { anna: await pendingOf(api, anna.code), bram: await pendingOf(api, bram.code) };
  expect(before.anna).toBe(6_000);
  await dialog.getByRole('button', { name: 'Create refund' }).click();
  await confirmAction(page);
  const created = dialog.getByRole('status');
  await expect(created).toHaveText(/^Refund SR-\S+ created$/);
  const refundCode = (await created.textContent())?.split(' ')[1] ?? '';
  await expect(dialog.getByText(`${anna.name}: €20.00 taken back`)).toBeVisible();
  expect(await pendingOf(api, anna.code)).toBe(before.anna - 2_000);
  expect(await pendingOf(api, bram.code)).toBe(before.bram);

  await dialog.getByRole('button', { name: 'Done' }).click();
  const related = details.getByRole('region', { name: 'Related transactions' });
  await expect(related.getByRole('button', { name: refundCode })).toBeVisible();

  // Anna has 40.00 of her 60.00 left: a second refund of 45.00 from her is within the payment's 75.00, not hers.
  await details.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText('Left to refund: €75.00')).toBeVisible();
  await refund.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Chargeback' }).click();
  await refund.getByLabel('Total amount').fill('4500');
  await seller(2).getByRole('button', { name: 'Remove seller 2' }).click();
  await seller(1).getByLabel('Amount', { exact: true }).fill('4500');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create chargeback' }).click();
  await confirmAction(page);
  await expect(dialog.getByRole('alert')).toHaveText(['Bad request, Amount exceeds the total amount for this seller']);
  await expect(dialog.getByRole('form', { name: `Refund payment ${payment.code}` })).toBeVisible();
  expect(await pendingOf(api, anna.code)).toBe(before.anna - 2_000);
  const paid = (await api.get(`${splitPayments}/${payment.code}`)) as { pendingRefundAmount: number };
  expect(paid.pendingRefundAmount).toBe(2_500);
  // The refusal's 400 is the one error the browser logs.
  expect(errors.filter((error) => !error.includes('status of 400') || !error.includes('/split-refunds'))).toEqual([]);
  expect(errors).toHaveLength(1);
});

import { expect, test } from '@playwright/test';
import { fundedSeller, newMerchant, newSellerAccount } from './ops-api.ts';
import { collectPageErrors, signIn } from './sign-in.ts';

const fund = '/api/main/api/v2/fund';
const accountOwners = '/api/accountowner/api/v2/accountowners';

test('a division that requires reasons for money movements: the transfer waits for one, then keeps it', async ({
  page,
  request,
}) => {
  // A merchant of this spec alone: the demo division's settings, which other specs rely on, stay as they are.
  const shop = await newMerchant(request, 'Reasoned Goods');
  const { api, merchantCode, divisionCode } = shop;
  const tag = Date.now().toString(36);
  // Funded first: the payment that funds the seller moves money too, and would need a reason once required.
  const from = (await fundedSeller(api, `Reason From ${tag}`, 5_000, shop)).virtualAccountCode;
  const to = (await newSellerAccount(api, `Reason To ${tag}`, shop)).virtualAccountCode;
  await api.patch(`${accountOwners}/merchants/${merchantCode}/divisions/${divisionCode}/config`, {
    balanceTransfersEnabled: true,
    reasonsRequired: ['moneyMovement'],
  });
  const confirmedOf = async (code: string) =>
    ((await api.get(`${fund}/internal/balance/${code}`)) as { confirmedBalance: number }).confirmedBalance;

  const errors = collectPageErrors(page);
  await signIn(page, undefined, `/balance-transfers?merchantCode=${merchantCode}&divisionCode=${divisionCode}`);
  await page.getByRole('button', { name: 'New transfer' }).click();
  const form = page.getByRole('form', { name: 'Transfer between virtual accounts' });
  await form.getByLabel('From virtual account code').fill(from);
  await form.getByLabel('To virtual account code').fill(to);
  await expect(form.getByText('Confirmed balance €50.00')).toBeVisible();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Correction' }).click();
  await form.getByLabel('Amount in the smallest unit').fill('1234');
  await form.getByRole('button', { name: 'Review transfer' }).click();

  const confirmation = page.getByRole('region', { name: 'Confirm the transfer' });
  const reason = confirmation.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeVisible();
  await confirmation.getByRole('button', { name: 'Transfer €12.34' }).click();
  await expect(confirmation.getByText('A reason is required for this change in this division.')).toBeVisible();
  expect(await confirmedOf(from)).toBe(5_000);

  await reason.fill('Correcting the double fee of 3 March');
  await confirmation.getByRole('button', { name: 'Transfer €12.34' }).click();
  const done = page.getByRole('status').filter({ hasText: /^Transfer BT-\S+ made$/ });
  await expect(done).toBeVisible();
  expect(await confirmedOf(from)).toBe(5_000 - 1_234);
  const code = /BT-\S+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  const trail = (await api.get(`/api/audit/balanceTransfer/${code}`)) as {
    elements: { action: string; reason: string | null; source: string | null }[];
  };
  expect(trail.elements[0]).toMatchObject({
    action: 'createBalanceTransfer',
    reason: 'Correcting the double fee of 3 March',
    source: 'WEB',
  });
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { notice } from './notice.ts';
import { hollandGoodsNl, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';
const splitPayments = '/api/main/api/v1/fund/split-payments';
const header =
  'Merchant Account,Psp Reference,Merchant Reference,Type,Gross Currency,Gross Debit (GC),Gross Credit (GC),' +
  'Net Currency,Net Debit (NC),Net Credit (NC),Commission (NC),Batch Number,Booking Date';

test('matches PSP report items with payments from the keyboard (one to one, one to many) and unmatches one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  // A division of its own: its payments, integration and report are the spec's alone.
  const division = (await (
    await opsApi(request)
  ).post(`${accountOwner}/merchants/${hollandGoodsNl.merchantCode}/divisions`, {
    displayName: `PSP workbench ${tag}`,
  })) as { code: string };
  const scope = { merchantCode: hollandGoodsNl.merchantCode, divisionCode: division.code };
  const api = await opsApi(request, scope);
  const seller = (await api.post(
    `${accountOwner}/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/accountholders`,
    { name: `Workbench Shop ${tag}`, email: `${tag.toLowerCase()}@example.test`, legalForm: 'INDIVIDUAL' },
  )) as { code: string };
  const pay = async (name: string, total: number) =>
    (await api.post(splitPayments, {
      ...scope,
      psp: 'ADYEN',
      pspReference: `PSP-${name}-${tag}`,
      paymentMethod: 'IDEAL',
      currency: 'EUR',
      totalAmount: total,
      // A tenth to the division's income: enough to pay the PSP's fee.
      sellers: [{ sellerCode: seller.code, amount: total * 0.9 }],
    })) as { code: string };
  const alone = await pay('A', 3_000);
  const together = [await pay('B', 2_000), await pay('C', 1_250)];
  const integrations = `/api/psp-adapter/api/v1/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/psp/integration`;
  const account = `ACCOUNT-${tag}`;
  const integration = (await api.post(integrations, { provider: 'ADYEN', merchantAccount: account })) as {
    code: string;
  };
  const day = new Date().toISOString().slice(0, 10);
  const lines = [
    // The PSP cut the reference short, and booked two payments of one shopper as one line: the import places neither.
    `${account},PSP-A-${tag.slice(0, 6)},order A,Settled,EUR,,30.00,EUR,,29.70,0.30,${tag},${day}`,
    `${account},PSP-BC-${tag},orders B and C,Settled,EUR,,32.50,EUR,,32.18,0.32,${tag},${day}`,
  ];
  await api.postFile(`${integrations}/${integration.code}/settlement-reports`, {
    name: `settlement-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${lines.join('\n')}\n`),
  });
  const statusOf = async (code: string) => ((await api.get(`${splitPayments}/${code}`)) as { status: string }).status;

  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/psp-integration?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
  );
  await page.getByRole('link', { name: 'Workbench' }).click();
  await expect(page).toHaveTitle('Ops | Workbench');
  const items = page.getByRole('table', { name: 'Unmatched items' });
  const first = items.getByRole('row').filter({ hasText: `PSP-A-${tag.slice(0, 6)}` });
  await expect(first.getByText('unallocated', { exact: true })).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');

  const candidates = page.getByRole('table', { name: /^Candidates for / });
  const best = candidates.getByRole('row').nth(1);
  await expect(best).toContainText(alone.code);
  await expect(best).toBeFocused();
  await page.keyboard.press('x');
  await expect(page.getByTestId('workbench-selection')).toHaveText('1 selected: €30.00 of €30.00, difference €0.00');
  await page.keyboard.press('Enter');
  expect(await confirmAction(page)).toContain('The selected transactions are reconciled with the PSP report items');
  await expect(notice(page, / is reconciled$/)).toBeVisible();
  await expect(first.getByText('reconciled', { exact: true })).toBeVisible();
  expect(await statusOf(alone.code)).toBe('RECONCILED');

  // One item, two payments: x selects each, the running difference comes to nothing.
  const second = items.getByRole('row').filter({ hasText: `PSP-BC-${tag}` });
  await second.focus();
  await page.keyboard.press('Enter');
  for (const payment of together) {
    const row = candidates.getByRole('row').filter({ hasText: payment.code });
    await row.focus();
    await page.keyboard.press('x');
  }
  await expect(page.getByTestId('workbench-selection')).toHaveText('2 selected: €32.50 of €32.50, difference €0.00');
  await page.keyboard.press('Enter');
  await confirmAction(page);
  await expect(second.getByText('reconciled', { exact: true })).toBeVisible();
  for (const payment of together) expect(await statusOf(payment.code)).toBe('RECONCILED');

  // u on the first matched item asks why, then undoes its match: the item waits again, the payment is pending.
  await first.focus();
  await page.keyboard.press('u');
  const unmatch = page.getByRole('dialog', { name: /^Unmatch / });
  await unmatch.getByLabel('Reason').fill('Another order of the shopper');
  await unmatch.getByRole('button', { name: 'Unmatch' }).click();
  expect(await confirmAction(page)).toContain('The match is undone');
  await expect(notice(page, / is unmatched$/)).toBeVisible();
  await expect(first.getByText('unallocated', { exact: true })).toBeVisible();
  expect(await statusOf(alone.code)).toBe('PENDING');
  expect(errors).toEqual([]);
});

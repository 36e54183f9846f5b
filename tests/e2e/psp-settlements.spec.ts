import { expect, test } from '@playwright/test';
import { hollandGoodsNl, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';
const header =
  'Merchant Account,Psp Reference,Merchant Reference,Type,Gross Currency,Gross Debit (GC),Gross Credit (GC),' +
  'Net Currency,Net Debit (NC),Net Credit (NC),Commission (NC),Batch Number,Booking Date';

test("PSP Settlements: an imported report's batch with its totals, opened to its lines and downloaded", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  // A division of its own, so its list holds only the batch made here.
  const division = (await (
    await opsApi(request)
  ).post(`${accountOwner}/merchants/${hollandGoodsNl.merchantCode}/divisions`, {
    displayName: `Settlements ${tag}`,
  })) as { code: string };
  const scope = { merchantCode: hollandGoodsNl.merchantCode, divisionCode: division.code };
  const api = await opsApi(request, scope);
  const seller = (await api.post(
    `${accountOwner}/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/accountholders`,
    { name: `Settlement Shop ${tag}`, email: `${tag.toLowerCase()}@example.test`, legalForm: 'INDIVIDUAL' },
  )) as { code: string };
  const pay = async (reference: string, total: number) =>
    api.post('/api/main/api/v1/fund/split-payments', {
      ...scope,
      psp: 'ADYEN',
      pspReference: reference,
      paymentMethod: 'IDEAL',
      currency: 'EUR',
      totalAmount: total,
      // A tenth to the division's income: enough to pay the PSP's fee.
      sellers: [{ sellerCode: seller.code, amount: total * 0.9 }],
    });
  await pay(`PSP-A-${tag}`, 10_000);
  await pay(`PSP-B-${tag}`, 5_000);
  const integrations = `/api/psp-adapter/api/v1/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/psp/integration`;
  const account = `ACCOUNT-${tag}`;
  const integration = (await api.post(integrations, { provider: 'ADYEN', merchantAccount: account })) as {
    code: string;
  };
  const lines = [
    `${account},PSP-A-${tag},order A,Settled,EUR,,100.00,EUR,,99.00,1.00,${tag},2026-03-04`,
    `${account},PSP-B-${tag},order B,Settled,EUR,,50.00,EUR,,49.50,0.50,${tag},2026-03-05`,
    `${account},PSP-UNKNOWN-${tag},order C,Settled,EUR,,20.00,EUR,,19.80,0.20,${tag},2026-03-05`,
  ];
  const csv = `${header}\n${lines.join('\n')}\n`;
  await api.postFile(`${integrations}/${integration.code}/settlement-reports`, {
    name: `settlement-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, `/?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`);
  // Off the sidebar: reached by the palette's Go to.
  await expect(page).toHaveTitle('Ops | Home');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'PSP Settlements' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  // Typed only once the palette has the focus: keys pressed before it opens go to the page.
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('PSP Settlements');
  await palette
    .getByRole('option', { name: /PSP Settlements/ })
    .first()
    .click();
  await expect(page).toHaveTitle('Ops | PSP Settlements');

  const table = page.getByRole('table', { name: 'PSP Settlements' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const batch = rows.nth(1);
  await expect(batch).toContainText('2026-03-05');
  await expect(batch).toContainText(tag);
  // Gross 170.00, PSP fees 1.70, net 168.30; three lines, two reconciled.
  await expect(batch).toContainText('€170.00');
  await expect(batch).toContainText('€1.70');
  await expect(batch).toContainText('€168.30');
  await expect(batch.getByText('partially reconciled', { exact: true })).toBeVisible();

  await batch.getByRole('link', { name: tag }).click();
  await expect(page).toHaveURL(/\/psp-settlements\/PX-/);
  const reportLines = page.getByRole('table', { name: 'Lines of the report' });
  await expect(reportLines.getByRole('row')).toHaveCount(4);
  await expect(reportLines.getByRole('row').filter({ hasText: `PSP-UNKNOWN-${tag}` })).toContainText('unallocated');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`settlement-${tag}.csv`);
  const saved = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(saved, 'utf8')).toBe(csv);
  expect(errors).toEqual([]);
});

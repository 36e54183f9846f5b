import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { hollandGoodsNl, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';
import { pay, type Split } from './split-payments.ts';

const division = hollandGoodsNl;
const accountOwner = '/api/accountowner/api/v2/accountowners';
const splitPayments = '/api/main/api/v1/fund/split-payments';

/** A new seller of the demo division and two payments to it: the first unreconciled, the second reconciled. */
async function twoPayments(request: APIRequestContext) {
  const api = await opsApi(request);
  const tag = `E2E-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  const seller = (await api.post(
    `${accountOwner}/merchants/${division.merchantCode}/divisions/${division.divisionCode}/accountholders`,
    { name: `Transactions Shop ${tag}`, email: `${tag.toLowerCase()}@example.test`, legalForm: 'INDIVIDUAL' },
  )) as { code: string; name: string };
  const open = await pay(api, seller.code, `${tag}-OPEN`);
  const settled = await pay(api, seller.code, `${tag}-SETTLED`);
  await api.post(`/api/main/api/v1/fund/sandbox/split-payments/${settled.code}/reconcile`, { matchedBy: 'PSP_REPORT' });
  return { api, tag, seller, open, settled };
}

const query = (page: Page) => new URL(page.url()).searchParams;

test('a transaction is opened, its raw JSON copied, and cancelled while unreconciled; a reconciled one cannot be', async ({
  page,
  context,
  request,
}) => {
  // A long flow of many steps: on 2 busy cores it takes 20 to 33 s, past the default 30 s.
  test.setTimeout(60_000);
  const { api, tag, seller, open, settled } = await twoPayments(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}&search=${tag}`,
  );
  await expect(page).toHaveTitle('Ops | Transactions');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(open.code) })).toContainText('pending');
  await expect(table.getByRole('row', { name: new RegExp(settled.code) })).toContainText('reconciled');

  // The status filter asks the platform for reconciled transactions only.
  await page.getByRole('checkbox', { name: 'Reconciled' }).check();
  await expect.poll(() => query(page).get('q')).toBe(`status:RECONCILED ${tag}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(settled.code) })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Reconciled' }).uncheck();
  await expect(table.getByRole('row')).toHaveCount(3);

  // Open the unreconciled payment: its fields, split and balance impact.
  await table.getByRole('button', { name: open.code }).click();
  await expect.poll(() => query(page).get('transaction')).toBe(open.code);
  const dialog = page.getByRole('dialog', { name: `Transaction ${open.code}` });
  await expect(dialog.getByText(`End-to-end payment ${tag}-OPEN`)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Split details' })).toContainText(seller.name);
  const impact = dialog.getByRole('region', { name: 'Balance impact' });
  await expect(impact.getByRole('row', { name: /ADYEN/ })).toContainText('-€100.00');
  await expect(impact.getByRole('row', { name: new RegExp(seller.name) })).toContainText('+€72.00');

  await dialog.getByRole('button', { name: 'Copy raw JSON' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Raw JSON copied' })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Split & {
    totalAmount: number;
  };
  expect(copied).toMatchObject({ code: open.code, status: 'PENDING', totalAmount: 10_000, reference: `${tag}-OPEN` });

  // Cancel asks once, through the one confirmation in the spec's words, then says it may take up to 60 minutes.
  await dialog.getByRole('button', { name: 'Cancel transaction' }).click();
  const said = await confirmAction(page);
  expect(said).toContain('Cancelling may take up to 60 minutes to show.');
  expect(said).toContain(open.code);
  await expect(dialog.getByRole('status').filter({ hasText: `Transaction ${open.code} is cancelled.` })).toContainText(
    'Cancelling may take up to 60 minutes to show.',
  );
  expect(((await api.get(`${splitPayments}/${open.code}`)) as Split).status).toBe('CANCELLED');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(query(page).get('transaction')).toBeNull();
  expect(query(page).get('q')).toBe(tag);
  await expect(table.getByRole('row', { name: new RegExp(open.code) })).toContainText('cancelled');

  // A reconciled payment offers no cancel, and the platform refuses one and changes nothing.
  await table.getByRole('button', { name: settled.code }).click();
  const settledDialog = page.getByRole('dialog', { name: `Transaction ${settled.code}` });
  await expect(settledDialog.getByText(/ · PSP report$/)).toBeVisible();
  await expect(
    settledDialog.getByText(
      'Only unreconciled transactions (no PSP report or bank statement matched) can be cancelled.',
    ),
  ).toBeVisible();
  await expect(settledDialog.getByRole('button', { name: 'Cancel transaction' })).toHaveCount(0);
  const refused = await api.postRaw(`${splitPayments}/${settled.code}/cancel`, undefined);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    code: 409,
    message: 'Only unreconciled transactions can be cancelled',
    details: [],
  });
  expect(((await api.get(`${splitPayments}/${settled.code}`)) as Split).status).toBe('RECONCILED');
  await page.keyboard.press('Escape');

  // Creation dates in the URL reach the platform: today's range holds both, a range long past none.
  const listed = (from: string, to: string) =>
    `/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}&search=${tag}&createdFrom=${from}&createdTo=${to}`;
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(listed(today, today));
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.goto(listed('2000-01-01', '2000-01-31'));
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Creation date 01/01/2000 - 31/01/2000' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the palette offers Open and Cancel transaction for the focused row; its Cancel asks once', async ({
  page,
  request,
}) => {
  const { api, tag, open } = await twoPayments(request);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}&search=${tag}`,
  );
  const row = page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: new RegExp(open.code) });
  await row.getByText(`${tag}-OPEN`, { exact: true }).click();
  await expect(row).toBeFocused();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('transaction');
  await expect(palette.getByRole('option', { name: /^Open transaction/ })).toBeVisible();
  await expect(palette.getByRole('option', { name: /^Cancel transaction/ })).toBeVisible();
  await palette.getByRole('option', { name: /^Cancel transaction/ }).click();

  // The palette runs it: the one confirmation asks, naming the transaction, in the spec's words.
  const question = page.getByRole('alertdialog', { name: 'Cancel transaction?' });
  await expect(question).toContainText(open.code);
  await expect(question).toContainText('Cancelling may take up to 60 minutes to show.');
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();

  // Over the open details the palette offers the same, and saying no leaves the details open.
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('open transaction');
  await palette.getByRole('option', { name: /^Open transaction/ }).click();
  const dialog = page.getByRole('dialog', { name: `Transaction ${open.code}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('cancel transaction');
  await palette.getByRole('option', { name: /^Cancel transaction/ }).click();
  await expect(palette).toBeHidden();
  await expect(question).toContainText(open.code);
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(((await api.get(`${splitPayments}/${open.code}`)) as Split).status).toBe('PENDING');
  expect(errors).toEqual([]);
});

test("a seller's Transactions tab lists its payments, and a split code opens its details on the transactions screen", async ({
  page,
  request,
}) => {
  const { tag, seller, open, settled } = await twoPayments(request);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/sellers/${seller.code}/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}`,
  );
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(settled.code) })).toContainText('reconciled');
  await table.getByRole('button', { name: open.code }).click();
  await expect(page).toHaveURL(/\/transactions\?/);
  expect(query(page).get('transaction')).toBe(open.code);
  expect(query(page).get('merchantCode')).toBe(division.merchantCode);
  const dialog = page.getByRole('dialog', { name: `Transaction ${open.code}` });
  await expect(dialog.getByText(`End-to-end payment ${tag}-OPEN`)).toBeVisible();
  expect(errors).toEqual([]);
});

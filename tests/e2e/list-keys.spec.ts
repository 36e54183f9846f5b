import { expect, type Page, test } from '@playwright/test';
import { hollandGoodsNl, newSeller, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';
import { pay, reconcile, splitOf } from './split-payments.ts';

const division = hollandGoodsNl;

/** Presses Tab until the focus is on the button named `name` (at most 10 times): the keyboard's way to a button. */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 10; step++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no button ${name} reached with Tab`);
}

test('the transactions list is worked through with j, x, Shift+j and a bulk cancel, without the mouse', async ({
  page,
  request,
}) => {
  // Three payments and a run over each on 2 busy cores.
  test.setTimeout(60_000);
  const api = await opsApi(request);
  const tag = `KEYS-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  const seller = await newSeller(api, `Keys Shop ${tag}`);
  const first = await pay(api, seller.code, `${tag}-1`);
  const settled = await pay(api, seller.code, `${tag}-2`);
  const third = await pay(api, seller.code, `${tag}-3`);
  await reconcile(api, settled);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}&search=${tag}`,
  );
  const table = page.getByRole('table', { name: 'Transactions' });
  const rows = table.locator('tbody tr[data-row-index]');
  await expect(rows).toHaveCount(3);
  const made = [first.code, settled.code, third.code];
  const codes = await rows.evaluateAll(
    (each, known) => each.map((row) => known.find((code) => row.textContent?.includes(code))),
    made,
  );
  expect(codes.toSorted()).toEqual(made.toSorted());

  // j enters the list at its first row (focus drawn on it), j moves to the second, k back to the first.
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toBeFocused();

  // x selects the focused row; Shift+j extends the selection over the next two.
  await page.keyboard.press('x');
  await expect(rows.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.keyboard.press('Shift+J');
  await page.keyboard.press('Shift+J');
  await expect(rows.nth(2)).toBeFocused();
  await expect(page.getByText('3 selected')).toBeVisible();
  for (const index of [0, 1, 2]) await expect(rows.nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: `Select transaction ${settled.code}` })).toBeChecked();

  // Escape clears the selection; x and Shift+k make it again.
  await page.keyboard.press('Escape');
  await expect(page.getByText('3 selected')).toBeHidden();
  await expect(rows.nth(2)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('x');
  await page.keyboard.press('Shift+K');
  await page.keyboard.press('Shift+K');
  await expect(page.getByText('3 selected')).toBeVisible();

  // The palette offers the selection's actions first: cancel the three, asked once.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByText('For the 3 selected rows')).toBeVisible();
  const firstOption = palette.getByRole('option').first();
  await expect(firstOption).toHaveText('Cancel transaction (3 selected)');
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Cancel transaction?');
  await expect(question).toContainText('Cancelling may take up to 60 minutes to show.');
  await expect(question).toContainText('Items');
  for (const split of [first, settled, third]) await expect(question).toContainText(split.code);
  await tabTo(page, 'Cancel transaction');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Row by row: the two unreconciled payments are cancelled, the reconciled one is refused with the platform's words.
  const outcome = page.getByRole('dialog', { name: 'Cancel transaction: 2 done, 1 not done' });
  await expect(outcome).toBeVisible();
  const outcomeRow = (code: string) => outcome.getByRole('row', { name: new RegExp(code) });
  await expect(outcomeRow(first.code)).toContainText('Done');
  await expect(outcomeRow(third.code)).toContainText('Done');
  await expect(outcomeRow(settled.code)).toContainText('Not done');
  await expect(outcomeRow(settled.code)).toContainText('Only unreconciled transactions can be cancelled');
  expect((await splitOf(api, first.code)).status).toBe('CANCELLED');
  expect((await splitOf(api, third.code)).status).toBe('CANCELLED');
  expect((await splitOf(api, settled.code)).status).toBe('RECONCILED');
  await page.keyboard.press('Escape');
  await expect(outcome).toBeHidden();

  // The list shows the changed rows; only the refused one stays selected.
  await expect(table.getByRole('row', { name: new RegExp(first.code) })).toContainText('cancelled');
  await expect(table.getByRole('row', { name: new RegExp(third.code) })).toContainText('cancelled');
  await expect(table.getByRole('row', { name: new RegExp(settled.code) })).toContainText('reconciled');
  await expect(page.getByText('1 selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select transaction ${settled.code}` })).toBeChecked();

  // Enter opens the focused row; ? lists the list's keys.
  await rows.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('transaction')).toBe(codes[0]);
  await expect(page.getByRole('dialog', { name: `Transaction ${codes[0]}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Transaction ${codes[0]}` })).toBeHidden();
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys).toContainText('Extend the selected range down or up');
  await expect(keys).toContainText('Open the focused row in a new tab');
  await page.keyboard.press('Escape');
  // Closed, the dialog gives the focus back to the row (a moment after it has gone); / is pressed from there.
  await expect(keys).toBeHidden();
  await expect(rows.nth(0)).toBeFocused();
  // / goes to the filter bar's first field.
  await page.keyboard.press('/');
  await expect(page.locator('.filter-bar').locator(':focus')).toHaveCount(1);
  // The one refusal is the browser's note of the platform's 409 for the reconciled payment; nothing else failed.
  expect(errors).toEqual([
    expect.stringContaining(
      `409 (Conflict) (${new URL(page.url()).origin}/api/main/api/v1/fund/split-payments/${settled.code}/cancel)`,
    ),
  ]);
});

test('Ctrl+Enter opens the focused transaction in a new tab', async ({ page, context, request }) => {
  const api = await opsApi(request);
  const tag = `KEYT-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  const seller = await newSeller(api, `Keys Tab Shop ${tag}`);
  const payment = await pay(api, seller.code, `${tag}-1`);
  await signIn(
    page,
    demoAccounts.ops,
    `/transactions?merchantCode=${division.merchantCode}&divisionCode=${division.divisionCode}&search=${tag}`,
  );
  await expect(page.getByRole('table', { name: 'Transactions' }).locator('tbody tr[data-row-index]')).toHaveCount(1);
  await page.keyboard.press('j');
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).searchParams.get('transaction')).toBe(payment.code);
  await expect(tab.getByRole('dialog', { name: `Transaction ${payment.code}` })).toBeVisible();
  // The page behind stays where it was.
  expect(new URL(page.url()).searchParams.get('transaction')).toBeNull();
});

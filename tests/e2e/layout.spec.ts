import { expect, type Page, test } from '@playwright/test';
import { expectWithinWindow, measureLayout } from './layout-checks.ts';
import { hollandGoodsNl } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

// Issue 14: at 1280 × 800 no screen scrolls the page sideways and every table's rows are one height (layout-checks.ts).
test.use({ viewport: { width: 1280, height: 800 } });

const bound = (path: string) => {
  const [pathname, search] = path.split('?');
  const query = new URLSearchParams(search);
  query.set('merchantCode', hollandGoodsNl.merchantCode);
  query.set('divisionCode', hollandGoodsNl.divisionCode);
  return `${pathname}?${query}`;
};

/** Opens the screen and, once its data is in, checks what it measures. */
async function expectLaidOut(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The screen's data is in: no skeleton left (the platform may be slow while other suites run beside this one).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  expectWithinWindow(await measureLayout(page), path);
}

/**
 * The screens no screenshot opens: the accessibility pass measures the others where it opens them
 * (`expectWithinWindow`), so each screen is loaded once for both checks.
 */
const screensWithoutShot = [
  '/approvals/waiting',
  '/configurations/payouts',
  '/configurations/payouts/scheduler/custom',
  '/configurations/balanceTransfers',
  '/configurations/webhooks',
  '/configurations/merchant-overview',
];

test('no screen without a screenshot is wider than the window at 1280 × 800, and table rows are one height', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, bound('/'));
  for (const path of screensWithoutShot) await expectLaidOut(page, bound(path));
  expect(errors).toEqual([]);
});

test('the comfortable density, chosen in the column menu, makes every row 44 px and is remembered', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, bound('/sellers'));
  const table = page.getByRole('table', { name: 'Sellers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemradio', { name: 'Comfortable' }).click();
  await page.keyboard.press('Escape');
  const heights = async () =>
    table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  await expect.poll(async () => [...new Set(await heights())]).toEqual([44]);
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  expect([...new Set(await heights())]).toEqual([44]);
  expect(await page.evaluate(() => localStorage.getItem('ops.tableDensity'))).toBe('comfortable');
  expect(errors).toEqual([]);
});

import { expect, type Page, test } from '@playwright/test';
import { hollandGoodsNl } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

// Issue 14: at 1280 × 800 no screen scrolls the page sideways (a wide table scrolls inside its own box), and every
// table's rows are one line, all of one height: 36 px in the default compact density.
test.use({ viewport: { width: 1280, height: 800 } });

const bound = (path: string) => {
  const [pathname, search] = path.split('?');
  const query = new URLSearchParams(search);
  query.set('merchantCode', hollandGoodsNl.merchantCode);
  query.set('divisionCode', hollandGoodsNl.divisionCode);
  return `${pathname}?${query}`;
};

interface Measured {
  documentWidth: number;
  viewportWidth: number;
  /** The first elements that reach past the window's right edge, for the failure's message. */
  overflowing: string[];
  /** Each table on view: its name and its body rows' heights, and the density its box asks for. */
  tables: { name: string; density: string | null; heights: number[] }[];
}

/** What the page measures once its data is in: the document's width and every table's row heights. */
async function measure(page: Page): Promise<Measured> {
  await page.waitForLoadState('networkidle');
  // The screen's data is in: no skeleton left (the platform may be slow while other suites run beside this one).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  return page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
    overflowing: [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (element) => !element.closest('.data-table-scroll, .table-scroll') || element.matches('.data-table-scroll'),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      ),
    tables: [...document.querySelectorAll('main table')].map((table) => ({
      name: table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? table.className,
      density: table.closest('[data-density]')?.getAttribute('data-density') ?? null,
      heights: [...table.querySelectorAll(':scope > tbody > tr:not(.data-table-spacer)')].map(
        (row) => Math.round(row.getBoundingClientRect().height * 10) / 10,
      ),
    })),
  }));
}

async function expectLaidOut(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  const measured = await measure(page);
  expect
    .soft(measured.documentWidth, `${path}: the page is no wider than the window; past it: ${measured.overflowing}`)
    .toBeLessThanOrEqual(measured.viewportWidth);
  for (const table of measured.tables) {
    const rows = table.heights;
    if (rows.length === 0) continue;
    expect.soft(new Set(rows).size, `${path}, table ${table.name}: rows of one height (${rows.join(', ')})`).toBe(1);
    if (table.density === 'compact') expect.soft(rows[0], `${path}, table ${table.name}: compact rows`).toBe(36);
  }
  return measured;
}

/** The first link in the named table's rows, to open a details screen the way a user does. */
async function firstRowLink(page: Page, path: string, table: string, link: RegExp): Promise<string> {
  await page.goto(path);
  const first = page.getByRole('table', { name: table }).getByRole('link', { name: link }).first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const href = await first.getAttribute('href');
  if (!href) throw new Error(`the first row of ${table} links nowhere`);
  return href;
}

/**
 * Every screen, in groups a test each: the two workers share them, instead of one test visiting all 35 in a row
 * (102 s at the end of a run).
 */
const screenGroups = {
  'home, division and lists': [
    '/',
    '/overview',
    '/division',
    '/division?tab=externalAccounts',
    '/division?tab=payoutRequests',
    '/sellers',
    '/transactions',
    '/balance-transfers',
    '/payouts',
    '/payouts/requests',
    '/payouts/division-requests',
  ],
  'reconciliation, reports, approvals and activity': [
    '/bank-integration',
    '/bank-integration/workbench',
    '/psp-integration/workbench',
    '/psp-settlements',
    '/reports/division',
    '/reports/sellers',
    '/approvals/waiting',
    '/approvals/all',
    '/activity',
  ],
  configurations: [
    '/configurations/payouts',
    '/configurations/payouts/scheduler/custom',
    '/configurations/balanceTransfers',
    '/configurations/webhooks',
    '/configurations/merchant-overview',
    '/configurations/reasons',
    '/configurations/ops-roles',
    '/configurations/jobs',
  ],
};

for (const [group, screens] of Object.entries(screenGroups)) {
  test(`no screen of ${group} is wider than the window at 1280 × 800, and table rows are one height`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await signIn(page, demoAccounts.ops, bound('/'));
    for (const path of screens) await expectLaidOut(page, bound(path));
    expect(errors).toEqual([]);
  });
}

test('no seller tab, payout request or merchant selection is wider than the window at 1280 × 800', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, bound('/'));
  const seller = await firstRowLink(page, bound('/sellers'), 'Sellers', /\S/);
  const sellerBase = seller.replace(/\/balance(\?.*)?$/, '');
  for (const tab of ['balance', 'identity', 'external-accounts', 'transactions', 'payout-requests', 'payouts']) {
    await expectLaidOut(page, bound(`${sellerBase}/${tab}`));
  }

  const request = await firstRowLink(page, bound('/payouts/requests'), 'Payout requests', /^PR-/);
  await expectLaidOut(page, bound(request.split('?')[0] ?? request));

  // Without a bound merchant, a screen that needs one shows the merchant selection.
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Select merchant' })).toBeVisible();
  const selection = await measure(page);
  expect(selection.documentWidth, 'merchant selection: no wider than the window').toBeLessThanOrEqual(
    selection.viewportWidth,
  );
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

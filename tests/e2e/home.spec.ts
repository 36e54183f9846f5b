import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatMoney } from '../../packages/core/src/money/index.ts';
import { newMerchant } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const opsEmail = demoAccounts.ops.email;
/** A division of the small demo data with a money history (seed: demo merchants). */
const scope = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };
const division = `accountowner/api/v2/accountowners/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}`;

/** What the platform answers the ops account, asked directly: the figures the screen must show. */
async function platformAnswer<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await request.post('/sandbox/token', { data: { email: opsEmail } });
  const { idToken } = (await token.json()) as { idToken: string };
  const answer = await request.get(`/api/${path}`, {
    headers: { authorization: `Bearer ${idToken}`, 'x-user': opsEmail },
  });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

interface Account {
  currency: string;
  confirmedBalance: number;
  pendingBalance: number;
  payoutBalance: number;
}

test('home shows the division and its balances as the platform holds them', async ({ page, request }) => {
  const detailed = await platformAnswer<{ displayName: string; virtualAccounts: Account[] }>(
    request,
    `${division}/detailed`,
  );
  const group = await platformAnswer<{ currencies: { currency: string; totalBalance: number; months: unknown[] }[] }>(
    request,
    `insights/api/v1/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/group-balance`,
  );
  const euro = detailed.virtualAccounts.filter((account) => account.currency === 'EUR');
  const confirmed = euro.reduce((sum, account) => sum + account.confirmedBalance, 0);
  const euroGroup = group.currencies.find((currency) => currency.currency === 'EUR');
  expect(euroGroup, 'the demo division has a euro group balance').toBeDefined();

  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, `/?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`);
  await expect(page).toHaveTitle('Ops | Home');
  await expect(page.getByText(detailed.displayName).first()).toBeVisible();
  const cards = page.getByLabel('EUR', { exact: true }).first();
  await expect(cards.getByText('Confirmed balance').locator('xpath=following-sibling::dd')).toHaveText(
    formatMoney(confirmed, 'EUR', 'en'),
  );
  const totals = page.getByLabel('Totals in EUR');
  await expect(totals.getByText('Total balance').locator('xpath=following-sibling::dd')).toHaveText(
    formatMoney(euroGroup?.totalBalance ?? 0, 'EUR', 'en'),
  );
  const summary = page.getByRole('table', { name: 'Monthly summary (EUR)' });
  await expect(summary.getByRole('rowheader')).toHaveCount(euroGroup?.months.length ?? 0);
  const flag = cards.locator('img').first();
  await expect(flag).toHaveAttribute('src', '/flags/eu.svg');
  // The flag's file arrives after its src is set; on a busy machine that can be a while.
  await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the palette jumps to a seller typed by code, without the mouse', async ({ page, request }) => {
  const sellers = await platformAnswer<{ elements: { code: string; name: string }[] }>(
    request,
    `${division}/accountholders?limit=1`,
  );
  const seller = sellers.elements[0];
  if (!seller) throw new Error('the demo division has no sellers');
  await signIn(page, demoAccounts.ops, `/?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`);
  await expect(page).toHaveTitle('Ops | Home');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.type(seller.code);
  const found = palette.getByRole('group', { name: 'Sellers' }).getByRole('option', { name: new RegExp(seller.code) });
  await expect(found).toBeVisible();
  // Enter runs the item under the cursor: move it onto the seller, wherever cmdk ranked it.
  for (let step = 0; step < 20 && (await found.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sellers/${seller.code}/balance\\?`));
  const query = new URL(page.url()).searchParams;
  expect(query.get('merchantCode')).toBe(scope.merchantCode);
  await expect(palette).toBeHidden();
});

test('home asks the platform once for each of its answers as the app starts', async ({ page, request }) => {
  const merchant = await newMerchant(request, 'Home start');
  await signIn(page, demoAccounts.ops);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (sent.method() === 'GET' && path.startsWith('/api/')) asked.push(path);
  });
  // A new document, as a user opening the address: the app starts again, signed in.
  await page.goto(`/?merchantCode=${merchant.merchantCode}&divisionCode=${merchant.divisionCode}`);
  await expect(page).toHaveTitle('Ops | Home');
  await expect(page.getByText(merchant.displayName).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Group balance' }).first()).toBeVisible();

  const merchantPath = `/api/accountowner/api/v2/accountowners/merchants/${merchant.merchantCode}`;
  const divisionPath = `${merchantPath}/divisions/${merchant.divisionCode}/detailed`;
  const groupPath = `/api/insights/api/v1/merchants/${merchant.merchantCode}/divisions/${merchant.divisionCode}/group-balance`;
  const times = (path: string) => asked.filter((sent) => sent === path).length;
  expect({ merchant: times(merchantPath), division: times(divisionPath), group: times(groupPath) }).toEqual({
    merchant: 1,
    division: 1,
    group: 1,
  });
});

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { hollandGoodsNl, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';
const payoutRequests = '/api/main/api/v1/fund/payout-requests';
const division = hollandGoodsNl;
/** The view, named apart for each run: a name is the owner's once per list and division. */
const viewName = `Failed payouts this week ${Date.now().toString(36)}`;

/** The payout request codes the table shows, top to bottom. */
async function listedCodes(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Payout requests' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => /\bPR-[A-Z0-9]{12}/.exec(row.textContent ?? '')?.[0] ?? ''));
}

/**
 * A failed payout request of the spec's own: an active demo seller with money pays out 1 cent (accepted), then its
 * whole confirmed balance, which no longer fits (failed).
 */
async function failedPayout(request: APIRequestContext) {
  const api = await opsApi(request, division);
  const { elements } = (await api.get(
    `${accountOwner}/merchants/${division.merchantCode}/divisions/${division.divisionCode}/accountholders?status=ACTIVE&hideNoBalance=true&_fragments=balances&limit=200`,
  )) as { elements: { code: string; balances: { code: string; confirmedBalance: number; currency: string }[] }[] };
  const seller = elements
    .reverse()
    .find((candidate) => candidate.balances.some((b) => b.currency === 'EUR' && b.confirmedBalance >= 200));
  const account = seller?.balances.find((b) => b.currency === 'EUR');
  if (!seller || !account) throw new Error('no demo seller with money to pay out');
  const ask = async (amount: number) =>
    (
      (await api.post(
        `${payoutRequests}/merchants/${division.merchantCode}/divisions/${division.divisionCode}`,
        { virtualAccountCode: account.code, amountMode: 'PARTIAL', amount, description: 'Saved views spec' },
        { 'idempotency-key': crypto.randomUUID() },
      )) as { code: string }
    ).code;
  const small = await ask(1);
  const whole = await ask(account.confirmedBalance);
  const process = (code: string) =>
    api.post(`${payoutRequests}/process`, { payoutRequestCodes: [code] }, { 'idempotency-key': crypto.randomUUID() });
  await process(small);
  await process(whole);
  return { failedCode: whole };
}

async function oscarsPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, demoAccounts.oscar, path);
  return page;
}

test('a view saved and shared on the payout requests list opens from a colleague’s palette on the same rows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { failedCode } = await failedPayout(request);
  const errors = collectPageErrors(page);
  // The search names the spec's own request, so requests an earlier run left failed are not on the view's rows.
  const bound = new URLSearchParams({ ...division, q: 'status:failed created>-7d', search: failedCode });
  await signIn(page, demoAccounts.ops, `/payouts/requests?${bound}`);
  await expect.poll(() => listedCodes(page)).toEqual([failedCode]);

  // Olivia saves the list as a view, shared with the team: the header names it, unchanged.
  const bar = page.getByRole('region', { name: 'Saved view' });
  await bar.getByRole('button', { name: 'Save as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view as' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
  await dialog.getByRole('checkbox', { name: 'Share with the team' }).click();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.locator('.saved-view-name')).toHaveText(viewName);
  await expect(bar.getByRole('switch', { name: 'Shared with the team' })).toBeChecked();
  await expect(bar.getByText('changed', { exact: true })).toHaveCount(0);
  const viewId = new URL(page.url()).searchParams.get('view');
  expect(viewId).toMatch(/^\d+$/);

  // A filter changed: the view is "changed"; Revert brings back its rows.
  await page.getByRole('searchbox', { name: 'Search by code' }).fill('PR-NONE');
  await expect(bar.getByText('changed', { exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Revert' }).click();
  await expect(bar.getByText('changed', { exact: true })).toHaveCount(0);
  await expect.poll(() => listedCodes(page)).toEqual([failedCode]);

  // Oscar, another ops account, opens it from the palette on another screen and sees the same rows.
  const oscar = await oscarsPage(browser, `/payouts?${new URLSearchParams(division)}`);
  // The palette's key works once the console is on screen, not while its first page still loads.
  await expect(oscar.getByRole('heading', { level: 1 })).toHaveText('Payouts');
  await oscar.keyboard.press('Control+k');
  const palette = oscar.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await oscar.keyboard.type('Failed payouts');
  const command = palette.getByRole('option', { name: `Open view ${viewName}` });
  await expect(command).toBeVisible();
  const listAsked: URL[] = [];
  oscar.on('request', (asked) => {
    const url = new URL(asked.url());
    // The list's own requests name its division; the palette's search for what was typed does not.
    if (url.pathname.endsWith('/fund/payout-requests') && url.searchParams.has('divisionCode')) listAsked.push(url);
  });
  await command.click();
  await expect(oscar).toHaveURL(/\/payouts\/requests\?/);
  await expect.poll(() => listedCodes(oscar)).toEqual([failedCode]);
  // The palette hands the list the view it knows: the list asks for the view's rows at once, never for every row first.
  expect(listAsked.length).toBeGreaterThan(0);
  expect(listAsked.filter((url) => url.searchParams.get('search') !== failedCode).map(String)).toEqual([]);
  const oscarsBar = oscar.getByRole('region', { name: 'Saved view' });
  await expect(oscarsBar.locator('.saved-view-name')).toHaveText(viewName);
  // Not his: no Save, Shared or Delete; he may still make it his default.
  await expect(oscarsBar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(oscarsBar.getByRole('button', { name: 'Make default' })).toBeVisible();
  expect(errors).toEqual([]);
});

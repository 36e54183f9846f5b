import { type APIRequestContext, expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { notice } from './notice.ts';
import { hollandGoodsNl } from './ops-api.ts';
import { collectPageErrors, signIn } from './sign-in.ts';

/** The admin of the sandbox: holds admin alone, so she cannot give treasury (issue 30). */
const ada = { email: 'admin@sandbox.test', name: 'Ada Admin' };
/** A second viewer no other spec uses: this spec changes his roles and ends his sessions. */
const wim = { email: 'wim@sandbox.test', name: 'Wim Viewer' };
const bound = `merchantCode=${hollandGoodsNl.merchantCode}&divisionCode=${hollandGoodsNl.divisionCode}`;
const wimRoles = '/api/opsaccounts/api/v1/accounts/demo-wim-viewer/roles';

/** Ada's calls straight to the platform: the forged one the screen does not offer, and putting Wim back. */
async function asAda(request: APIRequestContext) {
  const token = await request.post('/sandbox/token', { data: { email: ada.email } });
  const { idToken } = (await token.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}`, 'x-user': ada.email };
  return { setWimRoles: (roles: string[]) => request.put(wimRoles, { headers, data: { roles } }) };
}

test.afterEach(async ({ request }) => {
  expect((await (await asAda(request)).setWimRoles(['viewer'])).status()).toBe(200);
});

test('the admin gives a role she holds, cannot give one she lacks, and ends a signed-in account’s sessions', async ({
  page,
  browser,
  request,
}) => {
  // Two people in two browsers, each signed in: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  // Wim signs in first, in a browser of his own: his token is from before the end.
  const wimsContext = await browser.newContext();
  const wimsPage = await wimsContext.newPage();
  await signIn(wimsPage, wim, `/sellers?${bound}`, { throughPages: true });
  await expect(wimsPage.getByRole('heading', { level: 1 })).toHaveText('Sellers');
  await expect(wimsPage.getByRole('button', { name: 'Create seller' })).toHaveCount(0);

  await signIn(page, ada, `/configurations/payouts?${bound}`);
  await page.getByRole('navigation', { name: 'Configurations' }).getByRole('link', { name: 'Ops roles' }).click();
  await expect(page).toHaveURL(/\/configurations\/ops-roles\?/);
  const table = page.getByRole('table', { name: 'Ops accounts' });
  const wimsRow = table.getByRole('row', { name: /Wim Viewer/ });
  await expect(wimsRow).toContainText('wim@sandbox.test');

  await wimsRow.getByRole('button', { name: 'Edit roles' }).click();
  const form = page.getByRole('dialog', { name: 'Roles of Wim Viewer' });
  await expect(form.getByRole('checkbox', { name: 'Treasury' })).toBeDisabled();
  await expect(form.getByText('You do not hold this role, so you cannot give it or take it away')).toHaveCount(4);
  await form.getByRole('checkbox', { name: 'Admin' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(notice(page, 'Roles of Wim Viewer saved')).toBeVisible();
  await expect(wimsRow).toContainText('Admin');

  // What the screen does not offer, the platform refuses: treasury is not Ada's to give.
  const forged = await (await asAda(request)).setWimRoles(['viewer', 'admin', 'treasury']);
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toMatchObject({
    message: 'Unauthorised',
    details: [{ field: 'roles', message: 'Only roles you hold yourself can be given or taken away: treasury' }],
  });

  await wimsRow.getByRole('button', { name: 'End sessions' }).click();
  expect(await confirmAction(page)).toContain('This signs the account out of the console and the CLI everywhere');
  await expect(notice(page, 'Wim Viewer is signed out of the console and the CLI')).toBeVisible();

  // Wim's next action meets a 401 and lands on sign-in.
  await wimsPage.getByRole('link', { name: 'Payouts' }).first().click();
  await expect(wimsPage).toHaveURL(/\/login$/);
  await expect(wimsPage.getByRole('heading', { level: 1, name: 'Operations Dashboard' })).toBeVisible();
  await wimsContext.close();
  expect(errors).toEqual([]);
});

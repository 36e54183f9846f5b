import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { notice } from './notice.ts';
import { opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const kyc2 = '/api/kyc2/kyc2';
const accountOwner = '/api/accountowner/api/v2/accountowners';
/** The demo division whose merchant may only block sellers (KYC permission: can reject). */
const hollandBelgium = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-BE' };

/** Presses Tab until the focus is on what `focused` (run in the page) recognises; the keyboard only. */
async function tabTo(page: Page, focused: () => boolean, most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await page.evaluate(focused)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the focus never got there');
}

const onNewStatus = () => {
  const element = document.activeElement;
  return (
    element instanceof HTMLInputElement && element.closest('fieldset')?.textContent?.startsWith('New status') === true
  );
};

async function opsHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await request.post('/sandbox/token', { data: { email: demoAccounts.ops.email } });
  const { idToken } = (await token.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}`, 'x-user': demoAccounts.ops.email };
}

/** A merchant of the test's own, so its KYC queue holds only what the test makes (other specs add to the demo's). */
async function createOwnMerchant(request: APIRequestContext, name: string) {
  const created = await request.post(`${accountOwner}/merchants`, {
    headers: {
      ...(await opsHeaders(request)),
      'merchant-code': 'PLATFORM',
      'merchant-division-code': 'PLATFORM-OPS',
      'populate-code-fields': 'generate',
    },
    data: { displayName: `${name} ${Date.now().toString(36)}`, description: 'end-to-end KYC' },
  });
  expect(created.status()).toBe(201);
  const merchant = (await created.json()) as { code: string; divisions: { code: string }[] };
  return { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
}

test('an analyst works three tasks by keyboard: next task, review, decide, next', async ({ page }) => {
  // Three whole decisions by keyboard: 36 s when the two cores are busy (load 15), over the default 30 s.
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, '/kycChecks');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC checks' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'KYC checks' })).toBeVisible();

  // Open: the Next task shortcut hands over the oldest unassigned task and focuses its heading.
  await page.keyboard.press('k');
  await page.keyboard.press('n');
  const decided: string[] = [];
  for (let task = 0; task < 3; task += 1) {
    const heading = page.getByRole('heading', { level: 2, name: /^KYC check of / });
    await expect(heading).toBeFocused();
    const seller = ((await heading.textContent()) ?? '').replace('KYC check of ', '');
    expect(decided).not.toContain(seller);
    await expect(page.getByText('Assigned to ops@sandbox.test')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Changes/ })).toBeVisible();

    // Review and decide: Tab through the seller to the new status, choose it, write both comments, save.
    await tabTo(page, onNewStatus);
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'External comment' })).toBeFocused();
    await page.keyboard.type('Your account is verified.');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`Checked by keyboard, task ${task + 1}`);
    // Past the evidence's file button (no file needed) to Save.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save decision' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice(page, `Decision saved: ${seller} is Active`)).toBeVisible();
    decided.push(seller);

    // Next: the focus waits on Next task.
    await expect(page.getByRole('button', { name: 'Next task' }).last()).toBeFocused();
    if (task < 2) await page.keyboard.press('Enter');
  }
  expect(new Set(decided).size).toBe(3);
  expect(errors).toEqual([]);
});

test("a decision for the merchant is held to its division's permission: it may block, never approve", async ({
  page,
  request,
}) => {
  const api = await opsApi(request, hollandBelgium);
  const division = `${accountOwner}/merchants/${hollandBelgium.merchantCode}/divisions/${hollandBelgium.divisionCode}`;
  const name = `Permission Seller ${Date.now().toString(36)}`;
  const seller = (await api.post(`${division}/accountholders`, {
    name,
    email: 'permission@example.test',
    legalForm: 'INDIVIDUAL',
    identity: { firstName: 'Pieter', lastName: 'Claes' },
  })) as { code: string };
  const headers = await opsHeaders(request);
  // A KYC-sensitive change puts the seller under review (IN_PROGRESS), where approving is a move the graph allows.
  const changed = await request.patch(`${division}/accountholders/${seller.code}`, {
    headers,
    data: { identity: { nationality: 'BEL' } },
  });
  expect(changed.ok()).toBe(true);
  const queue = (await api.get(`${kyc2}/tasks?merchantCode=${hollandBelgium.merchantCode}&limit=1000`)) as {
    elements: { code: string; accountHolderCode: string }[];
  };
  const task = queue.elements.find((candidate) => candidate.accountHolderCode === seller.code);
  expect(task).toBeDefined();

  await signIn(page, demoAccounts.ops, `/kycChecks?task=${task?.code}`);
  const form = page.getByRole('form', { name: 'Decision' });
  await expect(form.getByText('Merchant KYC permission: can reject')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Active' })).toBeVisible();
  await form.getByRole('radio', { name: "The merchant's request" }).check();
  await expect(form.getByRole('radio', { name: 'Active' })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: 'Rejected' })).toBeVisible();

  // The platform refuses the approval the screen does not offer.
  const refused = await request.post(`${kyc2}/updateStatus`, {
    headers,
    multipart: { accountOwnerCode: seller.code, status: 'ACTIVE', decider: 'MERCHANT' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "This division's KYC permission (CAN_REJECT) does not allow a merchant to move a seller to ACTIVE",
  );

  await form.getByRole('radio', { name: 'Rejected' }).check();
  await form.getByRole('textbox', { name: 'External comment' }).fill('Blocked on the merchant’s request');
  // The merchant's letter goes with the decision as its evidence.
  await form
    .getByRole('region', { name: 'Files' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'merchant-letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(form.getByText('merchant-letter.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Save decision' }).click();
  await expect(notice(page, `Decision saved: ${name} is Rejected`)).toBeVisible();

  await page.goto(
    `/sellers/${seller.code}/kyc-history?merchantCode=${hollandBelgium.merchantCode}&divisionCode=${hollandBelgium.divisionCode}`,
  );
  const history = page.getByRole('list', { name: 'KYC History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Blocked on the merchant’s request')).toBeVisible();
  await expect(history.getByText('merchant-letter.pdf')).toBeVisible();
  await history.getByText(/^Changes:/).click();
  await expect(history.getByRole('table', { name: 'Changes' }).getByText('firstName')).toBeVisible();
});

test('a seller sent to the external provider from the queue shows in its External KYC History', async ({
  page,
  request,
}) => {
  const scope = await createOwnMerchant(request, 'Provider Shop');
  const api = await opsApi(request, scope);
  const division = `${accountOwner}/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}`;
  const name = `Provider Seller ${Date.now().toString(36)}`;
  const seller = (await api.post(`${division}/accountholders`, {
    name,
    email: 'provider@example.test',
    legalForm: 'INDIVIDUAL',
  })) as { code: string };

  await signIn(page, demoAccounts.ops, `/kycChecks?queueMerchant=${scope.merchantCode}&status=OPEN`);
  const table = page.getByRole('table', { name: 'KYC checks' });
  const row = table.getByRole('row').filter({ hasText: seller.code });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Trigger external provider (1 selected)' }).click();
  await expect(page.getByText('Sent to the external provider: 1 seller', { exact: true })).toBeVisible();

  await page.goto(
    `/sellers/${seller.code}/external-kyc-history?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
  );
  const history = page.getByRole('table', { name: 'External KYC History' });
  await expect(history.getByRole('row').filter({ hasText: 'SANDBOX_ID' })).toHaveCount(1);
  await expect(history.getByText(/^VER-/)).toBeVisible();
});

test('enabling a reliance model in Configurations → KYC needs the compliance officer’s sign-off', async ({
  page,
  request,
}) => {
  const { merchantCode, divisionCode } = await createOwnMerchant(request, 'KYC Config');

  await signIn(page, demoAccounts.ops, `/configurations/kyc?merchantCode=${merchantCode}&divisionCode=${divisionCode}`);
  const form = page.getByRole('form', { name: 'KYC configuration' });
  await expect(form.getByRole('combobox', { name: 'Reliance model' })).toHaveText('None');
  await form.getByRole('combobox', { name: 'Reliance model' }).click();
  await page.getByRole('option', { name: 'Identity reliance' }).click();
  await expect(form.getByRole('textbox', { name: 'Compliance officer’s e-mail' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Compliance officer sign-off is needed before enabling');

  await form.getByRole('textbox', { name: 'Compliance officer’s e-mail' }).fill('compliance@sandbox.test');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('KYC configuration saved', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Reliance model Identity reliance: signed off by compliance@sandbox\.test/),
  ).toBeVisible();
});

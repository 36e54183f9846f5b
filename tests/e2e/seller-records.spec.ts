import { expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { notice } from './notice.ts';
import { newMerchant } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';

/** An organization seller with one UBO, of a merchant of this spec alone. */
async function organizationWithUbo(request: Parameters<typeof newMerchant>[0]) {
  const merchant = await newMerchant(request, 'Records Shop');
  const { api, merchantCode, divisionCode } = merchant;
  const sellers = `${accountOwner}/merchants/${merchantCode}/divisions/${divisionCode}/accountholders`;
  const seller = (await api.post(sellers, {
    name: `Records ${Date.now().toString(36)}`,
    email: 'records@example.test',
    legalForm: 'ORGANIZATION',
    companyType: 'PRIVATE_COMPANY',
  })) as { code: string; name: string };
  const base = `${sellers}/${seller.code}`;
  const ubo = (await api.post(`${base}/ubos`, {
    type: 'INDIVIDUAL',
    firstName: 'Jan',
    lastName: 'Jansen',
    city: 'Utrecht',
  })) as { code: string };
  return { ...merchant, seller, ubo, base };
}

test('add an external account to a seller, give it a file and delete it, all in the web app', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { api, merchantCode, divisionCode, seller, base } = await organizationWithUbo(request);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/sellers/${seller.code}/external-accounts?merchantCode=${merchantCode}&divisionCode=${divisionCode}`,
  );
  await expect(page.getByText('This seller has no external account')).toBeVisible();
  await page.getByRole('button', { name: 'Add external account' }).click();
  const dialog = page.getByRole('dialog', { name: `Add an external account to ${seller.name}` });
  await dialog.getByLabel('IBAN').fill('NL91ABNA0417164300');
  await dialog.getByLabel('Display name').fill('Records main account');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const account = page.getByRole('article', { name: 'Records main account' });
  await expect(account).toContainText('NL91ABNA0417164300');
  await expect(account).toContainText('File: No file yet');
  const [created] = ((await api.get(`${base}/externalAccounts`)) as { elements: { code: string; iban: string }[] })
    .elements;
  expect(created?.iban).toBe('NL91ABNA0417164300');

  await account.getByLabel('Add a file to external account Records main account').setInputFiles({
    name: 'bank-statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
  });
  await expect(account.getByRole('status').filter({ hasText: 'added to' })).toHaveText(
    'bank-statement.pdf added to Records main account',
  );
  await expect(account).toContainText('File: bank-statement.pdf');
  const withFile = (await api.get(`${base}/externalAccounts`)) as { elements: { file: { fileName: string } | null }[] };
  expect(withFile.elements[0]?.file?.fileName).toBe('bank-statement.pdf');

  await account.getByRole('button', { name: 'Delete external account Records main account' }).click();
  const question = await confirmAction(page);
  expect(question).toContain('Delete external account?');
  expect(question).toContain('Once you confirm, it is sent after 5 seconds: until then Undo (or Z) takes it back.');
  // Held 5 seconds for an Undo (issue 31): z takes it back and the account stays; a second Delete goes through.
  await expect(notice(page, 'Delete external account: sending in 5 seconds')).toBeVisible();
  await page.keyboard.press('z');
  await expect(notice(page, 'Delete external account: undone, nothing was sent')).toBeVisible();
  expect(((await api.get(`${base}/externalAccounts`)) as { elements: unknown[] }).elements).toHaveLength(1);
  await account.getByRole('button', { name: 'Delete external account Records main account' }).click();
  await confirmAction(page);
  await expect(account).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('This seller has no external account')).toBeVisible();
  expect(((await api.get(`${base}/externalAccounts`)) as { elements: unknown[] }).elements).toEqual([]);
  expect(errors).toEqual([]);
});

test("edit a seller's UBO in the web app: only what changed is sent", async ({ page, request }) => {
  const { api, merchantCode, divisionCode, seller, ubo, base } = await organizationWithUbo(request);
  await signIn(
    page,
    demoAccounts.ops,
    `/sellers/${seller.code}/identity?merchantCode=${merchantCode}&divisionCode=${divisionCode}`,
  );
  await page.getByRole('button', { name: 'Edit UBO Jan Jansen' }).click();
  const form = page.getByRole('form', { name: 'Edit UBO Jan Jansen' });
  await expect(form.getByLabel('City')).toHaveValue('Utrecht');
  await form.getByLabel('City').fill('Amsterdam');
  await form.getByLabel('Nationality').fill('NLD');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: 'Jan Jansen' })).toContainText('Amsterdam');
  const ubos = (await api.get(`${base}/ubos`)) as {
    elements: { code: string; city: string; nationality: string; firstName: string }[];
  };
  expect(ubos.elements.find((each) => each.code === ubo.code)).toMatchObject({
    city: 'Amsterdam',
    nationality: 'NLD',
    firstName: 'Jan',
  });
});

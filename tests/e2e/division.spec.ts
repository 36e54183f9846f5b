import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const opsEmail = demoAccounts.ops.email;
const query = (page: Page) => new URL(page.url()).searchParams;

test('a division is created from the division page, shown, and deleted again', async ({ page, request }) => {
  const token = await request.post('/sandbox/token', { data: { email: opsEmail } });
  const { idToken } = (await token.json()) as { idToken: string };
  const name = `Division Shop ${Date.now().toString(36)}`;
  const created = await request.post('/api/accountowner/api/v2/accountowners/merchants', {
    headers: {
      authorization: `Bearer ${idToken}`,
      'x-user': opsEmail,
      'merchant-code': 'PLATFORM',
      'merchant-division-code': 'PLATFORM-OPS',
      'populate-code-fields': 'generate',
    },
    data: { displayName: name, description: 'end-to-end test merchant' },
  });
  expect(created.status()).toBe(201);
  const merchant = (await created.json()) as { code: string; divisions: { code: string }[] };
  const firstDivision = merchant.divisions[0]?.code ?? '';

  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, `/division?merchantCode=${merchant.code}&divisionCode=${firstDivision}`);
  await expect(page).toHaveTitle('Ops | Division');
  await expect(page.getByRole('tab', { name: 'Balance', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Balance' })).toContainText('Division income');

  await page.getByRole('button', { name: 'Create division' }).click();
  const dialog = page.getByRole('dialog', { name: `Create a division of ${name}` });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Display name').fill('  Belgium  ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => query(page).get('divisionCode')).not.toBe(firstDivision);
  const newDivision = query(page).get('divisionCode');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Belgium ${newDivision}`) })).toBeVisible();

  await page.getByRole('tab', { name: 'External accounts' }).click();
  await expect.poll(() => query(page).get('tab')).toBe('externalAccounts');
  await expect(page.getByText('This division has no external accounts.')).toBeVisible();

  // A button asks as every caller does: core's confirmation, the division's code typed before anything is deleted.
  await page.getByRole('button', { name: 'Delete division' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete division?' });
  await expect(question).toContainText(`Division${newDivision} (Belgium)`);
  const confirm = question.getByRole('button', { name: 'Delete division' });
  await expect(confirm).toBeDisabled();
  await question.getByRole('textbox', { name: `Type ${newDivision} to confirm` }).fill(newDivision ?? '');
  await confirm.click();
  await expect.poll(() => query(page).get('divisionCode')).toBe(firstDivision);
  expect(query(page).get('merchantCode')).toBe(merchant.code);
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { notice } from './notice.ts';
import { newMerchant, newSeller } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

/** Adding an external account: an action an approval rule can hold back (EXTERNAL_ACCOUNT_CHANGE). */
const externalAccountsOf = (scope: { merchantCode: string; divisionCode: string }, sellerCode: string) =>
  `/api/accountowner/api/v2/accountowners/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}` +
  `/accountholders/${sellerCode}/externalAccounts`;
const iban = { type: 'IBAN', iban: 'NL91ABNA0417164300' };

test('ops staff add, edit and delete an approval rule of a division, and the rule holds a matching call back', async ({
  page,
  request,
}) => {
  const merchant = await newMerchant(request, 'Approval Rules');
  const seller = await newSeller(merchant.api, `Rule Seller ${Date.now().toString(36)}`, merchant);
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/configurations/approval-rules?merchantCode=${merchant.merchantCode}&divisionCode=${merchant.divisionCode}`,
  );
  const tabs = page.getByRole('navigation', { name: 'Configurations' });
  await expect(tabs.getByRole('link', { name: 'Approval rules' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Every action of this division runs without approval.')).toBeVisible();

  // Add: a rule without conditions holds every new external account back.
  await page.getByRole('button', { name: 'Add rule' }).click();
  const create = page.getByRole('dialog', { name: 'Add approval rule' });
  await create.getByLabel('Name').fill('New bank accounts');
  await create.getByRole('checkbox', { name: 'External account added or changed' }).click();
  await create.getByRole('button', { name: 'Add rule' }).click();
  await expect(create).toBeHidden();
  const table = page.getByRole('table', { name: 'Approval rules' });
  const row = table.getByRole('row').filter({ hasText: 'New bank accounts' });
  await expect(row).toContainText('External account added or changed');
  await expect(row).toContainText('Always');
  await expect(row).toContainText('1 approver');

  // The platform holds a matching call back: 202 with its approval request, and no account is added.
  const held = await merchant.api.postRaw(externalAccountsOf(merchant, seller.code), iban);
  expect(held.status()).toBe(202);

  // Edit: only calls started from the CLI wait now, for two approvers.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit approval rule New bank accounts' });
  await edit.getByRole('button', { name: 'Add condition' }).click();
  await edit.getByRole('combobox', { name: 'Condition 1' }).click();
  await page.getByRole('option', { name: 'Started from' }).click();
  await edit.getByRole('checkbox', { name: 'CLI' }).click();
  await edit.getByRole('radio', { name: 'Two approvers, one after the other' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('started from CLI');
  await expect(row).toContainText('2 approvers');
  // A call through the API no longer matches: it runs at once.
  const ran = await merchant.api.postRaw(externalAccountsOf(merchant, seller.code), iban);
  expect(ran.status()).toBe(201);

  // Delete asks first, in core's words, naming the rule.
  await row.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete approval rule?' });
  await expect(question).toContainText('What the rule holds back runs without approval from then on');
  await expect(question).toContainText('New bank accounts');
  await question.getByRole('button', { name: 'Delete approval rule' }).click();
  // Held 5 seconds for an Undo before it is sent (issue 31).
  await expect(notice(page, 'Delete approval rule: sending in 5 seconds')).toBeVisible();
  await expect(page.getByText('Every action of this division runs without approval.')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

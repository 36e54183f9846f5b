import { expect, test } from '@playwright/test';
import { newMerchant } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const usersPath = (merchantCode: string) => `/api/onboarding-api/api/v1/merchant/${merchantCode}/users`;
const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);

test('ops staff create, edit, e-mail and delete a merchant’s users on Configurations → Users', async ({
  page,
  request,
}) => {
  const merchant = await newMerchant(request, 'Users Admin');
  const errors = collectPageErrors(page);
  await signIn(
    page,
    demoAccounts.ops,
    `/configurations/users?merchantCode=${merchant.merchantCode}&divisionCode=${merchant.divisionCode}`,
  );
  const tabs = page.getByRole('navigation', { name: 'Configurations' });
  await expect(tabs.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(page.getByText('Contact support to create an admin user.')).toBeVisible();

  const username = `ilse-${unique()}`;
  await page.getByRole('button', { name: 'Create user' }).click();
  const create = page.getByRole('dialog', { name: 'Create user' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('E-mail').fill(`${username}@users.example`);
  await create.getByLabel('First name').fill('Ilse');
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create.getByText('Required')).toBeVisible();
  await create.getByLabel('Last name').fill('Inkoop');
  await create.getByRole('checkbox', { name: /^Is admin/ }).click();
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create).toBeHidden();

  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(`${username}@users.example`);
  await expect(row.getByRole('cell').nth(5)).toHaveText('Yes'); // Is admin

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit user ${username}` });
  await edit.getByRole('checkbox', { name: /^Enabled/ }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(4)).toHaveText('No');

  await row.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText(`Password-reset e-mail sent to ${username}@users.example`, { exact: true }),
  ).toBeVisible();
  const received = await request.get('/sandbox/mail', { headers: { accept: 'application/json' } });
  const { messages } = (await received.json()) as { messages: { to: string[] }[] };
  expect(messages.some((message) => message.to.includes(`${username}@users.example`))).toBe(true);

  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete user?' });
  await expect(confirm).toContainText(`User${username}`);
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('No users found')).toBeVisible();
  const left = (await merchant.api.get(usersPath(merchant.merchantCode))) as { totalCount: number };
  expect(left.totalCount).toBe(0);
  expect(errors).toEqual([]);
});

test('a reset e-mail’s link sets a password that signs in, where a merchant user meets the Unauthorised screen', async ({
  page,
  request,
  browser,
}) => {
  const merchant = await newMerchant(request, 'Users Reset');
  const username = `jan-${unique()}`;
  const email = `${username}@users.example`;
  await merchant.api.post(usersPath(merchant.merchantCode), { username, email, firstName: 'Jan', lastName: 'Jansen' });
  await merchant.api.post(`${usersPath(merchant.merchantCode)}/${username}/reset-password`, {});

  const received = await request.get('/sandbox/mail', { headers: { accept: 'application/json' } });
  const { messages } = (await received.json()) as { messages: { to: string[]; text: string }[] };
  const mail = messages.find((message) => message.to.includes(email));
  const link = /https?:\/\/\S+\/password-reset\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // The link opens in the user's own browser, in Dutch.
  const context = await browser.newContext({ locale: 'nl-NL' });
  const own = await context.newPage();
  await own.goto(link);
  await expect(own.getByRole('heading', { name: 'Stel je wachtwoord in' })).toBeVisible();
  await own.getByLabel('Nieuw wachtwoord').fill('korte');
  await own.getByLabel('Herhaal het nieuwe wachtwoord').fill('korte');
  await own.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(own.getByRole('alert')).toContainText('Het wachtwoord moet minstens 12 tekens hebben');
  await own.getByLabel('Nieuw wachtwoord').fill('tulpen-in-de-wind-7');
  await own.getByLabel('Herhaal het nieuwe wachtwoord').fill('tulpen-in-de-wind-7');
  await own.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(own.getByRole('status')).toContainText('Je wachtwoord is ingesteld');
  await context.close();

  await page.goto(link);
  await expect(page.getByRole('alert'), 'the link works once').toContainText('This link has expired, was already used');

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  const passwordForm = page.locator('form[action$="/password"]');
  await passwordForm.getByLabel('Username or e-mail address').fill(username);
  await passwordForm.getByLabel('Password').fill('tulpen-in-de-wind-8');
  await passwordForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is not right.');
  await passwordForm.getByLabel('Password').fill('tulpen-in-de-wind-7');
  await passwordForm.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/unauthorised$/);
  await expect(page.getByRole('heading', { name: 'Unauthorised' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, this account is not authorized to access ops dashboard. Please contact your manager to request access or try with a different account.',
  );
  const support = page.getByRole('link', { name: 'Contact support' });
  expect(decodeURIComponent((await support.getAttribute('href')) ?? '')).toContain(`E-mail: ${email}`);
});

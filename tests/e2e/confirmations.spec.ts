import { expect, test } from '@playwright/test';
import { fundedSeller, hollandGoodsNl, newSellerAccount, opsApi } from './ops-api.ts';
import { collectPageErrors, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';
const fund = '/api/main/api/v2/fund';

test("the palette's Delete merchant asks for the merchant's code and deletes nothing until it is typed", async ({
  page,
  request,
}) => {
  const platform = await opsApi(request, { merchantCode: 'PLATFORM', divisionCode: 'PLATFORM-OPS' });
  const merchant = (await platform.post(
    `${accountOwner}/merchants`,
    { displayName: `Palette Delete ${Date.now().toString(36)}`, description: 'end-to-end test merchant' },
    { 'populate-code-fields': 'generate' },
  )) as { code: string; divisions: { code: string }[] };
  const exists = async () => (await platform.getRaw(`${accountOwner}/merchants/${merchant.code}`)).status();
  const errors = collectPageErrors(page);
  await signIn(page, undefined, `/?merchantCode=${merchant.code}&divisionCode=${merchant.divisions[0]?.code}`);

  await expect(page).toHaveTitle('Ops | Home');

  const ask = async () => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('Delete merchant');
    const command = palette.getByRole('option', { name: 'Delete merchant' });
    await expect(command).toBeVisible();
    // Enter runs the item under the cursor: move it onto the command, wherever cmdk ranked it.
    for (let step = 0; step < 20 && (await command.getAttribute('aria-selected')) !== 'true'; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Delete merchant?' });
    await expect(question).toContainText('The merchant and all its divisions are deleted.');
    await expect(question).toContainText(merchant.code);
    return question;
  };

  // Enter on the command asks; Enter again does not delete: the button waits for the code.
  let question = await ask();
  const confirm = question.getByRole('button', { name: 'Delete merchant' });
  await expect(confirm).toBeDisabled();
  const code = question.getByRole('textbox', { name: `Type ${merchant.code} to confirm` });
  await code.fill('M-NOT-IT');
  await code.press('Enter');
  await expect(confirm).toBeDisabled();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await exists()).toBe(200);
  expect(new URL(page.url()).searchParams.get('merchantCode')).toBe(merchant.code);

  question = await ask();
  await question.getByRole('textbox', { name: `Type ${merchant.code} to confirm` }).fill(merchant.code);
  await question.getByRole('button', { name: 'Delete merchant' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('merchantCode')).toBeNull();
  await expect.poll(exists).toBe(404);
  expect(errors).toEqual([]);
});

test('a shortcut reaches the same question: c t opens the transfer, which names the amount and both accounts before moving', async ({
  page,
  request,
}) => {
  const api = await opsApi(request);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const from = (await fundedSeller(api, `Shortcut From ${tag}`, 5_000)).virtualAccountCode;
  const to = (await newSellerAccount(api, `Shortcut To ${tag}`)).virtualAccountCode;
  const confirmedOf = async (code: string) =>
    ((await api.get(`${fund}/internal/balance/${code}`)) as { confirmedBalance: number }).confirmedBalance;
  await signIn(
    page,
    undefined,
    `/?merchantCode=${hollandGoodsNl.merchantCode}&divisionCode=${hollandGoodsNl.divisionCode}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('c');
  await page.keyboard.press('t');
  const form = page.getByRole('form', { name: 'Transfer between virtual accounts' });
  await form.getByLabel('From virtual account code').fill(from);
  await form.getByLabel('To virtual account code').fill(to);
  await expect(form.getByText('Confirmed balance €50.00')).toBeVisible();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Correction' }).click();
  await form.getByLabel('Amount in the smallest unit').fill('1234');
  await form.getByRole('button', { name: 'Review transfer' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm the transfer' });
  await expect(confirmation.getByText('This moves €12.34 of confirmed balance:')).toBeVisible();
  await expect(confirmation).toContainText(from);
  await expect(confirmation).toContainText(to);
  expect(await confirmedOf(from)).toBe(5_000);
  expect(await confirmedOf(to)).toBe(0);
});

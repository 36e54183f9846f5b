import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

/** The demo data's largest division. */
const sellersOfHolland = '/sellers?merchantCode=M-HOLLAND-GOODS&divisionCode=D-HOLLAND-GOODS-NL';

/** The sellers table's column headers as shown, left to right. */
async function headers(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Sellers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const names = await table.getByRole('columnheader').allTextContents();
  return names.map((name) => name.replace(/[▲▼⋮]/g, '').trim()).filter(Boolean);
}

test('hidden and reordered columns survive a reload, and Reset columns brings the default back', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, sellersOfHolland);
  const initial = await headers(page);
  expect(initial.slice(0, 3)).toEqual(['Name', 'Code', 'E-mail']);

  // Hide a column from the table's menu.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Show E-mail' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Show E-mail' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  // Move a column the keyboard way: Space on its header's grip, Arrow Left, Space. Each key waits for the one before
  // to have taken effect, as a person's keys do: dnd-kit listens for the arrows from the turn after the pick-up
  // (a timer), and drops where its announcer says the column is over. Pressed at once on busy cores, a key was lost.
  const codeGrip = page.getByRole('table', { name: 'Sellers' }).getByRole('button', { name: /^Reorder Code / });
  const dragAnnouncer = page.locator('[id^="DndLiveRegion"]');
  await codeGrip.focus();
  await page.keyboard.press('Space');
  await expect(codeGrip).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowLeft');
  await expect(dragAnnouncer).toContainText('was moved over droppable area name');
  await page.keyboard.press('Space');
  await expect(dragAnnouncer).toContainText('was dropped over droppable area name');
  // And drag a header with the mouse: Status onto Name's place.
  const table = page.getByRole('table', { name: 'Sellers' });
  const status = table.getByRole('button', { name: /^Reorder Status / });
  const name = table.getByRole('button', { name: /^Reorder Name / });
  await name.scrollIntoViewIfNeeded();
  const from = await status.boundingBox();
  const to = await name.boundingBox();
  if (!from || !to) throw new Error('the headers have no place on the page');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + 4, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();

  const arranged = await headers(page);
  expect(arranged).not.toContain('E-mail');
  expect(arranged.indexOf('Code')).toBeLessThan(arranged.indexOf('Name'));
  expect(arranged.indexOf('Status')).toBeLessThan(arranged.indexOf('Name'));

  await page.reload();
  expect(await headers(page)).toEqual(arranged);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'Reset columns' }).click();
  expect(await headers(page)).toEqual(initial);
  expect(errors).toEqual([]);
});

test('a page number past the last page in the URL is ignored: the first page shows and the URL drops it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, `${sellersOfHolland}&page=999`);
  const footer = page.getByRole('navigation', { name: 'Pages' });
  await expect(footer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sellers' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(sellersOfHolland);
  expect(errors).toEqual([]);
});

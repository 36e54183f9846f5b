import { expect, type Locator, type Page } from '@playwright/test';

/**
 * In an open Retrigger dialog (PSP or bank adapter), a date range of more than one month is refused in the
 * specification's words and nothing is asked of the platform: no retrigger call leaves the page.
 */
export async function refusesRangeOverOneMonth(page: Page, dialog: Locator): Promise<void> {
  const retriggerCalls: string[] = [];
  const watch = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().includes('retrigger')) retriggerCalls.push(request.url());
  };
  page.on('request', watch);
  await dialog.getByRole('button', { name: /^Date range/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Date range' });
  await calendar.getByLabel('Start date (DD-MM-YYYY)').fill('01-10-2026');
  await calendar.getByLabel('Start date (DD-MM-YYYY)').press('Enter');
  await calendar.getByLabel('End date (DD-MM-YYYY)').fill('02-11-2026');
  await calendar.getByLabel('End date (DD-MM-YYYY)').press('Enter');
  await calendar.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByRole('button', { name: 'Retrigger' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The range selected is too long. Maximum range is one month.');
  await expect(dialog).toBeVisible();
  page.off('request', watch);
  expect(retriggerCalls).toEqual([]);
}

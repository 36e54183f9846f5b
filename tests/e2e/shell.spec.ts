import { expect, test } from '@playwright/test';
import { holdChunk } from './hold-chunk.ts';
import { collectPageErrors, signIn } from './sign-in.ts';

test('the built app opens on its first screen after sign-in, in English', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle(/^Ops \| \S/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Ops Console');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the sidebar collapses from the keyboard and stays collapsed after a reload', async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeVisible();
  const expandedWidth = (await sidebar.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Collapse sidebar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  const collapsedWidth = (await sidebar.boundingBox())?.width ?? Number.POSITIVE_INFINITY;
  expect(collapsedWidth).toBeLessThan(expandedWidth / 2);
});

test('Dutch replaces English and is remembered, and English comes back', async ({ page }) => {
  await signIn(page, undefined, '/no-such-page');
  await page.getByRole('button', { name: 'Account of Olivia Ops' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  await expect(page).toHaveTitle('Ops | Pagina niet gevonden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Zijbalk inklappen' })).toBeVisible();
  await page.getByRole('button', { name: 'Account van Olivia Ops' }).click();
  await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});

test('an unknown path shows Page not found, and its action returns home', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, undefined, '/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Ops | Page not found');
  await page.getByRole('link', { name: 'Return home' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await expect(page).not.toHaveTitle('Ops | Page not found');
  expect(errors).toEqual([]);
});

test.describe('while the page loads', () => {
  test('a shortcut typed before the command registry has loaded still runs once it has', async ({ page }) => {
    await signIn(page, undefined, '/no-such-page');
    const registry = await holdChunk(page, /palette-command-runner-[^/]*\.js$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    // The first key asks for the registry; until it has arrived, the shortcut is kept, not run.
    await expect.poll(registry.asked).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    registry.release();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('with the service worker', () => {
  // The suite blocks service workers (playwright.config.ts): here the app installs its own, as a user's browser does.
  test.use({ serviceWorkers: 'allow' });

  test('once installed, the app opens with the network down and says it is offline', async ({ page, context }) => {
    await signIn(page, undefined, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // Registered once the first screen is drawn; ready when its precache is in.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('You are offline. The Ops Console needs a connection to the platform')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });
});

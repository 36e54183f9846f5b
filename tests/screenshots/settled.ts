// When a screen is ready for its picture: what proves its data is there, and nothing still loading beside it.
import { expect, type Locator, type Page } from '@playwright/test';

/** Long enough for a lazily loaded screen and its first query on two busy cores. */
export const readyTimeout = 20_000;

/** The first data row of a table (row 0 is the header row), so a picture never shows an empty or loading table. */
export async function firstRowDrawn(where: Page | Locator): Promise<void> {
  await expect(where.getByRole('table').first().getByRole('row').nth(1)).toBeVisible({ timeout: readyTimeout });
}

/**
 * Nothing on the page says it is still loading: no skeleton list or busy marker (both carry aria-busy) and no
 * request in flight, so a query that a screen starts after its first data (a second table, a balance) is in too.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: readyTimeout });
  await page.waitForLoadState('networkidle', { timeout: readyTimeout });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: readyTimeout });
}

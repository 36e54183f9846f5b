import type { Locator, Page } from '@playwright/test';

/**
 * A message the app shows for a finished action, where a user reads it: a toast's text in the notifications
 * region, or a status on the page. Not Radix's announcement of a toast: that `status` is a hidden copy for screen
 * readers that lives about a second, which a busy machine's next step can miss (the toast itself stays 8 s); it may
 * match too, so the first match is the one.
 */
export function notice(page: Page, text: string | RegExp): Locator {
  return page
    .locator('.toast-viewport')
    .getByText(text)
    .or(page.getByRole('status').filter({ hasText: text }))
    .first();
}

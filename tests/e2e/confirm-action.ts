import { expect, type Page } from '@playwright/test';

/**
 * Says yes to the confirmation every caller shows before an action that moves money, deletes or acts on many
 * (core's `confirmationOf`): its last button is the action's own. Answers what the question said. It opens over
 * any dialog the action was started from, so it is the last one.
 */
export async function confirmAction(page: Page): Promise<string> {
  const question = page.getByRole('alertdialog').last();
  await expect(question).toBeVisible();
  const said = (await question.textContent()) ?? '';
  await question.getByRole('button').last().click();
  await expect(question).toBeHidden();
  return said;
}

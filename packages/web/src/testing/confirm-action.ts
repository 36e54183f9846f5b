import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Says yes to the confirmation an action that asks first shows (core's `confirmationOf`, every caller's), typing
 * the code first when it asks for one: its last button is the action's own. It opens over any dialog the action
 * was started from, so it is the last one.
 */
export async function confirmAction(user: UserEvent, code?: string): Promise<void> {
  const dialog = (await screen.findAllByRole('alertdialog')).at(-1);
  if (!dialog) throw new Error('no confirmation');
  if (code !== undefined) await user.type(within(dialog).getByRole('textbox'), code);
  const buttons = within(dialog).getAllByRole('button');
  const confirm = buttons.at(-1);
  if (!confirm) throw new Error('the confirmation has no buttons');
  await user.click(confirm);
}

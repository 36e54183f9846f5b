import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Chooses an option of a `Select` (ui/select) by its label, as a keyboard user does: open it, then pick it. */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, label: string): Promise<void> {
  combobox.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: label }));
}

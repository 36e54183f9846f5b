import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Chooses an option of a design-system `Select` as a keyboard user does: opens it, then picks the option. */
export async function chooseOption(user: UserEvent, select: HTMLElement, option: string | RegExp): Promise<void> {
  select.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

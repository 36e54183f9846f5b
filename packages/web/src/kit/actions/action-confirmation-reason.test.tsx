import type { Confirmation } from '@ops/core/actions';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { ActionConfirmationSlot } from './action-confirmation-slot.tsx';
import { type ConfirmationAnswer, confirmationStore } from './confirmation-store.ts';

/** The one confirmation as the app mounts it, in English. */
function renderConfirmation() {
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <ActionConfirmationSlot />
    </I18nProvider>,
  );
  return { user };
}

const question = (required: boolean): Confirmation => ({
  title: 'Create balance transfer?',
  message: 'This moves money.',
  details: [],
  confirmLabel: 'Create balance transfer',
  cancelLabel: 'Cancel',
  reason: { kind: 'moneyMovement', required },
});

function ask(confirmation: Confirmation) {
  let answered: ConfirmationAnswer | undefined;
  act(() => {
    void confirmationStore.ask(confirmation).then((answer) => {
      answered = answer;
    });
  });
  return () => answered;
}

describe('the reason in the confirmation', () => {
  it('refuses to go on without a reason the division requires, then answers yes with the reason typed', async () => {
    const { user } = renderConfirmation();
    const answered = ask(question(true));
    const dialog = await screen.findByRole('alertdialog', { name: 'Create balance transfer?' });
    const confirm = within(dialog).getByRole('button', { name: 'Create balance transfer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(confirm);
    expect(within(dialog).getByText('A reason is required for this change in this division.')).toBeTruthy();
    expect(answered()).toBeUndefined();
    expect(screen.getByRole('alertdialog')).toBe(dialog);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Correcting the March fee');
    expect(within(dialog).queryByText('A reason is required for this change in this division.')).toBeNull();
    await user.click(confirm);
    await waitFor(() => expect(answered()).toEqual({ confirmed: true, reason: 'Correcting the March fee' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers the reason as optional where the division requires none, and goes on without one', async () => {
    const { user } = renderConfirmation();
    const answered = ask(question(false));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create balance transfer' }));
    await waitFor(() => expect(answered()).toEqual({ confirmed: true, reason: undefined }));
  });

  it('asks for no reason for an action of no reason kind', async () => {
    renderConfirmation();
    ask({ ...question(false), reason: undefined });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});

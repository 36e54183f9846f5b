import type { ExternalAccount } from '@ops/core/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { undoHoldMilliseconds } from '../../../../kit/actions/held-runs.ts';
import { chooseOption } from '../../../../testing/choose-option.ts';
import { renderSellerForm } from '../../testing/seller-forms-test-kit.tsx';
import { ExternalAccountStatusForm } from './external-account-status-form.tsx';

const account: ExternalAccount = {
  code: 'EA-1',
  divisionCode: 'D-1',
  accountHolderCode: 'AH-1',
  type: 'IBAN',
  displayName: 'Main account',
  currency: 'EUR',
  paymentMethod: 'SEPA',
  iban: 'NL91ABNA0417164300',
  accountNumber: null,
  routingNumber: null,
  selected: true,
  status: 'IN_PROGRESS',
  file: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('external account status update', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("needs a new status ('Please select a new status') and a reason", async () => {
    // A status change waits 5 seconds for an Undo before it is sent (issue 31): the test's clock skips them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderSellerForm(
      <ExternalAccountStatusForm accountHolderCode="AH-1" account={account} onDone={() => undefined} />,
    );
    // The statuses are offered in words, every one but the account's own.
    const newStatus = screen.getByRole('combobox', { name: 'New status' });
    expect(newStatus.textContent).toContain('Choose a status');
    newStatus.focus();
    await user.keyboard('{Enter}');
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Active', 'Missing data', 'Failed', 'Rejected']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please select a new status',
      'Required',
    ]);
    await chooseOption(user, screen.getByRole('combobox', { name: 'New status' }), 'Active');
    await user.type(screen.getByLabelText('Reason'), 'Bank statement checked');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await vi.advanceTimersByTimeAsync(undoHoldMilliseconds);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an issue with this request, please try again',
    );
  });
});

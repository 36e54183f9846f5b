import type { ExternalAccount } from '@ops/core/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmAction } from '../../../../testing/confirm-action.ts';
import { sampleSeller } from '../../../../testing/sample-seller.ts';
import { renderSellerForm } from '../../testing/seller-forms-test-kit.tsx';
import { PayoutRequestForm } from './payout-request-form.tsx';

const selectedAccount = {
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
  status: 'ACTIVE',
  file: null,
  createdAt: '2026-01-05T10:00:00.000Z',
} satisfies ExternalAccount;

const noop = () => undefined;

describe('payout request form', () => {
  it('offers the estimated amount, and warns about partial amounts', async () => {
    const { user } = renderSellerForm(
      <PayoutRequestForm seller={sampleSeller()} externalAccounts={[selectedAccount]} onDone={noop} onCancel={noop} />,
    );
    expect(screen.getByText('Estimated amount: €50.00')).toBeTruthy();
    expect(screen.getByText('Paid out to Main account NL91ABNA0417164300')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByLabelText('Partial payout'));
    expect(screen.getByRole('note').textContent).toBe(
      'Partial amounts are not reflected in settlement reports, and currency conversion fees apply.',
    );
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(screen.getByRole('alert').textContent).toBe('Value Not Provided');
    await user.type(screen.getByLabelText('Amount (minimum currency units)'), '5001');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(screen.getByRole('alert').textContent).toBe('Value Too High');
    await user.clear(screen.getByLabelText('Amount (minimum currency units)'));
    await user.type(screen.getByLabelText('Amount (minimum currency units)'), '1250');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    await confirmAction(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to request payout');
  });

  it('refuses a seller that is not active, or without a selected external account', async () => {
    const { user } = renderSellerForm(
      <PayoutRequestForm
        seller={sampleSeller({ status: 'IN_PROGRESS' })}
        externalAccounts={[{ ...selectedAccount, selected: false }]}
        onDone={noop}
        onCancel={noop}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Seller does not have an active status',
      'No selected external account found',
    ]);
  });
});

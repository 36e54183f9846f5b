import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionSubjectStore } from '../../../kit/actions/action-subject-store.ts';
import { chooseOption } from '../../../testing/choose-option.ts';
import { TransactionsScreen } from '../list/transactions-screen.tsx';
import {
  detailsKey,
  pageOf,
  renderTransactions,
  sampleDetails,
  sampleRow,
  unfilteredListKey,
} from '../testing/transactions-test-kit.tsx';

type Split = Parameters<typeof sampleDetails>[0];

/** The screen with the details of payment SP-1 open (EUR 100.00: AH-1 got 60.00, AH-2 30.00). */
function renderPayment(split: Split = {}) {
  return renderTransactions(
    <TransactionsScreen />,
    (cache) => {
      cache.setQueryData(unfilteredListKey, pageOf([sampleRow()]));
      cache.setQueryData(detailsKey('SP-1'), sampleDetails(split));
    },
    '&transaction=SP-1',
  );
}

const alertsIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);

describe("a payment's refund", () => {
  it("opens the split creator in refund mode from the details: the payment's code, currency and sellers fixed, the rules live", async () => {
    const { user } = renderPayment({ refundedAmount: 2_000, pendingRefundAmount: 1_000 });
    const details = await screen.findByRole('dialog', { name: 'Transaction SP-1' });
    await user.click(within(details).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment SP-1' });
    expect(screen.queryByRole('dialog', { name: 'Transaction SP-1' })).toBeNull();
    const refund = within(dialog).getByRole('group', { name: 'Refund' });
    expect(within(refund).getByText('SP-1')).toBeTruthy();
    expect(within(refund).getByText('EUR')).toBeTruthy();
    expect(within(refund).queryByLabelText('Currency')).toBeNull();
    expect(within(refund).getByText('Left to refund: €70.00')).toBeTruthy();
    expect(within(dialog).getByText('Only sellers of the payment can be refunded.')).toBeTruthy();

    const row = (n: number) => within(dialog).getByRole('group', { name: `Seller ${n}` });
    const sellerOf = (n: number) => within(row(n)).getByLabelText<HTMLSelectElement>('Seller');
    expect([sellerOf(1).value, sellerOf(2).value]).toEqual(['AH-1', 'AH-2']);
    expect(Array.from(sellerOf(1).options, (option) => option.text)).toEqual([
      'Choose a seller',
      'Bakkerij de Vries (AH-1)',
      'Kaashandel Jansen (AH-2)',
    ]);
    expect(within(row(1)).getByLabelText<HTMLInputElement>('Amount').value).toBe('');
    await user.click(within(row(1)).getByRole('button', { name: 'Add item group' }));
    expect(within(row(1)).getByLabelText('Refund VAT')).toBeTruthy();
    await user.click(within(row(1)).getByRole('button', { name: 'Remove item group 1' }));

    await user.type(within(refund).getByLabelText('Total amount'), '7001');
    expect(alertsIn(refund)).toEqual(['Amount exceeds the total amount']);
    await user.clear(within(refund).getByLabelText('Total amount'));
    await user.type(within(refund).getByLabelText('Total amount'), '7000');
    expect(alertsIn(refund)).toEqual([]);
    await user.type(within(row(1)).getByLabelText('Amount'), '6001');
    expect(alertsIn(row(1))).toEqual(['Amount exceeds the total amount for this seller']);
    expect(within(dialog).getByRole('status').textContent).toBe('Unallocated €9.99');
    await user.selectOptions(sellerOf(2), 'AH-1');
    expect(alertsIn(row(2))).toEqual(['Seller already added']);
    await user.selectOptions(sellerOf(2), '');
    await user.click(within(dialog).getByRole('button', { name: 'Create refund' }));
    expect(alertsIn(row(2))).toEqual(['Please select a seller', 'Value Not Provided']);

    await chooseOption(user, within(refund).getByRole('combobox', { name: 'Type' }), 'Chargeback');
    expect(within(dialog).getByRole('button', { name: 'Create chargeback' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Transaction SP-1' })).toBeTruthy();
  });

  it("opens from the palette's Refund payment for the transaction on view, and says why not for a refund", async () => {
    renderPayment();
    await screen.findByRole('dialog', { name: 'Transaction SP-1' });
    act(() => actionSubjectStore.getSnapshot().forms['transactions.refund']?.());
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment SP-1' });
    expect(within(dialog).getByRole('button', { name: 'Create refund' })).toBeTruthy();
    cleanup();
    renderPayment({ type: 'REFUND', paymentCode: 'SP-0' });
    await screen.findByRole('dialog', { name: 'Transaction SP-1' });
    act(() => actionSubjectStore.getSnapshot().forms['transactions.refund']?.());
    const refused = await screen.findByRole('dialog', { name: 'Refund payment SP-1' });
    expect(alertsIn(refused)).toEqual(['Only a payment that is not cancelled or fully refunded can be refunded.']);
  });

  it("labels a refund's VAT 'Refund VAT' in its split, a payment's 'VAT'", async () => {
    const { unmount } = renderPayment();
    const payment = await screen.findByRole('dialog', { name: 'Transaction SP-1' });
    expect(within(payment).getByText(/· VAT €0\.00/)).toBeTruthy();
    unmount();
    renderPayment({ type: 'REFUND', paymentCode: 'SP-0' });
    const refund = await screen.findByRole('dialog', { name: 'Transaction SP-1' });
    expect(within(refund).getByText(/· Refund VAT €0\.00/)).toBeTruthy();
    expect(within(refund).queryByText(/· VAT €/)).toBeNull();
  });

  it('is not offered for a cancelled or fully refunded payment, nor for a refund', async () => {
    const cases: Split[] = [
      { cancelledAt: '2026-03-03T09:00:00.000Z', status: 'CANCELLED' },
      { refundedAmount: 6_000, pendingRefundAmount: 4_000, status: 'PENDING_REFUND' },
      { type: 'REFUND', paymentCode: 'SP-0' },
    ];
    for (const split of cases) {
      const { unmount } = renderPayment(split);
      const details = await screen.findByRole('dialog', { name: 'Transaction SP-1' });
      expect(within(details).getByRole('button', { name: 'Copy raw JSON' })).toBeTruthy();
      expect(within(details).queryByRole('button', { name: 'Refund' })).toBeNull();
      unmount();
    }
  });
});

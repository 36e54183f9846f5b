import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmAction } from '../../../testing/confirm-action.ts';
import {
  pageOfRows,
  renderPayouts,
  samplePayoutBatch,
  samplePayoutRequest,
  unfilteredKey,
} from '../testing/payouts-test-kit.tsx';
import { PayoutsScreen } from './payouts-screen.tsx';
import { processingStore } from './processing-store.ts';

describe('payouts screen', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => processingStore.dismiss());

  it('shows the three ops tabs and marks the one on view', async () => {
    renderPayouts(<PayoutsScreen />, '/payouts/division-requests');
    const tabs = within(await screen.findByRole('navigation', { name: 'Payout lists' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Payout requests',
      'Merchants/Divisions requests',
      'Payouts',
    ]);
    expect(tabs.getByRole('link', { name: 'Merchants/Divisions requests' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Payouts' }).getAttribute('href')).toBe('/payouts');
  });

  it('lists batches with status, merchant, sellers, items, total, approver and date, and the actions their status allows', async () => {
    renderPayouts(<PayoutsScreen />, '/payouts', (queryClient) =>
      queryClient.setQueryData(
        unfilteredKey('batches'),
        pageOfRows([
          samplePayoutBatch(),
          samplePayoutBatch({
            code: 'PO-2',
            status: 'APPROVED',
            approvedBy: 'ops@sandbox.test',
            approvedAt: '2026-03-03T10:00:00.000Z',
          }),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const [open, approved] = within(table).getAllByRole('row').slice(1);
    if (!open || !approved) throw new Error('two batch rows expected');
    expect(within(open).getByText('open')).toBeTruthy();
    expect(within(open).getByText('Netherlands').textContent).toBe('Netherlands');
    expect(open.textContent).toContain('Holland Goods');
    expect(open.textContent).toContain('€1,234.56');
    expect(within(open).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Instruct' })).toBeNull();
    expect(within(approved).getByText('approved')).toBeTruthy();
    expect(approved.textContent).toContain('ops@sandbox.test');
    expect(within(approved).getByRole('button', { name: 'Instruct' })).toBeTruthy();
    expect(within(approved).getByRole('button', { name: 'Download XML' })).toBeTruthy();
  });

  it('offers an operator no Approve, Instruct or Cancel batch, and a treasurer them', async () => {
    const batches = (queryClient: QueryClient) =>
      queryClient.setQueryData(
        unfilteredKey('batches'),
        pageOfRows([samplePayoutBatch(), samplePayoutBatch({ code: 'PO-2', status: 'APPROVED' })]),
      );
    const operator = renderPayouts(<PayoutsScreen />, '/payouts', batches, ['operator']);
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await waitFor(() => expect(within(table).getAllByRole('button', { name: 'Download XML' })).toHaveLength(2));
    for (const action of ['Approve', 'Instruct', 'Cancel batch']) {
      expect(within(table).queryByRole('button', { name: action })).toBeNull();
    }
    operator.unmount();
    renderPayouts(<PayoutsScreen />, '/payouts', batches, ['treasury']);
    const treasurers = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(treasurers).findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(treasurers).getByRole('button', { name: 'Instruct' })).toBeTruthy();
  });

  it('refuses to cancel a batch while the dashboard is bound to no merchant', async () => {
    const { user } = renderPayouts(<PayoutsScreen />, '/payouts', (queryClient) =>
      queryClient.setQueryData(unfilteredKey('batches'), pageOfRows([samplePayoutBatch()])),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel batch' }));
    await confirmAction(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Dashboard needs to be bound to cancel payout batch');
  });

  it("reads an accepted request as 'accepted', processes only waiting requests chosen, and asks before every matching one", async () => {
    const { user } = renderPayouts(<PayoutsScreen />, '/payouts/requests', (queryClient) =>
      queryClient.setQueryData(
        unfilteredKey('requests'),
        pageOfRows([
          samplePayoutRequest(),
          samplePayoutRequest({ code: 'PR-2', status: 'ACCEPTED', payoutCode: 'PO-1' }),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Payout requests' });
    expect(within(table).getByText('accepted')).toBeTruthy();
    expect(within(table).queryByText(/in progress/i)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select PR-2' }).disabled).toBe(true);
    const process = screen.getByRole<HTMLButtonElement>('button', { name: 'Process selected (0)' });
    expect(process.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select PR-1' }));
    await user.click(screen.getByRole<HTMLButtonElement>('button', { name: 'Process selected (1)' }));
    const selected = screen.getByRole('group', { name: 'Process selected (1)' });
    expect(within(selected).getByText('Process the 1 selected request?')).toBeTruthy();
    expect(processingStore.current()).toBeUndefined();
    await user.click(within(selected).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getByRole('link', { name: 'PR-1' }).getAttribute('href')).toBe(
      '/payouts/requests/PR-1?merchantCode=M-1&divisionCode=D-1',
    );
    await user.click(screen.getByRole('button', { name: 'Process every request matching the filter' }));
    const confirm = screen.getByRole('group', { name: 'Process every request matching the filter' });
    expect(within(confirm).getByText('Process all 2 requests that match the filter?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Process every request matching the filter' })).toBeNull();
    expect(processingStore.current()).toBeUndefined();
  });

  it("asks once before deleting a waiting request, with the spec's 30 minutes, and offers Return only for a processed one", async () => {
    const { user } = renderPayouts(<PayoutsScreen />, '/payouts/requests', (queryClient) =>
      queryClient.setQueryData(
        unfilteredKey('requests'),
        pageOfRows([samplePayoutRequest(), samplePayoutRequest({ code: 'PR-3', status: 'PROCESSED' })]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Payout requests' });
    const [waiting, processed] = within(table).getAllByRole('row').slice(1);
    if (!waiting || !processed) throw new Error('two request rows expected');
    expect(within(waiting).queryByRole('button', { name: 'Return' })).toBeNull();
    expect(within(processed).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(waiting).getByRole('button', { name: 'Delete' }));
    // The one confirmation asks, in the spec's words; the row asks nothing of its own.
    const question = await screen.findByRole('alertdialog', { name: 'Delete payout request?' });
    expect(question.textContent).toContain('A deleted payout request takes up to 30 minutes to show.');
    expect(question.textContent).toContain('PR-1');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(waiting).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('takes the reason of a Return in the row, then asks once with the confirmation', async () => {
    const { user } = renderPayouts(<PayoutsScreen />, '/payouts/requests', (queryClient) =>
      queryClient.setQueryData(
        unfilteredKey('requests'),
        pageOfRows([samplePayoutRequest({ code: 'PR-3', status: 'PROCESSED' })]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Payout requests' });
    const [processed] = within(table).getAllByRole('row').slice(1);
    if (!processed) throw new Error('a request row expected');
    await user.click(within(processed).getByRole('button', { name: 'Return' }));
    const form = within(processed).getByRole('form', { name: 'Return' });
    await user.type(within(form).getByRole('textbox', { name: 'Reason (optional)' }), 'Account closed');
    await user.click(within(form).getByRole('button', { name: 'Return' }));
    const question = await screen.findByRole('alertdialog', { name: 'Return payout request?' });
    expect(question.textContent).toContain('Its amount comes back onto the confirmed balance.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Said no: nothing ran, and the reason is still there to send.
    expect(within(form).getByRole('textbox', { name: 'Reason (optional)' })).toHaveProperty('value', 'Account closed');
  });

  it('offers to resume a run a reload interrupted, under the same run id so nothing is processed twice', async () => {
    window.sessionStorage.setItem(
      'ops.payouts.processingRun',
      JSON.stringify({ runId: 'run-7', selection: { codes: ['PR-1', 'PR-2'] } }),
    );
    const { user } = renderPayouts(<PayoutsScreen />, '/payouts/requests');
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    const panel = await screen.findByRole('region', { name: 'Processing payout requests' });
    expect(processingStore.current()?.runId).toBe('run-7');
    // Nothing answers in a component test: the calls get no report, which the summary says.
    expect(await within(panel).findByText('There was an error server-side')).toBeTruthy();
    expect(window.sessionStorage.getItem('ops.payouts.processingRun')).toBeNull();
  });

  it("lists the divisions' own requests, and offers bounceback for every merchant but the scheduled payout only for a bound division", async () => {
    renderPayouts(<PayoutsScreen />, '/payouts/division-requests', (queryClient) =>
      queryClient.setQueryData(
        unfilteredKey('division-requests'),
        pageOfRows([samplePayoutRequest({ code: 'PR-9', accountHolderCode: null, accountHolderName: null })]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Merchants/Divisions requests' });
    expect(within(table).getByRole('link', { name: 'PR-9' })).toBeTruthy();
    expect(within(table).getByText('waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regenerate returned requests (bounceback)' })).toBeNull();

    window.history.pushState(null, '', '/payouts/requests');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('button', { name: 'Regenerate returned requests (bounceback)' })).toBeTruthy();
    expect(
      screen.getByText('Select a merchant and division to run their bounceback or scheduled payout.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Trigger scheduled payout' })).toBeNull();
  });
});

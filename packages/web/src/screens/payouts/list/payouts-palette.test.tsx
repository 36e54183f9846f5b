import { type ActionSubject, actionRegistry, availableActions, withSubject } from '@ops/core/actions';
import { opsRoles } from '@ops/core/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actionSubjectStore } from '../../../kit/actions/action-subject-store.ts';
import {
  pageOfRows,
  renderPayouts,
  samplePayoutBatch,
  samplePayoutRequest,
  unfilteredKey,
} from '../testing/payouts-test-kit.tsx';
import { PayoutsScreen } from './payouts-screen.tsx';
import { processingStore } from './processing-store.ts';

/** What the palette offers about `about` with nothing bound, for the subject on view. */
const paletteIds = (about: keyof ActionSubject) =>
  availableActions(actionRegistry, {
    permissions: ['ops'],
    roles: opsRoles,
    scope: undefined,
    subject: actionSubjectStore.getSnapshot().subject,
  })
    .filter((action) => action.about === about)
    .map((action) => action.id);

describe("the payouts screen's selection in the palette", () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => processingStore.dismiss());

  it("offers the batch actions for the focused batch, run in the batch's own division", async () => {
    renderPayouts(<PayoutsScreen />, '/payouts', (cache) =>
      cache.setQueryData(
        unfilteredKey('batches'),
        pageOfRows([samplePayoutBatch({ code: 'PO-7', merchantCode: 'M-7', divisionCode: 'D-7' })]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(paletteIds('payoutCode')).toEqual([]);
    const [, batch] = within(table).getAllByRole('row');
    act(() =>
      within(batch as HTMLElement)
        .getByRole('button', { name: 'Approve' })
        .focus(),
    );
    await waitFor(() =>
      expect(actionSubjectStore.getSnapshot().subject).toEqual({
        payoutCode: 'PO-7',
        merchantCode: 'M-7',
        divisionCode: 'D-7',
      }),
    );
    expect(paletteIds('payoutCode')).toEqual(
      expect.arrayContaining(['payouts.approve', 'payouts.instruct', 'payouts.cancel', 'payouts.downloadSepaXml']),
    );
    const approve = actionRegistry.find((action) => action.id === 'payouts.approve');
    if (!approve) throw new Error('payouts.approve is registered');
    expect(withSubject(approve, actionSubjectStore.getSnapshot().subject, {})).toEqual({
      payoutCode: 'PO-7',
      merchantCode: 'M-7',
      divisionCode: 'D-7',
    });
  });

  it('offers Return payout request (and Delete) for the focused request', async () => {
    renderPayouts(<PayoutsScreen />, '/payouts/requests', (cache) =>
      cache.setQueryData(unfilteredKey('requests'), pageOfRows([samplePayoutRequest({ code: 'PR-9' })])),
    );
    const table = await screen.findByRole('table', { name: 'Payout requests' });
    expect(paletteIds('payoutRequestCode')).toEqual([]);
    const [, request] = within(table).getAllByRole('row');
    act(() =>
      within(request as HTMLElement)
        .getAllByRole('button')[0]
        ?.focus(),
    );
    await waitFor(() => expect(actionSubjectStore.getSnapshot().subject?.payoutRequestCode).toBe('PR-9'));
    expect(paletteIds('payoutRequestCode')).toEqual(['payoutRequests.delete', 'payoutRequests.return']);
  });
});

import type { ApprovalRequest } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { approvalsKeys } from '../../../lib/cache/approvals-keys.ts';
import { historyKeys } from '../../../lib/cache/history-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { olivia, signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { ApprovalsScreen } from './approvals-screen.tsx';

function sampleRequest(overrides: Partial<ApprovalRequest>): ApprovalRequest {
  return {
    code: 'AR-1',
    status: 'PENDING',
    actionKind: 'BALANCE_TRANSFER',
    merchantCode: 'M-HOLLAND-GOODS',
    divisionCode: 'D-HOLLAND-GOODS-NL',
    ruleCode: 'RULE-DEMO-TRANSFERS',
    reason: 'Balance transfers of €1,000 or more',
    requestedBy: 'oscar@sandbox.test',
    requestedByName: 'Oscar Ops',
    source: 'WEB',
    operation: {
      routeId: 'createBalanceTransfer',
      method: 'POST',
      path: 'main/api/v2/fund/internal/balance/transfer',
      params: {},
      query: {},
      body: {
        fromVirtualAccountCode: 'VA-FROM',
        toVirtualAccountCode: 'VA-TO',
        amount: 150_000,
        currency: 'EUR',
        type: 'CORRECTION',
      },
      idempotencyKey: 'key-1',
    },
    amount: 150_000,
    currency: 'EUR',
    itemCount: null,
    approvalsNeeded: 1,
    approvals: [],
    rejection: null,
    outcome: null,
    expiresAt: '2026-12-09T10:00:00.000Z',
    createdAt: '2026-12-02T10:00:00.000Z',
    decidedAt: null,
    executedAt: null,
    ...overrides,
  };
}

const oscars = sampleRequest({});
const olivias = sampleRequest({ code: 'AR-2', requestedBy: olivia.email, requestedByName: olivia.name });

function renderScreen(url: string) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page = (elements: ApprovalRequest[]) => ({
    elements,
    pageNumber: 1,
    pageSize: 25,
    totalCount: elements.length,
  });
  const listPage = { page: 1, pageSize: 25 };
  queryClient.setQueryData(approvalsKeys.list('waiting', { status: undefined }, listPage), page([]));
  queryClient.setQueryData(approvalsKeys.list('all', { status: undefined }, listPage), page([oscars, olivias]));
  for (const request of [oscars, olivias]) {
    queryClient.setQueryData(approvalsKeys.request(request.code), request);
    queryClient.setQueryData(historyKeys.trail('approvals', 'approvalRequest', request.code), {
      pages: [page([])],
      pageParams: [1],
    });
  }
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <Route path="/approvals/:tabOrCode?">
        <ApprovalsScreen />
      </Route>
    </QueryClientProvider>,
    { url },
  );
}

describe('approvals screen', () => {
  it('goes from /approvals to Waiting for me, which says when nothing waits', async () => {
    renderScreen('/approvals');
    expect(await screen.findByText('Nothing waits for you')).toBeTruthy();
    expect(window.location.pathname).toBe('/approvals/waiting');
  });

  it('lists every request on All: what it does, who asked and why; only what another asked can be selected', async () => {
    renderScreen('/approvals/all');
    const table = await screen.findByRole('table', { name: 'All' });
    const row = within(table).getByRole('link', { name: 'AR-1' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Balance transfer · VA-FROM → VA-TO')).toBeTruthy();
    expect(within(row).getByText('€1,500.00')).toBeTruthy();
    expect(within(row).getByText('Oscar Ops')).toBeTruthy();
    expect(within(row).getByText('Balance transfers of €1,000 or more')).toBeTruthy();
    expect(within(row).getByText('waiting for approval')).toBeTruthy();
    expect(within(table).getByRole('checkbox', { name: 'Select AR-1' }).hasAttribute('disabled')).toBe(false);
    expect(within(table).getByRole('checkbox', { name: 'Select AR-2' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows a request in full and offers Approve and Reject on another's request", async () => {
    const { user } = renderScreen('/approvals/AR-1');
    expect(await screen.findByRole('button', { name: 'Approve request' })).toBeTruthy();
    expect(screen.getByText('POST main/api/v2/fund/internal/balance/transfer')).toBeTruthy();
    expect(screen.getByText('Oscar Ops <oscar@sandbox.test>')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 request' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'Not agreed');
    expect(reject.hasAttribute('disabled')).toBe(false);
  });

  it('says a request the signed-in user made is for someone else to approve', async () => {
    renderScreen('/approvals/AR-2');
    expect(await screen.findByText('You asked for this request: someone else must approve it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject request' })).toBeNull();
  });
});

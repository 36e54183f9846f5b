import type { PayoutRequestOverview } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { samplePayoutRequest } from '../testing/payouts-test-kit.tsx';
import { PayoutRequestDetailsScreen } from './payout-request-details-screen.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };

function renderDetails(
  seed: (queryClient: QueryClient) => void,
  query = `?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(queryClient);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <Route path="/payouts/requests/:payoutRequestCode">
        <PayoutRequestDetailsScreen />
      </Route>
    </QueryClientProvider>,
    { merchants: [merchant], url: `/payouts/requests/PR-7${query}` },
  );
}

const overview: PayoutRequestOverview = {
  payoutRequest: samplePayoutRequest({
    code: 'PR-7',
    status: 'ACCEPTED',
    payoutCode: 'PO-3',
    merchantCode: scope.merchantCode,
    divisionCode: scope.divisionCode,
  }),
  status: 'IN_PROGRESS',
  payout: null,
  virtualAccount: {
    code: 'VA-1',
    displayName: 'Bakkerij de Vries EUR',
    currency: 'EUR',
    type: 'SELLER',
    confirmedBalance: 1_000,
    pendingBalance: 0,
    payoutBalance: 5_000,
  },
  bankLines: [],
  regeneratedAs: null,
};

const key = ['payouts', 'request-details', scope, 'PR-7'];

describe('payout request details', () => {
  it('shows the overview with its status badges, the summary balances and the transactions, 25 a page', async () => {
    renderDetails((queryClient) => {
      queryClient.setQueryData([...key, 'overview'], overview);
      queryClient.setQueryData([...key, 'mutations', { page: 1, pageSize: 25 }], {
        elements: [
          {
            code: 'BM-1',
            type: 'PAYOUT',
            status: 'PENDING',
            currency: 'EUR',
            confirmedChange: -5_000,
            payoutChange: 5_000,
            description: null,
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ],
        pageNumber: 0,
        pageSize: 25,
        totalCount: 26,
      });
    });
    // The shell's heading (the page title) names the request; the screen repeats it nowhere.
    const overviewSection = await screen.findByRole('region', { name: 'Overview' });
    expect(document.title).toBe('Ops | Payout request PR-7');
    expect(within(overviewSection).getByText('accepted')).toBeTruthy();
    expect(within(overviewSection).getByText('in progress')).toBeTruthy();
    expect(overviewSection.textContent).toContain('€50.00');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Payout balance€50.00');
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    expect(within(transactions).getAllByRole('cell', { name: /-€50\.00$/ })[0]).toBeTruthy();
    expect(within(transactions).getByText('Page 1 of 2')).toBeTruthy();
  });

  it('asks for the merchant and division when the query names none', async () => {
    renderDetails(() => {}, '');
    // An empty state (a status), not an error: nothing failed, the screen waits for a choice.
    expect((await screen.findByRole('status')).textContent).toBe(
      'Select the merchant and division of this payout request to see its details.',
    );
  });
});

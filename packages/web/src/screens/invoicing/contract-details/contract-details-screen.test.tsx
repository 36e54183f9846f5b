import type { FeeContract } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { invoicesKeys } from '../../../lib/cache/invoices-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { ContractDetailsScreen } from './contract-details-screen.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };

const contract: FeeContract = {
  code: 'CT-1',
  merchantCode: scope.merchantCode,
  divisionCode: scope.divisionCode,
  currency: 'EUR',
  status: 'ACTIVE',
  volumeTiers: [
    { upTo: 100_000, rateBasisPoints: 150 },
    { upTo: 500_000, rateBasisPoints: 120 },
    { upTo: null, rateBasisPoints: 90 },
  ],
  platformFee: 10,
  kycIndividualFee: 150,
  kycBusinessFee: 400,
  kycSellerFee: 75,
  balanceTransferFee: 25,
  negativeInterestBasisPoints: 50,
  fixedFee: 2_500,
  vatBasisPoints: 2_100,
  createdBy: 'ops@sandbox.test',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('contract details', () => {
  it("shows the fee tiers from 'up to' to 'or more' with their rates, and the other fees", async () => {
    signInForTests();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(invoicesKeys.contract(scope, 'CT-1'), contract);
    renderInConsole(
      <QueryClientProvider client={queryClient}>
        <Route path="/contracts/:contractCode">
          <ContractDetailsScreen />
        </Route>
      </QueryClientProvider>,
      {
        merchants: [merchant],
        url: `/contracts/CT-1?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
      },
    );
    const tiers = await screen.findByRole('table', { name: 'Fee tiers' });
    const rows = within(tiers)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Up to €1,000.001.50%', 'Up to €5,000.001.20%', '€5,000.00 or more0.90%']);
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('Fixed fee').nextSibling?.textContent).toBe('€25.00');
    expect(within(fees).getByText('VAT rate').nextSibling?.textContent).toBe('21.00%');
  });
});

import type { Page, PspReportItem, PspReportItemException } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { PspReportItemExceptions } from './psp-report-item-exceptions.tsx';

const scope = { merchantCode: 'M-ACME', divisionCode: 'D-ACME' };
const itemOf = (code: string, grossAmount: number, failureReason: string | null = null) =>
  ({ code, grossAmount, currency: 'EUR', settlementDate: '2026-12-01', failureReason }) as PspReportItem;
const page: Page<PspReportItemException> = {
  elements: [
    {
      item: itemOf('PR-NAMED', 5_002, 'Reported 50.02 where the payment is 50.00 EUR'),
      reason: 'ONE_CANDIDATE',
      candidateCount: 1,
    },
    { item: itemOf('PR-DOLLARS', 4_005), reason: 'CURRENCY_DIFFERS', candidateCount: 0 },
  ],
  pageNumber: 0,
  pageSize: 25,
  totalCount: 2,
};

const renderQueue = () => {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(pspReportsKeys.exceptions(scope, { page: 1, pageSize: 25 }), page);
  renderInConsole(
    <QueryClientProvider client={queryClient}>
      <PspReportItemExceptions scope={scope} />
    </QueryClientProvider>,
    { url: '/psp-integration/workbench' },
  );
};

describe('the PSP workbench’s exceptions queue', () => {
  it('shows each item with its reason in words, how many candidates fit it and what failed it', async () => {
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Exceptions' });
    const named = within(table).getByRole('row', { name: /PR-NAMED/ });
    expect(named.textContent).toContain('One candidate, not taken yet');
    expect(named.textContent).toContain('Reported 50.02 where the payment is 50.00 EUR');
    expect(within(table).getByRole('row', { name: /PR-DOLLARS/ }).textContent).toContain('Currency differs');
    expect(within(table).getByRole('columnheader', { name: /Failed because/ })).toBeTruthy();
  });
});

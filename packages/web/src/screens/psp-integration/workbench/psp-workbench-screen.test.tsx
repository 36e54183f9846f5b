import type { Page, PspReportItem, PspReportItemException } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { defaultPageSize } from '@ops/core/paging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { PspWorkbenchScreen } from './psp-workbench-screen.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
const listPage = { page: 1, pageSize: defaultPageSize };
const pageOf = <Row,>(elements: Row[]): Page<Row> => ({
  elements,
  pageNumber: 1,
  pageSize: defaultPageSize,
  totalCount: elements.length,
});
const item = {
  code: 'PR-TWINS',
  status: 'UNALLOCATED',
  grossAmount: 2_003,
  currency: 'EUR',
  settlementDate: '2026-12-01',
  failureReason: null,
} as PspReportItem;

describe('the PSP workbench', () => {
  it('shows the exceptions queue below the workbench, its reasons in the reader’s language', async () => {
    signInForTests();
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(pspReportsKeys.list({ workbench: true, ...scope }, listPage), pageOf([item]));
    const exceptions: PspReportItemException[] = [{ item, reason: 'SEVERAL_CANDIDATES', candidateCount: 2 }];
    queryClient.setQueryData(pspReportsKeys.exceptions(scope, listPage), pageOf(exceptions));
    renderInConsole(
      <QueryClientProvider client={queryClient}>
        <PspWorkbenchScreen />
      </QueryClientProvider>,
      {
        merchants: [merchant],
        url: `/psp-integration/workbench?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
      },
    );
    const queue = await screen.findByRole('table', { name: 'Uitzonderingen' });
    const row = within(queue).getByRole('row', { name: /PR-TWINS/ });
    expect(row.textContent).toContain('Meerdere kandidaten');
    expect(row.textContent).toContain('2');
  });
});

import type { PspReportItem } from '@ops/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { PspIntegrationScreen } from './psp-integration-screen.tsx';

function sampleItem(overrides: Partial<PspReportItem> = {}): PspReportItem {
  return {
    code: 'PR-1',
    integrationCode: 'PI-1',
    executionId: 'PX-1',
    lineNumber: 2,
    provider: 'ADYEN',
    merchantCode: 'M-1',
    divisionCode: 'D-1',
    merchantAccount: 'D-1-ACCOUNT',
    pspReference: 'PSP-1',
    merchantReference: 'order 1',
    recordType: 'SETTLED',
    type: 'SETTLEMENT',
    status: 'RECONCILED',
    settlementDate: '2026-11-26',
    batchNumber: '7',
    currency: 'EUR',
    grossAmount: 2_000,
    commission: 20,
    netAmount: 1_980,
    toBank: false,
    description: 'order 1',
    splitCode: 'SP-1',
    reconciledTransactions: 1,
    matchDifference: null,
    failureReason: null,
    importedAt: '2026-11-26T18:00:00.000Z',
    rawData: 'D-1-ACCOUNT,PSP-1,order 1,Settled',
    ...overrides,
  };
}

const items = [
  sampleItem(),
  sampleItem({ code: 'PR-2', pspReference: 'PSP-2', status: 'FAILED', splitCode: null, reconciledTransactions: 0 }),
];

/** The screen unbound, its list's pages as the platform answers them without a query and with `status:FAILED`. */
function renderScreen(url = '/psp-integration') {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const pageOf = (elements: PspReportItem[]) => ({
    elements,
    pageNumber: 1,
    pageSize: 25,
    totalCount: elements.length,
  });
  const firstPage = { page: 1, pageSize: 25 };
  queryClient.setQueryData(pspReportsKeys.list({ query: undefined }, firstPage), pageOf(items));
  queryClient.setQueryData(
    pspReportsKeys.list({ query: 'status:FAILED' }, firstPage),
    pageOf(items.filter((item) => item.status === 'FAILED')),
  );
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <PspIntegrationScreen />
    </QueryClientProvider>,
    { url },
  );
}

describe('PSP integration screen', () => {
  it('keeps the status filter in the URL, as the list query the rows are asked with', async () => {
    const { user } = renderScreen();
    const table = await screen.findByRole('table', { name: 'PSP integration' });
    expect(within(table).getByText('PR-1')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'failed' }));
    expect(currentQuery().get('q')).toBe('status:FAILED');
    expect(within(table).queryByText('PR-1')).toBeNull();
    expect(within(table).getByText('PR-2')).toBeTruthy();
  }, 20_000);

  it('asks for the rows of an older link’s status filter, shown in the query field', async () => {
    renderScreen('/psp-integration?status=FAILED');
    const table = await screen.findByRole('table', { name: 'PSP integration' });
    expect((screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement).value).toBe('status:FAILED');
    expect(within(table).queryByText('PR-1')).toBeNull();
    expect(within(table).getByText('PR-2')).toBeTruthy();
  }, 20_000);
});

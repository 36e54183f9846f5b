import type { Page, PspReportItem } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { defaultPageSize } from '@ops/core/paging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { SettlementReportScreen } from './settlement-report-screen.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
const rawLine = 'ACCOUNT,PSP-UNKNOWN,order C,Settled,EUR,,20.00,EUR,,19.80,0.20,41,2026-03-05';

const line: PspReportItem = {
  code: 'PR-3',
  integrationCode: 'PI-1',
  executionId: 'PX-1',
  lineNumber: 4,
  provider: 'ADYEN',
  merchantCode: scope.merchantCode,
  divisionCode: scope.divisionCode,
  merchantAccount: 'ACCOUNT',
  pspReference: 'PSP-UNKNOWN',
  merchantReference: 'order C',
  recordType: 'SETTLED',
  type: 'SETTLEMENT',
  status: 'UNALLOCATED',
  settlementDate: '2026-03-05',
  batchNumber: '41',
  currency: 'EUR',
  grossAmount: 2_000,
  commission: 20,
  netAmount: 1_980,
  toBank: false,
  description: 'No transaction with PSP reference PSP-UNKNOWN in this division',
  splitCode: null,
  reconciledTransactions: 0,
  matchDifference: null,
  failureReason: 'No transaction with PSP reference PSP-UNKNOWN in this division',
  importedAt: '2026-03-06T08:00:00.000Z',
  rawData: rawLine,
};

describe('a settlement report of PSP Settlements', () => {
  it('lists the report lines, opens a line as its CSV line, and offers the report download', async () => {
    signInForTests();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const page: Page<PspReportItem> = { elements: [line], pageNumber: 1, pageSize: defaultPageSize, totalCount: 1 };
    queryClient.setQueryData(
      pspReportsKeys.reportLines('PX-1', { ...scope, page: 1, pageSize: defaultPageSize }),
      page,
    );
    renderInConsole(
      <QueryClientProvider client={queryClient}>
        <Route path="/psp-settlements/:executionId">
          <SettlementReportScreen />
        </Route>
      </QueryClientProvider>,
      {
        merchants: [merchant],
        url: `/psp-settlements/PX-1?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
      },
    );
    const table = await screen.findByRole('table', { name: 'Lines of the report' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('PSP-UNKNOWN');
    expect(row.textContent).toContain('€20.00');
    expect(within(row).getByText('unallocated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PSP Settlements' }).getAttribute('href')).toContain('/psp-settlements');

    await userEvent.click(within(row).getByRole('button', { name: 'Raw data of PR-3' }));
    const raw = await screen.findByRole('dialog', { name: 'Raw data of PR-3' });
    expect(raw.textContent).toContain(rawLine);
  });
});

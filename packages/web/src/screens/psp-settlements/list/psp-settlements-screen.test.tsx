import type { Page, PspSettlementBatch } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { defaultPageSize } from '@ops/core/paging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { PspSettlementsScreen } from './psp-settlements-screen.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };

const batch = (fields: Partial<PspSettlementBatch>): PspSettlementBatch => ({
  executionId: 'PX-1',
  integrationCode: 'PI-1',
  fileName: 'settlement_detail_report_batch_41.csv',
  settlementDate: '2026-03-03',
  batchNumber: '41',
  currency: 'EUR',
  grossAmount: 4_850,
  commission: 50,
  netAmount: 4_800,
  lineCount: 3,
  reconciledCount: 2,
  status: 'RECONCILED',
  importedAt: '2026-03-04T08:00:00.000Z',
  ...fields,
});

describe('PSP Settlements', () => {
  it("lists the division's batches with their totals and status, each linking to its report", async () => {
    signInForTests();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const page: Page<PspSettlementBatch> = {
      elements: [
        batch({
          executionId: 'PX-2',
          settlementDate: '2026-03-09',
          batchNumber: '42',
          grossAmount: 1_500,
          commission: 15,
          netAmount: 1_485,
          lineCount: 2,
          reconciledCount: 1,
          status: 'PARTIALLY_RECONCILED',
        }),
        batch({}),
      ],
      pageNumber: 1,
      pageSize: defaultPageSize,
      totalCount: 2,
    };
    queryClient.setQueryData(pspReportsKeys.settlements(scope, { page: 1, pageSize: defaultPageSize }), page);
    renderInConsole(
      <QueryClientProvider client={queryClient}>
        <PspSettlementsScreen />
      </QueryClientProvider>,
      {
        merchants: [merchant],
        url: `/psp-settlements?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
      },
    );
    const table = await screen.findByRole('table', { name: 'PSP Settlements' });
    const [newest, older] = within(table).getAllByRole('row').slice(1);
    expect(newest?.textContent).toContain('€15.00');
    expect(newest?.textContent).toContain('€14.85');
    expect(newest?.textContent).toContain('€0.15');
    expect(within(newest as HTMLElement).getByText('partially reconciled')).toBeTruthy();
    expect(
      within(newest as HTMLElement)
        .getByRole('link', { name: '42' })
        .getAttribute('href'),
    ).toContain('/psp-settlements/PX-2');
    expect(older?.textContent).toContain('€48.50');
    expect(within(older as HTMLElement).getByText('reconciled')).toBeTruthy();
  });
});

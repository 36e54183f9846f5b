import type { BankLine, Page } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { defaultPageSize } from '@ops/core/paging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankLinesKeys } from '../../../lib/cache/bank-lines-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { WorkbenchScreen } from './workbench-screen.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
const lineOf = (code: string, status: BankLine['status'], pending = false) =>
  ({ code, status, pending, amount: 4_000, currency: 'EUR', settlementDate: '2026-12-01' }) as BankLine;

function renderWorkbench(locale?: 'nl') {
  signInForTests();
  if (locale) window.localStorage.setItem('ops.locale', JSON.stringify(locale));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page: Page<BankLine> = {
    elements: [
      lineOf('BL-PENDING', 'TENTATIVE', true),
      lineOf('BL-OPEN', 'UNALLOCATED'),
      lineOf('BL-WAITING', 'UNALLOCATED', true),
    ],
    pageNumber: 1,
    pageSize: defaultPageSize,
    totalCount: 3,
  };
  queryClient.setQueryData(
    bankLinesKeys.list({ workbench: true, ...scope }, { page: 1, pageSize: defaultPageSize }),
    page,
  );
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <WorkbenchScreen />
    </QueryClientProvider>,
    {
      merchants: [merchant],
      url: `/bank-integration/workbench?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
    },
  );
}

describe('the bank workbench', () => {
  it('shows a tentative match as tentative, not offered to match again', async () => {
    renderWorkbench();
    const table = await screen.findByRole('table', { name: 'Unmatched lines' });
    const tentative = within(table).getByRole('row', { name: /BL-PENDING/ });
    expect(within(tentative).getByText('tentative')).toBeTruthy();
    const checkboxOf = (row: HTMLElement) => within(row).getByRole<HTMLInputElement>('checkbox');
    expect(checkboxOf(tentative).disabled).toBe(true);
    expect(checkboxOf(within(table).getByRole('row', { name: /BL-OPEN/ })).disabled).toBe(false);
  });

  it('marks an unmatched line the bank has not booked as pending, still offered to match', async () => {
    renderWorkbench();
    const table = await screen.findByRole('table', { name: 'Unmatched lines' });
    const waiting = within(table).getByRole('row', { name: /BL-WAITING/ });
    expect(within(waiting).getByText('pending')).toBeTruthy();
    expect(within(waiting).queryByText('unallocated'), 'one badge in the narrow pane').toBeNull();
    expect(within(waiting).getByRole<HTMLInputElement>('checkbox').disabled).toBe(false);
    expect(within(within(table).getByRole('row', { name: /BL-OPEN/ })).queryByText('pending')).toBeNull();
  });

  it('says tentative in Dutch', async () => {
    renderWorkbench('nl');
    const tentative = await screen.findByRole('row', { name: /BL-PENDING/ });
    expect(within(tentative).getByText('voorlopig')).toBeTruthy();
    const waiting = screen.getByRole('row', { name: /BL-WAITING/ });
    expect(within(waiting).getByText('in behandeling')).toBeTruthy();
  });
});

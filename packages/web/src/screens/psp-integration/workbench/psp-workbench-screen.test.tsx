import type { Page, PspReportCandidate, PspReportItem, PspReportItemException } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { defaultPageSize } from '@ops/core/paging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { PspWorkbenchScreen } from './psp-workbench-screen.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
const itemOf = (code: string, status: PspReportItem['status'], matchDifference: number | null) =>
  ({
    code,
    status,
    matchDifference,
    grossAmount: 4_980,
    currency: 'EUR',
    settlementDate: '2026-12-01',
  }) as PspReportItem;
const candidateOf = (code: string, amount: number, withinTolerance: boolean) =>
  ({
    kind: 'PAYMENT',
    code,
    amount,
    currency: 'EUR',
    difference: 4_980 - amount,
    score: 80,
    withinTolerance,
  }) as PspReportCandidate;

const listPage = { page: 1, pageSize: defaultPageSize };
const pageOf = <Row,>(elements: Row[]): Page<Row> => ({
  elements,
  pageNumber: 1,
  pageSize: defaultPageSize,
  totalCount: elements.length,
});

/**
 * The workbench with an item auto-matching matched 0.20 short, and an open one with a candidate in and one out; the
 * open one in the exceptions queue, two candidates fitting it.
 */
function renderWorkbench(locale?: 'nl') {
  signInForTests();
  if (locale) window.localStorage.setItem('ops.locale', JSON.stringify(locale));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const open = itemOf('PR-OPEN', 'UNALLOCATED', null);
  queryClient.setQueryData(
    pspReportsKeys.list({ workbench: true, ...scope }, listPage),
    pageOf([itemOf('PR-SHORT', 'RECONCILED', -20), open]),
  );
  const exceptions: PspReportItemException[] = [{ item: open, reason: 'SEVERAL_CANDIDATES', candidateCount: 2 }];
  queryClient.setQueryData(pspReportsKeys.exceptions(scope, listPage), pageOf(exceptions));
  queryClient.setQueryData(pspReportsKeys.candidates(scope, 'PR-OPEN'), [
    candidateOf('SP-NEAR', 5_000, true),
    candidateOf('SP-FAR', 6_000, false),
  ]);
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <PspWorkbenchScreen />
    </QueryClientProvider>,
    {
      merchants: [merchant],
      url: `/psp-integration/workbench?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
    },
  );
}

async function openItem(user: ReturnType<typeof renderWorkbench>['user'], code: string) {
  const table = await screen.findByRole('table', { name: /Unmatched items|Ongematchte regels/ });
  act(() =>
    within(table)
      .getByRole('row', { name: new RegExp(code) })
      .focus(),
  );
  await user.keyboard('{Enter}');
  return screen.findByRole('table', { name: new RegExp(code) });
}

describe('the PSP workbench', () => {
  it("shows the difference a matched item's match records, and none on an open item", async () => {
    renderWorkbench();
    const table = await screen.findByRole('table', { name: 'Unmatched items' });
    expect(within(table).getByRole('columnheader', { name: /Match difference/ })).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /PR-SHORT/ })).getByText('-€0.20')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /PR-OPEN/ })).queryByText(/0\.20/)).toBeNull();
  });

  it("marks the candidates within the division's tolerance rule", async () => {
    const { user } = renderWorkbench();
    const candidates = await openItem(user, 'PR-OPEN');
    expect(within(within(candidates).getByRole('row', { name: /SP-NEAR/ })).getByText('Within tolerance')).toBeTruthy();
    expect(within(within(candidates).getByRole('row', { name: /SP-FAR/ })).queryByText('Within tolerance')).toBeNull();
  });

  it('says so in Dutch', async () => {
    const { user } = renderWorkbench('nl');
    const candidates = await openItem(user, 'PR-OPEN');
    expect(
      within(within(candidates).getByRole('row', { name: /SP-NEAR/ })).getByText('Binnen tolerantie'),
    ).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Matchverschil/ })).toBeTruthy();
  });

  it('shows the exceptions queue below the workbench, its reasons in the reader’s language', async () => {
    renderWorkbench('nl');
    const queue = await screen.findByRole('table', { name: 'Uitzonderingen' });
    const row = within(queue).getByRole('row', { name: /PR-OPEN/ });
    expect(row.textContent).toContain('Meerdere kandidaten');
    expect(row.textContent).toContain('2');
  });
});

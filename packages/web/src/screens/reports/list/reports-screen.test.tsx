import type { Report, SavedView } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportsKeys } from '../../../lib/cache/reports-keys.ts';
import { savedViewsKeys } from '../../../lib/cache/saved-views-keys.ts';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { ReportsScreen } from './reports-screen.tsx';

const acme = sampleMerchant('Acme Market');
const scope = { merchantCode: acme.code, divisionCode: acme.divisions[0]?.code ?? '' };

function sampleReport(overrides: Partial<Report>): Report {
  return {
    code: 'RP-1',
    type: 'ACCOUNT_STATEMENT',
    format: 'CSV',
    scope: 'DIVISION',
    status: 'GENERATED',
    from: '2026-10-01',
    to: '2026-10-31',
    virtualAccountCode: 'VA-INCOME',
    accountName: 'Division income',
    accountHolderCode: null,
    currency: 'EUR',
    today: false,
    requestedBy: 'ops@sandbox.test',
    createdAt: '2026-11-26T10:00:00.000Z',
    generatedAt: '2026-11-26T10:00:01.000Z',
    rowCount: 12,
    fileName: 'account-statement-2026-10-01-2026-10-31-RP-1.csv',
    fileSize: 1_024,
    failureCode: null,
    failureMessage: null,
    ...overrides,
  };
}

const reports = [
  sampleReport({}),
  sampleReport({ code: 'RP-2', type: 'FEES', status: 'SCHEDULED', generatedAt: null, fileName: null }),
  sampleReport({
    code: 'RP-3',
    type: 'PAYOUTS',
    status: 'FAILED',
    fileName: null,
    failureCode: 4001,
    failureMessage: 'Failed to generate report',
  }),
];

const failedSellerReports: SavedView = {
  id: 8,
  list: 'reports',
  name: 'Failed seller reports',
  owner: 'anna@sandbox.test',
  mine: false,
  merchantCode: null,
  divisionCode: null,
  shared: true,
  isDefault: false,
  state: { tab: 'sellers', query: 'status:failed' },
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

function renderScreen(url: string, views: SavedView[] = []) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(savedViewsKeys.list('reports', scope), views);
  const page = { elements: reports, pageNumber: 1, pageSize: 25, totalCount: reports.length };
  queryClient.setQueryData(
    reportsKeys.list(scope, { query: undefined, tab: 'DIVISION' }, { page: 1, pageSize: 25 }),
    page,
  );
  queryClient.setQueryData(reportsKeys.accounts(scope, 'DIVISION', ''), {
    elements: [],
    pageNumber: 1,
    pageSize: 25,
    totalCount: 0,
  });
  queryClient.setQueryData(reportsKeys.accounts(scope, 'SELLERS', ''), {
    elements: [],
    pageNumber: 1,
    pageSize: 25,
    totalCount: 0,
  });
  return renderInConsole(
    <QueryClientProvider client={queryClient}>
      <ReportsScreen />
    </QueryClientProvider>,
    {
      url: `${url}${url.includes('?') ? '&' : '?'}merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
      merchants: [acme],
    },
  );
}

const queryField = () => screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement;

const rowOf = (table: HTMLElement, code: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(code));
  if (!row) throw new Error(`no row for ${code}`);
  return row;
};

describe('reports screen', () => {
  it('goes from /reports to the Division tab, with a saved view’s address kept', async () => {
    renderScreen('/reports?view=7');
    expect(await screen.findByRole('table', { name: 'Reports' })).toBeTruthy();
    expect(window.location.pathname).toBe('/reports/division');
    expect(currentQuery().get('view')).toBe('7');
    expect(screen.getByRole('region', { name: 'Saved view' })).toBeTruthy();
  });

  it('opens a view saved on the Sellers tab on that tab, its address naming the tab', async () => {
    renderScreen('/reports?view=8', [failedSellerReports]);
    await waitFor(() => expect(window.location.pathname).toBe('/reports/sellers'));
    await waitFor(() => expect(currentQuery().get('q')).toBe('status:failed'));
    expect(currentQuery().get('view')).toBe('8');
    expect(screen.getByRole('link', { name: 'Seller', current: 'page' })).toBeTruthy();
    const bar = screen.getByRole('region', { name: 'Saved view' });
    expect(bar.textContent).toContain('Failed seller reports');
    expect(within(bar).queryByText('changed')).toBeNull();
  });

  it('says a Sellers view is changed on the Division tab', async () => {
    renderScreen('/reports/division?q=status%3Afailed&view=8', [failedSellerReports]);
    const bar = await screen.findByRole('region', { name: 'Saved view' });
    await waitFor(() => expect(bar.textContent).toContain('Failed seller reports'));
    expect(within(bar).getByText('changed')).toBeTruthy();
  });

  it('shows each report with its status: a generated one downloads, a failed one says why, a scheduled one waits', async () => {
    renderScreen('/reports/division');
    const table = await screen.findByRole('table', { name: 'Reports' });
    const generated = rowOf(table, 'RP-1');
    expect(within(generated).getByText('generated')).toBeTruthy();
    expect(within(generated).getByText('01/10/2026 - 31/10/2026')).toBeTruthy();
    expect(within(generated).getByRole('button', { name: 'Download RP-1' })).toBeTruthy();
    const scheduled = rowOf(table, 'RP-2');
    expect(within(scheduled).getByText('scheduled')).toBeTruthy();
    expect(within(scheduled).queryByRole('button', { name: /^Download/ })).toBeNull();
    const failed = rowOf(table, 'RP-3');
    expect(within(failed).getByText('Failed: Failed to generate report')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Today's report" })).toBeTruthy();
  });

  it("has a seller picker on the Seller tab (the spec's label), and no division account filter", async () => {
    renderScreen('/reports/sellers');
    expect(await screen.findByRole('combobox', { name: 'Seller' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seller', current: 'page' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search a seller by name or code' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });

  it('keeps its query field, type and status on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderScreen('/reports/division?q=created%3E-7d%20format%3Apdf&page=2');
    await screen.findByRole('combobox', { name: 'Query' });
    expect(queryField().value).toBe('created>-7d format:pdf');
    // The filter bar's, not the request form's.
    const filters = within(queryField().closest('fieldset') as HTMLElement);
    await chooseOption(user, filters.getByRole('combobox', { name: 'Report' }), 'Fees');
    expect(currentQuery().get('q')).toBe('created>-7d format:PDF type:FEES');
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(() => expect(queryField().value).toBe('created>-7d format:PDF type:FEES'));
    await chooseOption(user, filters.getByRole('combobox', { name: 'Status' }), 'failed');
    expect(currentQuery().get('q')).toBe('created>-7d format:PDF type:FEES status:FAILED');
    await user.click(screen.getByRole('button', { name: 'Remove filter Report: Fees' }));
    expect(currentQuery().get('q')).toBe('created>-7d format:PDF status:FAILED');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
  });

  it('reads an older link’s filters as the query, applies a typed one at Enter and marks one it cannot read', async () => {
    const { user } = renderScreen('/reports/division?type=PAYOUTS&from=2026-01-01&account=VA-1');
    await screen.findByRole('combobox', { name: 'Query' });
    expect(queryField().value).toBe('type:PAYOUTS period>=2026-01-01 account:VA-1');
    expect(screen.getByRole('button', { name: 'Remove filter Account: VA-1' })).toBeTruthy();
    await user.clear(queryField());
    await user.type(queryField(), 'type:fees,payouts period<=-1m{Enter}');
    expect(currentQuery().get('q')).toBe('type:fees,payouts period<=-1m');
    expect(currentQuery().get('type')).toBeNull();
    expect(currentQuery().get('account')).toBeNull();
    await user.clear(queryField());
    await user.type(queryField(), 'amount>10{Enter}');
    expect(await screen.findByText(/'amount' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('type:fees,payouts period<=-1m');
  });

  it('keeps the Sellers tab’s picked seller in the query when the filters are cleared', async () => {
    const { user } = renderScreen('/reports/sellers?q=account%3AVA-S1%20status%3Agenerated');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBe('account:VA-S1');
  });
});

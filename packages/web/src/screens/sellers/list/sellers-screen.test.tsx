import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sellersKeys } from '../../../lib/cache/sellers-keys.ts';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { sampleSeller } from '../../../testing/sample-seller.ts';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { renderSellerForm } from '../testing/seller-forms-test-kit.tsx';
import { sellerFiltersOf } from './seller-filters.ts';
import { SellersScreen } from './sellers-screen.tsx';

describe('sellers screen', () => {
  it("lists every merchant's sellers with their merchant and division when none is bound, linking under them", async () => {
    signInForTests();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const bakkerij = sampleSeller();
    const sellers = [
      { ...bakkerij, merchantName: 'Holland Goods', divisionName: 'Webshop' },
      {
        ...bakkerij,
        code: 'AH-2',
        name: 'Fietsen Jansen',
        merchantCode: 'M-2',
        divisionCode: 'D-2',
        merchantName: 'Bike Bazaar',
        divisionName: 'Stores',
      },
    ];
    queryClient.setQueryData(sellersKeys.listAcrossMerchants(sellerFiltersOf(''), 1, 25), {
      elements: sellers,
      pageNumber: 1,
      pageSize: 25,
      totalCount: 2,
    });
    renderInConsole(
      <QueryClientProvider client={queryClient}>
        <SellersScreen />
      </QueryClientProvider>,
      { url: '/sellers' },
    );
    const table = await screen.findByRole('table', { name: 'Sellers' });
    expect(within(table).getByRole('columnheader', { name: /Merchant/ })).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByText('Holland Goods')).toBeTruthy();
    expect(within(second).getByText('Bike Bazaar')).toBeTruthy();
    expect(within(second).getByText('Stores')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Fietsen Jansen' }).getAttribute('href')).toBe(
      '/sellers/AH-2/balance?merchantCode=M-2&divisionCode=D-2',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create seller' })).toBeNull();
  });

  it('keeps its query and switches in the URL, back on the first page, and remembers them for the way back', async () => {
    const { user } = renderSellerForm(<SellersScreen />);
    window.history.replaceState(null, '', `/sellers${window.location.search}&page=3`);
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Status' }), 'Rejected');
    await user.click(screen.getByRole('switch', { name: 'Show deleted sellers' }));
    await user.type(screen.getByLabelText('Search sellers'), 'bakker');
    // The status and the search are the list's query (q); the switch is a parameter of its own.
    await waitFor(() => expect(currentQuery().get('q')).toBe('status:REJECTED bakker'));
    expect(currentQuery().get('showDeleted')).toBe('true');
    expect(currentQuery().get('page')).toBeNull();
    expect(currentQuery().get('merchantCode')).toMatch(/^M-/);
    expect(screen.getByRole('combobox', { name: 'Query' })).toHaveProperty('value', 'status:REJECTED bakker');
    expect(JSON.parse(window.sessionStorage.getItem('ops.sellers.listQuery') ?? '""')).toContain(
      'q=status%3AREJECTED+bakker',
    );
    // Each filter in effect is a chip; Clear filters takes them all away.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Search: bakker×', 'Status: Rejected×', 'Deleted: Shown×']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentQuery().get('q')).toBeNull());
    expect(currentQuery().get('showDeleted')).toBeNull();
  });

  it('shows the error state when the sellers cannot be loaded, and opens the create form', async () => {
    const { user } = renderSellerForm(<SellersScreen />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create seller' }));
    expect(screen.getByRole('region', { name: 'Create seller' })).toBeTruthy();
  });
});

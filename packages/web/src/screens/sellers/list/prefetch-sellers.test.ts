import { createApiClient, createServiceClients } from '@ops/core/api';
import { defaultPageSize } from '@ops/core/paging';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sellersKeys } from '../../../lib/cache/sellers-keys.ts';
import { prefetchSellers } from './prefetch-sellers.ts';
import { sellerFiltersOf } from './seller-filters.ts';

// Real clients pointed at no server: the call fails, what matters is which page the route asked for.
const clients = createServiceClients(
  createApiClient({ baseUrl: 'http://127.0.0.1:9/api/', getToken: () => undefined, getUserEmail: () => undefined }),
);
const scope = { merchantCode: 'M-1', divisionCode: 'D-1' };
let queryClient = new QueryClient();

afterEach(async () => {
  await queryClient.cancelQueries();
  queryClient.clear();
  queryClient = new QueryClient();
});

describe("the sellers route's prefetch", () => {
  it('asks for the page, page size and filters of the address under the key the screen reads', () => {
    const search = 'merchantCode=M-1&divisionCode=D-1&page=2&pageSize=50&status=ACTIVE&search=ann';
    prefetchSellers({ clients, queryClient, scope, search });
    const key = sellersKeys.list(scope, sellerFiltersOf(search), 2, 50);
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('asks for nothing while the merchant in the address is being checked', () => {
    prefetchSellers({ clients, queryClient, scope: undefined, search: 'merchantCode=M-1&divisionCode=D-1' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("asks for every merchant's sellers when the address names no merchant", () => {
    prefetchSellers({ clients, queryClient, scope: undefined, search: '' });
    const key = sellersKeys.listAcrossMerchants(sellerFiltersOf(''), 1, defaultPageSize);
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
  });
});

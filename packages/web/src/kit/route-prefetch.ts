import type { MerchantScope, ServiceClients } from '@ops/core/api';
import type { QueryClient } from '@tanstack/react-query';

/** What a route's prefetch reads: the session's clients and query cache, the bound scope, the address's query. */
export interface RoutePrefetchContext {
  clients: ServiceClients;
  queryClient: QueryClient;
  scope: MerchantScope | undefined;
  search: string;
}

/** Starts a screen's first query as its route opens; it decides itself whether the address allows it yet. */
export type RoutePrefetch = (context: RoutePrefetchContext) => void;

import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { sellersKeys } from '../../../lib/cache/sellers-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';

/** The seller on view with its identity and its balances per virtual account. */
export function useSeller(scope: MerchantScope, accountHolderCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: sellersKeys.details(scope, accountHolderCode),
    queryFn: ({ signal }) =>
      clients.accountOwner.getAccountHolder({
        params: { accountHolderCode },
        query: { _fragments: 'balances' },
        signal,
      }),
  });
}

/** The seller's external accounts. */
export function useExternalAccounts(scope: MerchantScope, accountHolderCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: sellersKeys.externalAccounts(scope, accountHolderCode),
    queryFn: ({ signal }) =>
      clients.accountOwner.listExternalAccounts({ params: { ...scope, accountHolderCode }, signal }),
  });
}

/** One page of a seller's list, newest first; the page on view stays while the next one loads. */
function useSellerPage<Page>(
  queryKey: QueryKey,
  fetchPage: (clients: ServiceClients, signal: AbortSignal) => Promise<Page>,
) {
  const { clients } = useConsoleServices();
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchPage(clients, signal), placeholderData: keepPreviousData });
}

const sellerPageQuery = (accountHolderCode: string, listPage: ListPage) => ({
  accountHolderCode,
  page: listPage.page,
  limit: listPage.pageSize,
});

/** One page of the seller's payout requests, newest first. */
export function useSellerPayoutRequests(scope: MerchantScope, accountHolderCode: string, listPage: ListPage) {
  return useSellerPage(sellersKeys.payoutRequests(scope, accountHolderCode, listPage), (clients, signal) =>
    clients.fundPayouts.listDivisionPayoutRequests({
      params: scope,
      query: sellerPageQuery(accountHolderCode, listPage),
      signal,
    }),
  );
}

/** One page of the seller's payouts (the payout table), newest first. */
export function useSellerPayouts(scope: MerchantScope, accountHolderCode: string, listPage: ListPage) {
  return useSellerPage(sellersKeys.payouts(scope, accountHolderCode, listPage), (clients, signal) =>
    clients.insightsPayouts.listPayoutTable({
      params: scope,
      query: sellerPageQuery(accountHolderCode, listPage),
      signal,
    }),
  );
}

/** One page of the transactions the seller has a share of, newest first. */
export function useSellerTransactions(scope: MerchantScope, accountHolderCode: string, listPage: ListPage) {
  return useSellerPage(sellersKeys.transactions(scope, accountHolderCode, listPage), (clients, signal) =>
    clients.insightsTransactions.listDivisionTransactions({
      params: scope,
      query: sellerPageQuery(accountHolderCode, listPage),
      signal,
    }),
  );
}

/** One page of a virtual account's balance mutations, newest first. */
export function useBalanceHistory(scope: MerchantScope, virtualAccountCode: string, listPage: ListPage) {
  return useSellerPage(sellersKeys.balanceHistory(scope, virtualAccountCode, listPage), (clients, signal) =>
    clients.insightsBalances.getBalanceHistory({
      params: { ...scope, virtualAccountCode },
      query: { page: listPage.page, limit: listPage.pageSize },
      signal,
    }),
  );
}

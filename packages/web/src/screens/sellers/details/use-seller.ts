import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** One page of the seller's payout requests, newest first. */
export function useSellerPayoutRequests(scope: MerchantScope, accountHolderCode: string, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: sellersKeys.payoutRequests(scope, accountHolderCode, listPage),
    queryFn: ({ signal }) =>
      clients.fundPayouts.listDivisionPayoutRequests({
        params: scope,
        query: { accountHolderCode, page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the seller's payouts (the payout table), newest first. */
export function useSellerPayouts(scope: MerchantScope, accountHolderCode: string, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: sellersKeys.payouts(scope, accountHolderCode, listPage),
    queryFn: ({ signal }) =>
      clients.insightsPayouts.listPayoutTable({
        params: scope,
        query: { accountHolderCode, page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the transactions the seller has a share of, newest first. */
export function useSellerTransactions(scope: MerchantScope, accountHolderCode: string, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: sellersKeys.transactions(scope, accountHolderCode, listPage),
    queryFn: ({ signal }) =>
      clients.insightsTransactions.listDivisionTransactions({
        params: scope,
        query: { accountHolderCode, page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One page of a virtual account's balance mutations, newest first. */
export function useBalanceHistory(scope: MerchantScope, virtualAccountCode: string, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: sellersKeys.balanceHistory(scope, virtualAccountCode, listPage),
    queryFn: ({ signal }) =>
      clients.insightsBalances.getBalanceHistory({
        params: { ...scope, virtualAccountCode },
        query: { page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

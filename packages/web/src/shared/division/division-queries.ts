import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/** Query keys of the bound division's data: a change to the division refreshes everything under it. */
export const divisionQueryKey = (scope: MerchantScope) => ['division', scope.merchantCode, scope.divisionCode];
export const merchantQueryKey = (merchantCode: string) => ['merchant', merchantCode];

/** The merchant on view with its divisions. */
export function useMerchant({ merchantCode }: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: merchantQueryKey(merchantCode),
    queryFn: ({ signal }) => clients.accountOwner.getMerchant({ params: { merchantCode }, signal }),
  });
}

/** The division on view with its virtual accounts and their balances. */
export function useDetailedDivision(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...divisionQueryKey(scope), 'detailed'],
    queryFn: ({ signal }) => clients.accountOwner.getDetailedDivision({ params: scope, signal }),
  });
}

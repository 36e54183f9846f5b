import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import { detailedDivisionQuery, merchantQuery } from './division-query-options.ts';

/** The merchant on view with its divisions. */
export function useMerchant(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery(merchantQuery(clients, scope));
}

/** The division on view with its virtual accounts and their balances. */
export function useDetailedDivision(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery(detailedDivisionQuery(clients, scope));
}

/** The bound division's configuration: what the Configurations children edit and the invoicing settings show. */
export function useDivisionConfig(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.config(scope),
    queryFn: ({ signal }) => clients.accountOwner.getDivisionConfig({ params: scope, signal }),
  });
}

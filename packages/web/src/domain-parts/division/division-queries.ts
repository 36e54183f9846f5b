import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { merchantsKeys } from '../../lib/cache/merchants-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/** The merchant on view with its divisions. */
export function useMerchant({ merchantCode }: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: merchantsKeys.details(merchantCode),
    queryFn: ({ signal }) => clients.accountOwner.getMerchant({ params: { merchantCode }, signal }),
  });
}

/** The division on view with its virtual accounts and their balances. */
export function useDetailedDivision(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.detailed(scope),
    queryFn: ({ signal }) => clients.accountOwner.getDetailedDivision({ params: scope, signal }),
  });
}

/** The bound division's configuration: what the Configurations children edit and the invoicing settings show. */
export function useDivisionConfig(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.config(scope),
    queryFn: ({ signal }) => clients.accountOwner.getDivisionConfig({ params: scope, signal }),
  });
}

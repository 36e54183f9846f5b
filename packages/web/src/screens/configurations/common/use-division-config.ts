import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The bound division's configuration, which every Configurations child reads. */
export function useDivisionConfig(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.config(scope),
    queryFn: ({ signal }) => clients.accountOwner.getDivisionConfig({ params: scope, signal }),
  });
}

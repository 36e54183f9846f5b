import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The bound division's reconciliation tolerance rule. */
export function useToleranceRule(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.toleranceRule(scope),
    queryFn: ({ signal }) => clients.reconciliation.getToleranceRule({ params: scope, signal }),
  });
}

import type { MerchantScope } from '@ops/core/api';
import { useQueries } from '@tanstack/react-query';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The configuration of each division of the merchant, one query a division (each cached as its own screens do). */
export function useDivisionConfigs(merchantCode: string, divisions: readonly { code: string }[]) {
  const { clients } = useConsoleServices();
  return useQueries({
    queries: divisions.map((division) => {
      const scope: MerchantScope = { merchantCode, divisionCode: division.code };
      return {
        queryKey: divisionsKeys.config(scope),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          clients.accountOwner.getDivisionConfig({ params: scope, signal }),
      };
    }),
  });
}

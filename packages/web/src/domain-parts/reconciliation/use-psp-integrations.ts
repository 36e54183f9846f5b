import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { pspReportsKeys } from '../../lib/cache/psp-reports-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/**
 * The bound division's PSP integrations, each with what it last imported (none without a bound division): the PSP
 * integration list's retrigger and Configurations → Payment providers read them.
 */
export function usePspIntegrations(scope: MerchantScope | undefined) {
  const { clients } = useConsoleServices();
  const division = scope ? { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode } : undefined;
  return useQuery({
    queryKey: pspReportsKeys.integrations(division ?? {}),
    queryFn: ({ signal }) =>
      division ? clients.pspAdapter.listPspIntegrations({ params: division, signal }) : Promise.resolve([]),
  });
}

import { type ReasonAsk, reasonAskOf } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { ContractRouteId } from '@ops/core/auth';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

const unbound: MerchantScope = { merchantCode: '', divisionCode: '' };

/**
 * How a form that calls `route` itself (not through the registry) asks for a reason: core's `reasonAskOf` with the
 * bound division's configuration, read through the cache the Configurations screens fill (optional until it is).
 */
export function useReasonAsk(route: ContractRouteId, scope: MerchantScope | undefined): ReasonAsk | undefined {
  const { clients } = useConsoleServices();
  const config = useQuery({
    queryKey: divisionsKeys.config(scope ?? unbound),
    queryFn: ({ signal }) => clients.accountOwner.getDivisionConfig({ params: scope ?? unbound, signal }),
    enabled: scope !== undefined,
  });
  return reasonAskOf({ route }, config.data?.reasonsRequired ?? []);
}

import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The bound division's hosted onboarding settings. */
export function useHostedOnboardingConfig(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.hostedOnboarding(scope),
    queryFn: ({ signal }) => clients.onboarding.getHostedOnboardingConfig({ params: scope, signal }),
  });
}

import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/** The onboarding service's calls: a division's hosted onboarding settings and logo, and a seller's signed link. */
export function createOnboardingClient(api: ApiClient) {
  return bindRouteTable(api, 'onboardingRoutes');
}

export type OnboardingClient = ReturnType<typeof createOnboardingClient>;

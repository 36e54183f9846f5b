import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/** A merchant's users (onboarding API): list, create, edit, delete, and the password-reset e-mail. */
export function createMerchantUsersClient(api: ApiClient) {
  return bindRouteTable(api, 'merchantUserRoutes');
}

export type MerchantUsersClient = ReturnType<typeof createMerchantUsersClient>;

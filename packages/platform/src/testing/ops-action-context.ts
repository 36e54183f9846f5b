import type { ActionContext } from '@ops/core/actions';
import { createApiClient, createServiceClients, type MerchantScope } from '@ops/core/api';
import { opsRoles } from '@ops/core/contract';
import type { TestPlatform } from './test-platform.ts';

/**
 * What the registry's actions run with, as the web app and the cli give it, against a test platform: an ops
 * user's clients (sending the bound merchant and division), that scope, and no-op navigation, binding, language
 * and sign-out unless `overrides` records them.
 */
export function opsActionContext(
  platform: TestPlatform,
  auth: { token: string; email: string },
  scope: MerchantScope | undefined,
  overrides: Partial<ActionContext> = {},
): ActionContext {
  const api = createApiClient({
    baseUrl: `${platform.baseUrl}/api/`,
    getToken: () => auth.token,
    getUserEmail: () => auth.email,
    ...scope,
  });
  return {
    clients: createServiceClients(api),
    scope,
    permissions: ['ops'],
    roles: opsRoles,
    userEmail: auth.email,
    locale: 'en',
    navigate: () => undefined,
    bindMerchant: () => undefined,
    setLocale: () => undefined,
    signOut: () => undefined,
    ...overrides,
  };
}

import { createApiClient, createServiceClients, type MerchantScope, type ServiceClients } from '@ops/core/api';
import type { CliContext } from './cli-context.ts';
import { fetchOf } from './dry-run.ts';
import { requireSession } from './session.ts';

/**
 * The typed clients of `@ops/core`, signed in as the session's user, bound to `scope` where a call is scoped,
 * naming the cli as the calls' source and carrying the run's reason (`x-ops-reason`).
 */
export function clientsOf(context: CliContext, scope: MerchantScope | undefined): ServiceClients {
  const session = requireSession(context);
  const api = createApiClient({
    baseUrl: `${context.api}/api/`,
    getToken: () => session.token(),
    getUserEmail: () => session.email,
    merchantCode: scope?.merchantCode,
    divisionCode: scope?.divisionCode,
    // Approval rules may hold back what comes from the cli (x-ops-source: cli).
    source: 'cli',
    // Stops at the first change under `--dry-run`, printing it instead of sending it.
    fetch: fetchOf(context),
  });
  // The run's reason (`--reason`, or the one asked for) goes with every call, read as each call is made.
  return createServiceClients({
    callRoute: (route, call) => api.callRoute(route, { ...call, reason: call?.reason ?? context.reason }),
  });
}

import type { ServiceClients } from './service-clients.ts';

type ClientMethod = (call?: Record<string, unknown>) => Promise<unknown>;

/**
 * The same clients, every call of which carries `reason` (`x-ops-reason`) unless it names its own: how one run of
 * an action, whose calls the action makes, is given the reason the user typed.
 */
export function withReason(clients: ServiceClients, reason: string | undefined): ServiceClients {
  const text = reason?.trim();
  if (!text) return clients;
  const wrap = (client: object) =>
    new Proxy(client, {
      get(target, id) {
        const method = Reflect.get(target, id) as ClientMethod | undefined;
        if (typeof method !== 'function') return method;
        return (call?: Record<string, unknown>) => method({ ...call, reason: call?.reason ?? text });
      },
    });
  return Object.fromEntries(
    Object.entries(clients).map(([name, client]) => [name, wrap(client as object)]),
  ) as ServiceClients;
}

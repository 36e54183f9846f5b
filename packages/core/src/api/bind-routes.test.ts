import { describe, expect, it } from 'vitest';
import { accountOwnerRoutes } from '../contract/index.ts';
import { createAccountOwnerClient } from './account-owner.ts';
import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';
import { planRoute } from './plan-route.ts';

/** Answers every call with the route's plan it was given, so a test sees which route a method reached. */
const routeEcho = { callRoute: async (route) => route } as ApiClient;

describe('a client bound to a route table that loads with its first call', () => {
  it('calls the route named by the method, even when called before its table has arrived', async () => {
    const accountOwner = bindRouteTable(routeEcho, 'accountOwnerRoutes');
    const reached = await accountOwner.getMerchant({ params: { merchantCode: 'M1' } });
    expect(reached).toEqual(planRoute(accountOwnerRoutes.getMerchant, { checkAnswers: true }));
  });

  it('rejects a method that is no route of the table, naming both', async () => {
    const accountOwner = bindRouteTable(routeEcho, 'accountOwnerRoutes') as unknown as Record<
      string,
      () => Promise<unknown>
    >;
    await expect(accountOwner.getMerchnat?.()).rejects.toThrow('accountOwnerRoutes has no route getMerchnat');
  });

  it('can be awaited, printed and, once it has called, enumerated like a plain object of methods', async () => {
    const accountOwner = createAccountOwnerClient(routeEcho);
    expect(await Promise.resolve(accountOwner)).toBe(accountOwner);
    expect(JSON.stringify(accountOwner)).toBe('{}');
    await accountOwner.getMerchant({ params: { merchantCode: 'M1' } });
    expect(Object.keys(accountOwner).sort()).toEqual(Object.keys(accountOwnerRoutes).sort());
  });
});

import { type ContractRouteId, mayCallRoute } from '@ops/core/auth';
import { type ContractRoute, type OpsRole, opsRoles } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerServices } from '../services/index.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { mountedRoutes } from './mount-route.ts';

/**
 * The authorization matrix (issue 30), generated: every route the platform serves from the contract, called by the
 * demo account of each role (`<role>@sandbox.test`, holding that role alone), is refused with 403 'Unauthorised'
 * exactly when core's `routeRoles` does not give the route to that role. The calls carry placeholder input: a
 * refusal comes before the input is read, and an allowed call may fail for its input (400, 404, 409) but never so.
 * Runs on PGlite, and on PostgreSQL with `node scripts/test-postgres.mjs src/http/authorization-matrix.test.ts`.
 */
let platform: TestPlatform;
let routes: readonly ContractRoute[];
const headersOf = new Map<OpsRole, Record<string, string>>();

beforeAll(async () => {
  let served: readonly ContractRoute[] = [];
  platform = await startTestPlatform({
    services(app, database, parts) {
      registerServices(app, database, parts);
      served = mountedRoutes(app);
    },
  });
  routes = served;
  for (const role of opsRoles) headersOf.set(role, await platform.headersFor(`${role}@sandbox.test`));
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

/** The route's call with placeholder input: '1' for every path parameter, an empty body, a merchant scope. */
function placeholderCall(route: ContractRoute, role: OpsRole): Promise<Response> {
  const headers: Record<string, string> = { ...headersOf.get(role) };
  if (route.scoped) Object.assign(headers, { 'merchant-code': 'M-1', 'merchant-division-code': 'D-1' });
  if (route.idempotent) headers['idempotency-key'] = crypto.randomUUID();
  let body: FormData | string | undefined;
  if (route.bodyType === 'multipart') body = new FormData();
  else if (route.body) {
    headers['content-type'] = 'application/json';
    body = '{}';
  }
  const path = route.path.replace(/^\/+/, '').replace(/\{\w+\}/g, '1');
  return fetch(`${platform.baseUrl}/api/${path}`, {
    method: route.method,
    headers,
    body,
    signal: AbortSignal.timeout(5_000),
  });
}

describe('the authorization matrix: every route × every role', () => {
  it('serves every route of the contract', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it.each(opsRoles)('as %s: refused exactly the routes core does not give the role', async (role) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await placeholderCall(route, role);
      const answer = await response.text();
      const refused = response.status === 403 && answer.includes('"message":"Unauthorised"');
      const allowed = mayCallRoute([role], route.id as ContractRouteId);
      if (refused === allowed)
        wrong.push(`${route.method} ${route.id}: ${response.status}, expected ${allowed ? 'an answer' : '403'}`);
    }
    expect(wrong).toEqual([]);
  });
});

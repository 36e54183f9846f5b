import { describe, expect, it } from 'vitest';
import { accountOwnerRoutes } from '../contract/index.ts';
import { fixedHeadersOf, planRoute } from './plan-route.ts';
import { buildRequestHeaders } from './request-headers.ts';
import type { RoutePlan } from './route-plan.ts';

const signedIn = { token: 'id-token', userEmail: 'ops@example.com' };
const { getMerchant, getAccountHolder, createMerchant } = Object.fromEntries(
  Object.entries(accountOwnerRoutes).map(([id, route]) => [id, planRoute(route, { checkAnswers: false })]),
) as Record<keyof typeof accountOwnerRoutes, RoutePlan>;

describe('buildRequestHeaders', () => {
  it('sends the identity token and the user e-mail on every call', () => {
    expect(buildRequestHeaders(getMerchant, signedIn)).toEqual({
      authorization: 'Bearer id-token',
      'x-user': 'ops@example.com',
    });
  });

  it('adds the bound merchant and division on scoped calls', () => {
    const headers = buildRequestHeaders(getAccountHolder, {
      ...signedIn,
      scope: { merchantCode: 'M-1', divisionCode: 'D-1' },
    });
    expect(headers).toMatchObject({ 'merchant-code': 'M-1', 'merchant-division-code': 'D-1' });
  });

  it('refuses a scoped call without a bound merchant and division', () => {
    expect(() => buildRequestHeaders(getAccountHolder, { ...signedIn, scope: { merchantCode: 'M-1' } })).toThrow(
      /needs a bound merchant and division/,
    );
  });

  it("creates merchants as the platform's own merchant and division, generating codes", () => {
    expect(buildRequestHeaders(createMerchant, signedIn)).toEqual({
      authorization: 'Bearer id-token',
      'x-user': 'ops@example.com',
      'merchant-code': 'PLATFORM',
      'merchant-division-code': 'PLATFORM-OPS',
      'populate-code-fields': 'generate',
    });
  });

  it('passes the idempotency key and leaves out what is unknown', () => {
    expect(buildRequestHeaders(getMerchant, { idempotencyKey: 'key-1' })).toEqual({
      'idempotency-key': 'key-1',
    });
  });
});

describe('fixedHeadersOf', () => {
  it('has no fixed headers for a route that declares none', () => {
    expect(fixedHeadersOf(accountOwnerRoutes.searchMerchants)).toEqual({});
  });
});

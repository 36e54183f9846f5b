import { describe, expect, it } from 'vitest';
import { createApiClient, createServiceClients } from '../api/index.ts';
import { opsRoles } from '../contract/index.ts';
import type { ActionContext } from './action.ts';
import { runAction } from './registry.ts';
import { showBearerTokenAction } from './token-actions.ts';

function contextWith(bearerToken: ActionContext['bearerToken']): ActionContext {
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:9/api/',
    getToken: () => undefined,
    getUserEmail: () => undefined,
  });
  return {
    clients: createServiceClients(api),
    scope: undefined,
    permissions: ['ops'],
    roles: opsRoles,
    bearerToken,
    locale: 'en',
    navigate: () => undefined,
    bindMerchant: () => undefined,
    setLocale: () => undefined,
    signOut: () => undefined,
  };
}

describe('show bearer token', () => {
  it('answers the token the calls carry, also one the cli renews first', async () => {
    expect(
      await runAction(
        showBearerTokenAction,
        contextWith(() => 'header.payload.signature'),
      ),
    ).toEqual({
      bearerToken: 'header.payload.signature',
    });
    expect(
      await runAction(
        showBearerTokenAction,
        contextWith(async () => 'renewed'),
      ),
    ).toEqual({
      bearerToken: 'renewed',
    });
  });

  it("says 'No Bearer Token found' without one", async () => {
    await expect(runAction(showBearerTokenAction, contextWith(undefined))).rejects.toMatchObject({
      messageKey: 'errors.noBearerToken',
    });
    await expect(
      runAction(
        showBearerTokenAction,
        contextWith(() => ''),
      ),
    ).rejects.toMatchObject({
      messageKey: 'errors.noBearerToken',
    });
  });
});

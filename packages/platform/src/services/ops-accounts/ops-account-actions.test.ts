import { endOpsAccountSessionsAction, runAction, setOpsAccountRolesAction } from '@ops/core/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoAccount } from '../../identity/demo-accounts.ts';
import { cliSignIn, tokenRequest } from '../../testing/device-sign-in.ts';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const wim = 'wim@sandbox.test';

async function contextOf(email: string) {
  return opsActionContext(platform, { token: await platform.tokenFor(email), email }, undefined);
}

/** The status of one API call with this token as Wim (or another account). */
async function statusWith(token: string, email = wim) {
  const response = await fetch(`${platform.baseUrl}/api/opsaccounts/api/v1/me`, {
    headers: { authorization: `Bearer ${token}`, 'x-user': email },
  });
  return response.status;
}

describe('the ops account actions', () => {
  it('sets roles by e-mail, audited with the roles before and after; a viewer is refused with 403', async () => {
    const ops = await contextOf('ops@sandbox.test');
    const set = await runAction(setOpsAccountRolesAction, ops, { account: wim, roles: ['viewer', 'operator'] });
    expect(set).toMatchObject({ email: wim, roles: ['viewer', 'operator'] });
    const trail = await ops.clients.audit.listAuditEvents({
      params: { entityType: 'opsAccount', entityId: 'demo-wim-viewer' },
    });
    expect(trail.elements.find((event) => event.action === 'setOpsAccountRoles')).toMatchObject({
      actor: 'ops@sandbox.test',
      before: { roles: ['viewer'] },
      after: { roles: ['viewer', 'operator'] },
    });
    const viewer = await contextOf('viewer@sandbox.test');
    await expect(
      runAction(setOpsAccountRolesAction, { ...viewer, roles: ['admin'] }, { account: wim, roles: ['viewer'] }),
    ).rejects.toMatchObject({ status: 403 });
    await runAction(setOpsAccountRolesAction, ops, { account: wim, roles: ['viewer'] });
  });

  it("ends an account's sessions: its old token is 401 (also once checked), a later sign-in is let in, audited", async () => {
    const oldToken = await platform.tokenFor(wim);
    expect(await statusWith(oldToken)).toBe(200);
    const admin = await contextOf('admin@sandbox.test');
    const ended = await runAction(endOpsAccountSessionsAction, admin, { account: wim });
    expect(ended).toMatchObject({ id: 'demo-wim-viewer', email: wim });
    expect(await statusWith(oldToken)).toBe(401);
    // A token of the very second of the end is refused too (`iat` counts seconds): the next sign-in is a second on.
    const account = findDemoAccount(wim);
    const signIn = platform.identity.embedded?.signIdToken;
    if (!account || !signIn) throw new Error('the test platform runs the embedded provider');
    const later = await signIn(account, { issuedAt: Math.floor(Date.parse(ended.sessionsEndedAt) / 1000) + 1 });
    expect(await statusWith(later.idToken)).toBe(200);
    const trail = await admin.clients.audit.listAuditEvents({
      params: { entityType: 'opsAccount', entityId: 'demo-wim-viewer' },
    });
    expect(trail.elements.find((event) => event.action === 'endOpsAccountSessions')).toMatchObject({
      actor: 'admin@sandbox.test',
      after: { sessionsEndedAt: ended.sessionsEndedAt },
    });
  });

  it('revokes the refresh token of a cli sign-in from before: it renews nothing, and the old identity token is 401', async () => {
    // An account of its own: Wim's sessions ended in this very second may refuse a sign-in of the same second.
    const tess = 'treasury@sandbox.test';
    const cli = await cliSignIn(platform.baseUrl, tess);
    expect(await statusWith(cli.idToken, tess)).toBe(200);
    const admin = await contextOf('admin@sandbox.test');
    await runAction(endOpsAccountSessionsAction, admin, { account: tess });
    const renewed = await tokenRequest(`${platform.baseUrl}/oidc`, {
      grant_type: 'refresh_token',
      refresh_token: cli.refreshToken,
      client_id: 'ops-cli',
    });
    expect(renewed.status).toBe(400);
    expect(renewed.body.error).toBe('invalid_grant');
    expect(await statusWith(cli.idToken, tess)).toBe(401);
  });

  it("refuses an operator ending another account's sessions with 403, and an unknown account with 404", async () => {
    const operator = await contextOf('operator@sandbox.test');
    await expect(
      runAction(endOpsAccountSessionsAction, { ...operator, roles: ['admin'] }, { account: wim }),
    ).rejects.toMatchObject({ status: 403 });
    const admin = await contextOf('admin@sandbox.test');
    await expect(
      runAction(endOpsAccountSessionsAction, admin, { account: 'nobody@sandbox.test' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

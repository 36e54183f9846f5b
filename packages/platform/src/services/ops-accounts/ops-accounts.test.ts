import type { ServiceClients } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function clientsOf(email: string): Promise<ServiceClients> {
  return opsActionContext(platform, { token: await platform.tokenFor(email), email }, undefined).clients;
}

/** The status, message and details of a call expected to be refused. */
async function refusal(call: Promise<unknown>) {
  const error = (await call.then(
    () => undefined,
    (failure: unknown) => failure,
  )) as { status?: number; error?: { message: string; details: { field: string; message: string }[] } };
  return { status: error?.status, message: error?.error?.message, details: error?.error?.details };
}

describe('ops accounts and their roles', () => {
  it("answers the signed-in account's roles from its token: ops@ holds every role, viewer@ only viewer", async () => {
    expect((await (await clientsOf('ops@sandbox.test')).opsAccounts.getMyOpsAccount()).roles).toEqual([
      'viewer',
      'operator',
      'treasury',
      'approver',
      'admin',
    ]);
    expect(await (await clientsOf('viewer@sandbox.test')).opsAccounts.getMyOpsAccount()).toEqual({
      email: 'viewer@sandbox.test',
      name: 'Vera Viewer',
      roles: ['viewer'],
    });
  });

  it('answers the platform’s mode to every role: a test platform is a sandbox', async () => {
    expect(await (await clientsOf('viewer@sandbox.test')).opsAccounts.getPlatformMode()).toEqual({ mode: 'sandbox' });
  });

  it('lists the ops staff with their roles, and not the merchant demo account', async () => {
    const accounts = await (await clientsOf('viewer@sandbox.test')).opsAccounts.listOpsAccounts();
    expect(accounts.map((account) => account.email)).toContain('treasury@sandbox.test');
    expect(accounts.map((account) => account.email)).not.toContain('merchant@sandbox.test');
    expect(accounts.find((account) => account.email === 'approver@sandbox.test')?.roles).toEqual(['approver']);
  });

  it('lets an admin hand out only roles they hold; the next token carries the roles set', async () => {
    const admin = await clientsOf('admin@sandbox.test');
    const tooMuch = await refusal(
      admin.opsAccounts.setOpsAccountRoles({
        params: { accountId: 'demo-viewer' },
        body: { roles: ['viewer', 'treasury'] },
      }),
    );
    expect(tooMuch).toEqual({
      status: 403,
      message: 'Unauthorised',
      details: [{ field: 'roles', message: 'Only roles you hold yourself can be given or taken away: treasury' }],
    });
    const madeAdmin = await admin.opsAccounts.setOpsAccountRoles({
      params: { accountId: 'demo-viewer' },
      body: { roles: ['viewer', 'admin'] },
    });
    expect(madeAdmin.roles).toEqual(['viewer', 'admin']);
    const viewer = await clientsOf('viewer@sandbox.test');
    expect((await viewer.opsAccounts.getMyOpsAccount()).roles).toEqual(['viewer', 'admin']);
    await admin.opsAccounts.setOpsAccountRoles({ params: { accountId: 'demo-viewer' }, body: { roles: ['viewer'] } });
  });

  it('refuses the other roles with 403 and the roles the call needs, and an unknown account with 404', async () => {
    const operator = await clientsOf('operator@sandbox.test');
    expect(
      await refusal(
        operator.opsAccounts.setOpsAccountRoles({ params: { accountId: 'demo-viewer' }, body: { roles: [] } }),
      ),
    ).toEqual({
      status: 403,
      message: 'Unauthorised',
      details: [{ field: 'roles', message: 'This needs one of the roles admin; this account has operator' }],
    });
    const admin = await clientsOf('admin@sandbox.test');
    expect(
      (
        await refusal(
          admin.opsAccounts.setOpsAccountRoles({ params: { accountId: 'demo-mila-merchant' }, body: { roles: [] } }),
        )
      ).status,
    ).toBe(404);
  });
});

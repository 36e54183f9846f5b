import { createApiClient, createAuditClient } from '@ops/core/api';
import type { AuditEvent, Page } from '@ops/core/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { recordAudit } from './record-audit.ts';

let platform: TestPlatform;
let headers: Record<string, string>;

beforeAll(async () => {
  platform = await startTestPlatform();
  headers = await platform.headersFor('ops@sandbox.test');
  const changes = [
    { action: 'createMerchant', before: null, after: { displayName: 'Acme' } },
    { action: 'updateMerchant', before: { displayName: 'Acme' }, after: { displayName: 'Acme B.V.' } },
    { action: 'deleteMerchant', before: { displayName: 'Acme B.V.' }, after: null },
  ];
  for (const change of changes) {
    await platform.database.transaction((tx) =>
      recordAudit(tx, { actorEmail: 'ops@sandbox.test', entityType: 'merchant', entityId: 'M-1', ...change }),
    );
  }
  await platform.database.transaction((tx) =>
    recordAudit(tx, {
      actorEmail: 'support@sandbox.test',
      action: 'createMerchant',
      entityType: 'merchant',
      entityId: 'M-2',
      before: null,
      after: { displayName: 'Other' },
    }),
  );
});
afterAll(async () => {
  await platform?.close();
});

async function trail(path: string) {
  const response = await fetch(`${platform.baseUrl}/api/audit/${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Page<AuditEvent> };
}

const countEvents = async () => (await platform.database.db.select({ value: count() }).from(auditEvents))[0]?.value;

describe("an entity's audit trail", () => {
  it('lists who did what and when, with before and after, newest first', async () => {
    const { status, body } = await trail('merchant/M-1');
    expect(status).toBe(200);
    expect(body.totalCount).toBe(3);
    expect(body.elements.map((event) => event.action)).toEqual(['deleteMerchant', 'updateMerchant', 'createMerchant']);
    expect(body.elements[1]).toMatchObject({
      actor: 'ops@sandbox.test',
      entityType: 'merchant',
      entityId: 'M-1',
      before: { displayName: 'Acme' },
      after: { displayName: 'Acme B.V.' },
    });
    expect(Date.now() - Date.parse(body.elements[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('pages from 0', async () => {
    const first = await trail('merchant/M-1?page=0&limit=2');
    expect(first.body).toMatchObject({ pageNumber: 0, pageSize: 2, totalCount: 3 });
    expect(first.body.elements.map((event) => event.action)).toEqual(['deleteMerchant', 'updateMerchant']);
    const second = await trail('merchant/M-1?page=1&limit=2');
    expect(second.body.elements.map((event) => event.action)).toEqual(['createMerchant']);
  });

  it('is empty for an entity nobody changed', async () => {
    const { status, body } = await trail('merchant/M-404');
    expect(status).toBe(200);
    expect(body).toMatchObject({ elements: [], totalCount: 0 });
  });

  it('refuses a page size the contract does not allow', async () => {
    const response = await fetch(`${platform.baseUrl}/api/audit/merchant/M-1?limit=0`, { headers });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: [{ field: 'limit' }] });
  });
});

describe("the audit service's client", () => {
  it('reads the trail with 1-based pages, each answer checked against the contract', async () => {
    const token = await platform.tokenFor('ops@sandbox.test');
    const audit = createAuditClient(
      createApiClient({
        baseUrl: `${platform.baseUrl}/api/`,
        getToken: () => token,
        getUserEmail: () => 'ops@sandbox.test',
      }),
    );
    const params = { entityType: 'merchant', entityId: 'M-1' };
    const first = await audit.listAuditEvents({ params, query: { page: 1, limit: 2 } });
    expect(first).toMatchObject({ pageNumber: 1, totalCount: 3 });
    expect(first.elements.map((event) => event.action)).toEqual(['deleteMerchant', 'updateMerchant']);
    const second = await audit.listAuditEvents({ params, query: { page: 2, limit: 2 } });
    expect(second.elements.map((event) => [event.action, event.actor])).toEqual([
      ['createMerchant', 'ops@sandbox.test'],
    ]);
  });
});

describe('the audit table', () => {
  it('refuses to change or remove what it recorded', async () => {
    const before = await countEvents();
    await expect(
      platform.database.transaction((tx) =>
        tx.update(auditEvents).set({ actorEmail: 'someone-else@sandbox.test' }).where(eq(auditEvents.entityId, 'M-1')),
      ),
    ).rejects.toThrow();
    await expect(
      platform.database.transaction((tx) => tx.delete(auditEvents).where(eq(auditEvents.entityId, 'M-1'))),
    ).rejects.toThrow();
    await expect(platform.database.transaction((tx) => tx.execute(sql`truncate audit_events`))).rejects.toThrow();
    expect(await countEvents()).toBe(before);
    const { body } = await trail('merchant/M-1');
    expect(body.elements.every((event) => event.actor === 'ops@sandbox.test')).toBe(true);
  });

  it('records nothing when the change it belongs to fails', async () => {
    const before = await countEvents();
    await expect(
      platform.database.transaction(async (tx) => {
        await recordAudit(tx, {
          actorEmail: 'ops@sandbox.test',
          action: 'updateMerchant',
          entityType: 'merchant',
          entityId: 'M-3',
          before: {},
          after: {},
        });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    expect(await countEvents()).toBe(before);
  });
});

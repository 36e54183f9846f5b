import type { ActivityPage } from '@ops/core/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from '../services/account-owner/testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let scope: Scope;
let headers: Record<string, string>;
const reason = 'Seller asked by phone — €0 fee, ticket #12';

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  scope = await createMerchantScope(kit.ops, 'Feed Market');
  headers = await kit.platform.headersFor('ops@sandbox.test');
  await createSeller(kit.boundTo(scope), scope, { name: 'Anna Feed' });
  // The same kind of change from the command line, with a reason: the feed says where each came from and why.
  const response = await fetch(
    `${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/merchants/${scope.merchantCode}/divisions/${scope.divisionCode}/accountholders`,
    {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'merchant-code': scope.merchantCode,
        'merchant-division-code': scope.divisionCode,
        'x-ops-source': 'cli',
        'x-ops-reason': encodeURIComponent(reason),
      },
      body: JSON.stringify({ name: 'Bram Feed', email: 'bram@example.com', legalForm: 'INDIVIDUAL' }),
    },
  );
  expect(response.status).toBe(201);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

async function feed(query: Record<string, string>): Promise<ActivityPage> {
  const response = await fetch(`${kit.platform.baseUrl}/api/activity?${new URLSearchParams(query)}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as ActivityPage;
}

describe('the activity feed', () => {
  it("lists a division's changes newest first, each with who, where it came from and why", async () => {
    const { elements } = await feed({ divisionCode: scope.divisionCode, entityType: 'accountHolder' });
    expect(elements.map((entry) => (entry.after as { name?: string } | null)?.name)).toEqual([
      'Bram Feed',
      'Anna Feed',
    ]);
    expect(elements[0]).toMatchObject({
      actor: 'ops@sandbox.test',
      action: 'createAccountHolder',
      merchantCode: scope.merchantCode,
      divisionCode: scope.divisionCode,
      source: 'CLI',
      reason,
    });
    expect(elements[1]).toMatchObject({ source: 'API', reason: null });
  });

  it('filters by person, kind and source, and pages back from the last entry it gave', async () => {
    expect((await feed({ actor: 'nobody@sandbox.test' })).elements).toEqual([]);
    expect((await feed({ divisionCode: scope.divisionCode, source: 'CLI' })).elements).toHaveLength(1);
    const first = await feed({ merchantCode: scope.merchantCode, limit: '1' });
    expect(first.elements).toHaveLength(1);
    expect(first.next).toBe(first.elements[0]?.id);
    const second = await feed({ merchantCode: scope.merchantCode, limit: '1', before: String(first.next) });
    expect(second.elements[0]?.id).toBeLessThan(first.elements[0]?.id ?? 0);
    const since = await feed({ merchantCode: scope.merchantCode, after: String(second.elements[0]?.id) });
    expect(since.elements.map((entry) => entry.id)).toEqual([first.elements[0]?.id]);
    expect(since.next).toBeNull();
  });

  it('orders by time, then id, and pages back through a time range; refuses a page back from no entry', async () => {
    // Written one after another, the later one with the earlier time (a long transaction commits late).
    const entry = (entityId: string, at: string) => ({
      actorEmail: 'ops@sandbox.test',
      action: 'updateAccountHolder',
      entityType: 'accountHolder',
      entityId,
      at: new Date(at),
      merchantCode: 'M-FEED-TIME',
    });
    await kit.platform.database.transaction((tx) =>
      tx.insert(auditEvents).values(entry('AH-LATE', '2026-03-02T10:00:00Z')),
    );
    await kit.platform.database.transaction((tx) =>
      tx.insert(auditEvents).values(entry('AH-EARLY', '2026-03-01T10:00:00Z')),
    );
    await kit.platform.database.transaction((tx) =>
      tx.insert(auditEvents).values(entry('AH-OLD', '2026-02-01T10:00:00Z')),
    );
    const newestFirst = await feed({ merchantCode: 'M-FEED-TIME' });
    expect(newestFirst.elements.map((found) => found.entityId)).toEqual(['AH-LATE', 'AH-EARLY', 'AH-OLD']);
    const range = { merchantCode: 'M-FEED-TIME', from: '2026-02-15T00:00:00Z', to: '2026-03-31T00:00:00Z' };
    const first = await feed({ ...range, limit: '1' });
    expect(first.elements.map((found) => found.entityId)).toEqual(['AH-LATE']);
    const second = await feed({ ...range, limit: '1', before: String(first.next) });
    expect(second.elements.map((found) => found.entityId)).toEqual(['AH-EARLY']);
    expect(second.next).toBeNull();

    const response = await fetch(`${kit.platform.baseUrl}/api/activity?before=999999999`, { headers });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      details: [{ field: 'before', message: 'No audit entry has this id: page back from an id the feed gave (next)' }],
    });
  });

  it("gives every merchant's changes at once to an admin only; a viewer reads one merchant's", async () => {
    const viewer = await kit.platform.headersFor('viewer@sandbox.test');
    const read = (query: string) => fetch(`${kit.platform.baseUrl}/api/activity?${query}`, { headers: viewer });
    const everyMerchant = await read('limit=5');
    expect(everyMerchant.status).toBe(400);
    expect(await everyMerchant.json()).toMatchObject({
      details: [{ field: 'merchantCode', message: 'Please select a merchant and try again' }],
    });
    const oneMerchant = await read(`merchantCode=${scope.merchantCode}`);
    expect(oneMerchant.status).toBe(200);
    expect(((await oneMerchant.json()) as ActivityPage).elements.length).toBeGreaterThan(0);
  });

  it('refuses a reason that is not percent-encoded UTF-8 and writes nothing', async () => {
    const countEntries = async () =>
      (await kit.platform.database.db.select({ value: count() }).from(auditEvents))[0]?.value;
    const before = await countEntries();
    const response = await fetch(`${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/merchants`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-ops-reason': '%E0%A4%A' },
      body: JSON.stringify({ displayName: 'Never Made' }),
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; details: { field: string; message: string }[] };
    expect(problem.details).toContainEqual({
      field: 'x-ops-reason',
      message: 'The reason (x-ops-reason) must be UTF-8, percent-encoded',
    });
    expect(await countEntries()).toBe(before);
  });
});

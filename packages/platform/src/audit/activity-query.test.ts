import { type AuditClient, createApiClient, createAuditClient } from '@ops/core/api';
import type { ActivityQuery } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { failureOf } from '../testing/failure-of.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

let platform: TestPlatform;
let audit: AuditClient;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The trail's entries, oldest first: who, action, object type and code, source, when, merchant and division. */
const written = [
  [
    'anna@sandbox.test',
    'createBalanceTransfer',
    'balanceTransfer',
    'BT-AQ-100',
    'WEB',
    new Date('2026-03-01T10:00:00Z'),
    'M-AQ-1',
    'D-AQ-1',
  ],
  [
    'oscar@sandbox.test',
    'updateAccountHolder',
    'accountHolder',
    'AH-AQ-7',
    'CLI',
    new Date('2026-03-05T10:00:00Z'),
    'M-AQ-1',
    'D-AQ-1',
  ],
  [
    'oscar@sandbox.test',
    'createBalanceTransfer',
    'balanceTransfer',
    'BT-AQ-101',
    'API',
    minutesAgo(1),
    'M-AQ-1',
    'D-AQ-2',
  ],
  ['tess@sandbox.test', 'approvePayoutBatch', 'payoutBatch', 'PB-AQ-1', 'JOB', minutesAgo(0), 'M-AQ-2', 'D-AQ-3'],
] as const;

beforeAll(async () => {
  platform = await startTestPlatform();
  for (const [actorEmail, action, entityType, entityId, source, at, merchantCode, divisionCode] of written) {
    await platform.database.transaction((tx) =>
      tx
        .insert(auditEvents)
        .values({ actorEmail, action, entityType, entityId, source, at, merchantCode, divisionCode }),
    );
  }
  const token = await platform.tokenFor('ops@sandbox.test');
  audit = createAuditClient(
    createApiClient({
      baseUrl: `${platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => 'ops@sandbox.test',
    }),
  );
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

/** The object codes of the entries a query lists (of this file's merchants), newest first. */
async function listed(query: Partial<ActivityQuery>) {
  const page = await audit.listActivity({
    query: { limit: 100, ...query, query: `merchant:M-AQ-* ${query.query ?? ''}` },
  });
  return page.elements.map((entry) => entry.entityId);
}

describe('the activity feed query', () => {
  it.each<[string, Partial<ActivityQuery>]>([
    ['who:oscar@sandbox.test', { actor: 'oscar@sandbox.test' }],
    ['action:createBalanceTransfer', { action: 'createBalanceTransfer' }],
    ['type:accountHolder', { entityType: 'accountHolder' }],
    ['object:BT-AQ-100', { entityId: 'BT-AQ-100' }],
    ['source:cli', { source: 'CLI' }],
    ['when:2026-03-05', { from: '2026-03-05T00:00:00.000Z', to: '2026-03-05T23:59:59.999Z' }],
    ['division:D-AQ-1', { divisionCode: 'D-AQ-1' }],
    ['merchant:M-AQ-2', { merchantCode: 'M-AQ-2' }],
  ])('%s lists the same entries as the filter parameters', async (query, filters) => {
    const byQuery = await listed({ query });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters));
  });

  it('takes starts, several values, negation, days relative to today and words', async () => {
    expect(await listed({ query: 'object:BT-AQ-10*' })).toEqual(['BT-AQ-101', 'BT-AQ-100']);
    expect(await listed({ query: 'who:oscar* -source:api' })).toEqual(['AH-AQ-7']);
    expect(await listed({ query: 'action:create* type:balanceTransfer,payoutBatch' })).toEqual([
      'BT-AQ-101',
      'BT-AQ-100',
    ]);
    expect(await listed({ query: 'source:job,web' })).toEqual(['PB-AQ-1', 'BT-AQ-100']);
    expect(await listed({ query: 'when>-7d' })).toEqual(['PB-AQ-1', 'BT-AQ-101']);
    expect(await listed({ query: 'when<2026-03-05' })).toEqual(['BT-AQ-100']);
    expect(await listed({ query: 'division:D-AQ-1 -who:anna@sandbox.test' })).toEqual(['AH-AQ-7']);
    // A word: the start of the object's code, the e-mail or the action, in any case.
    expect(await listed({ query: 'ah-aq' })).toEqual(['AH-AQ-7']);
    expect(await listed({ query: 'TESS' })).toEqual(['PB-AQ-1']);
    expect(await listed({ query: 'approve' })).toEqual(['PB-AQ-1']);
  });

  it('pages back with the query as with the filters', async () => {
    const first = await audit.listActivity({ query: { limit: 1, query: 'who:oscar@sandbox.test' } });
    expect(first.elements.map((entry) => entry.entityId)).toEqual(['BT-AQ-101']);
    const second = await audit.listActivity({
      query: { limit: 1, query: 'who:oscar@sandbox.test', before: first.next ?? 0 },
    });
    expect(second.elements.map((entry) => entry.entityId)).toEqual(['AH-AQ-7']);
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message =
      "'status' is not a field of this list (character 6); the fields are who, action, type, object, source, when, merchant, division";
    expect(await failureOf(audit.listActivity({ query: { query: 'bt-1 status:done' } }))).toEqual({
      status: 400,
      error: { code: 400, message, details: [{ field: 'query[5:6]', message }] },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';

/**
 * PGlite runs no autovacuum: the platform's `tables.maintain` schedule does what it would, on PGlite only (what a
 * run does: `table-maintenance.pglite.test.ts`).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe('table maintenance', () => {
  it(`is scheduled every 5 minutes by a started platform on PGlite, never on PostgreSQL (its autovacuum does it)`, async () => {
    const { clients } = opsActionContext(
      platform,
      { token: await platform.tokenFor('ops@sandbox.test'), email: 'ops@sandbox.test' },
      undefined,
    );
    const codes = async () =>
      (await clients.jobs.listJobSchedules({ query: { limit: 100 } })).elements.map((schedule) => schedule.code);
    platform.jobs.start();
    try {
      await expect.poll(codes, { timeout: 10_000 }).toContain('jobs.prune');
    } finally {
      await platform.jobs.stop();
    }
    const schedules = (await clients.jobs.listJobSchedules({ query: { queue: 'tables.maintain' } })).elements;
    if (onPostgres) expect(schedules).toEqual([]);
    else expect(schedules).toMatchObject([{ code: 'tables.maintain', rule: { cron: '*/5 * * * *' } }]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSchedule } from '../../jobs/schedules/set-schedule.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { migratedPgliteDump } from '../../testing/pglite-template.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';
import { createPglite } from '../create-pglite.ts';
import { openPgliteDatabase } from '../open-database.ts';
import { maintainTables } from './maintain-tables.ts';
import { tableMaintenance } from './table-maintenance-job.ts';
import { heapFetchesCounting, keptOf, minutesFromNow, writeJobKeys } from './testing/maintenance-kit.ts';

/**
 * What a table maintenance run does on PGlite, which runs no autovacuum (the only database it is scheduled on): the
 * job runs at a given moment (`runDue({ now })`); what it did is read from the catalog and from its log line.
 */
const logged: { msg: string; statements?: string[] }[] = [];
let platform: TestPlatform;

beforeAll(async () => {
  const log = new Writable({
    write(chunk, _encoding, done) {
      logged.push(JSON.parse(String(chunk)));
      done();
    },
  });
  platform = await startTestPlatform({ log });
});
afterAll(async () => {
  await platform?.close();
});

describe('table maintenance on PGlite', () => {
  it('analyzes and vacuums a table written past the thresholds, so a count reads its index alone, and leaves an unchanged table alone', async () => {
    const { db } = platform.database;
    const { definition, setting } = tableMaintenance();
    await platform.database.transaction((tx) => setSchedule(tx, definition, setting, minutesFromNow(-10)));
    // A first run settles what the migrations and the start wrote (the schedule may be set already, by a start).
    await platform.jobs.runDue({ now: minutesFromNow(6) });
    const merchantsBefore = await keptOf(db, 'merchants');

    await writeJobKeys(db, 'test.maintenance', 5_000);
    const before = await keptOf(db, 'job_keys');
    expect(await heapFetchesCounting(platform.database, 'test.maintenance')).toBeGreaterThan(0);

    logged.length = 0;
    await platform.jobs.runDue({ now: minutesFromNow(12) });
    const after = await keptOf(db, 'job_keys');
    expect(after.rows, 'the planner knows the rows written').toBeGreaterThanOrEqual(before.rows + 5_000);
    expect(after.analyzed).not.toBe(before.analyzed);
    expect(after.visible, 'every page is all-visible').toBe(after.pages);
    expect(after.pages).toBeGreaterThan(0);
    expect(await heapFetchesCounting(platform.database, 'test.maintenance')).toBe(0);
    expect(await keptOf(db, 'merchants'), 'an unchanged table is left alone').toEqual(merchantsBefore);
    const [line] = logged.filter((entry) => entry.msg === 'tables maintained');
    expect(line?.statements).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^vacuum job_keys \d+ ms$/),
        expect.stringMatching(/^analyze job_keys \d+ ms$/),
      ]),
    );
    expect(line?.statements?.join()).not.toContain('merchants');
  });
});

describe('table maintenance after a restart (PGlite keeps no change counts across one)', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'ops-maintenance-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('finds a table that grew before the restart by its pages beyond those its last analyze counted, then leaves it alone', async () => {
    const dataDir = join(folder, 'pgdata');
    const first = await openPgliteDatabase(await createPglite({ dataDir, loadDataDir: await migratedPgliteDump() }));
    await writeJobKeys(first.db, 'test.kept', 5_000);
    await maintainTables(first);
    const kept = await keptOf(first.db, 'job_keys');
    await writeJobKeys(first.db, 'test.before-restart', 5_000);
    await first.close();

    const reopened = await openPgliteDatabase(await createPglite({ dataDir }));
    try {
      const [changes] = await selectRows<{ modified: number }>(
        reopened.db,
        sql`select n_mod_since_analyze::int as modified from pg_stat_user_tables where relname = 'job_keys'`,
      );
      expect(changes?.modified, 'the counters started again at 0').toBe(0);
      const run = await maintainTables(reopened);
      const jobKeys = run.statements.filter((statement) => statement.table === 'job_keys');
      expect(jobKeys.map((statement) => statement.did)).toEqual(['vacuum', 'analyze']);
      expect(kept.pages, 'the table had pages before').toBeGreaterThan(0);
      expect((await keptOf(reopened.db, 'job_keys')).rows).toBeGreaterThanOrEqual(kept.rows + 5_000);
      const again = await maintainTables(reopened);
      expect(again.statements.map((statement) => statement.table)).not.toContain('job_keys');
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('vacuums after a restart a table analyzed since its last vacuum, by its pages not all-visible then', async () => {
    const dataDir = join(folder, 'analyzed');
    const first = await openPgliteDatabase(await createPglite({ dataDir, loadDataDir: await migratedPgliteDump() }));
    await writeJobKeys(first.db, 'test.settled', 10_000);
    await maintainTables(first);
    // Past the analyze threshold (50 + 10 %), not the vacuum's (1,000 + 20 %): analyzed only.
    await writeJobKeys(first.db, 'test.analyzed', 1_500);
    const analyzed = (await maintainTables(first)).statements.filter((statement) => statement.table === 'job_keys');
    expect(analyzed.map((statement) => statement.did)).toEqual(['analyze']);
    const kept = await keptOf(first.db, 'job_keys');
    expect(kept.visible).toBeLessThan(kept.pages);
    // Grown since the analyze by less than the vacuum's threshold; with the rows never vacuumed, past it.
    await writeJobKeys(first.db, 'test.before-restart', 2_000);
    await first.close();

    const reopened = await openPgliteDatabase(await createPglite({ dataDir }));
    try {
      const run = await maintainTables(reopened);
      const jobKeys = run.statements.filter((statement) => statement.table === 'job_keys');
      expect(jobKeys.map((statement) => statement.did)).toEqual(['vacuum', 'analyze']);
      const after = await keptOf(reopened.db, 'job_keys');
      expect(after.visible).toBe(after.pages);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});

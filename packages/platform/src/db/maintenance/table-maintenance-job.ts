import { sql } from 'drizzle-orm';
import { defineJob } from '../../jobs/define-job.ts';
import type { StandingSchedule } from '../../jobs/schedules/set-schedule.ts';
import type { Transaction } from '../database.ts';
import { maintainTables } from './maintain-tables.ts';

const scheduleCode = 'tables.maintain';

/**
 * Table maintenance as a scheduled job (`tables.maintain`), every 5 minutes on the schedule a started runner sets on
 * PGlite only: a PostgreSQL server's autovacuum does this itself. After an outage it runs once. One log line a run
 * that did something: each statement with its time, the longest, and the run's.
 */
export function tableMaintenance(): StandingSchedule {
  const definition = defineJob<Record<string, never>>({
    kind: 'tables.maintain',
    maxAttempts: 3,
    schedule: { catchUp: 'latest', jobAt: (_target, due) => ({ payload: {}, key: due.toISOString() }) },
    async run(_payload, { database, logger }) {
      const run = await maintainTables(database);
      const longestMs = run.statements.reduce((most, statement) => Math.max(most, statement.ms), 0);
      const statements = run.statements.map(({ table, did, ms }) => `${did} ${table} ${ms} ms`);
      const line = { statements, checkMs: run.checkMs, ms: run.ms, longestMs };
      if (statements.length > 0) logger.info(line, 'tables maintained');
      else logger.debug(line, 'no table due for maintenance');
    },
  });
  return { definition, setting: { code: scheduleCode, target: {}, rule: { cron: '*/5 * * * *' } } };
}

/**
 * Brings the next table maintenance forward to now, in the caller's transaction (after a large import): the runner's
 * next tick queues it. Changes nothing where no maintenance is scheduled (PostgreSQL).
 */
export async function maintainTablesSoon(tx: Transaction): Promise<void> {
  await tx.execute(sql`update job_schedules set next_run_at = least(next_run_at, now()) where code = ${scheduleCode}`);
}

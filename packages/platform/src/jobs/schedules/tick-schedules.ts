import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { Logger } from '../../http/logger.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import type { AnyJobDefinition } from '../define-job.ts';
import { enqueueJob } from '../enqueue-job.ts';
import { nextDueAfter, type ScheduleRule } from './schedule-rule.ts';

/** A due moment queued later than this after it passed was caught up (an outage), not merely ticked a little late. */
export const catchUpGraceMs = 60_000;
/** Due moments one claim queues at most; a schedule with more missed is claimed again at once. */
const dueMomentsPerClaim = 100;

interface DueSchedule {
  code: string;
  kind: string;
  target: unknown;
  rule: ScheduleRule;
  time_zone: string;
  next_run_at: string | Date;
}

/**
 * Queues the job of every schedule due at `now` (`job_schedules`), one schedule a transaction: the row claimed with
 * `FOR UPDATE SKIP LOCKED` (another process takes another row), each missed due moment queued (or only the latest,
 * as the kind's `schedule.catchUp` says) keyed by that moment, so it is queued once, ever, whichever process ticks,
 * and its next run moved past `now`. Answers how many schedules were due.
 */
export async function tickSchedules(
  database: Database,
  byKind: ReadonlyMap<string, AnyJobDefinition>,
  logger: Logger,
  now: Date,
): Promise<number> {
  let claimed = 0;
  while (await tickOne(database, byKind, logger, now)) claimed += 1;
  return claimed;
}

function tickOne(
  database: Database,
  byKind: ReadonlyMap<string, AnyJobDefinition>,
  logger: Logger,
  now: Date,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [schedule] = await selectRows<DueSchedule>(
      tx,
      sql`select code, kind, target, rule, time_zone, next_run_at from job_schedules
          where next_run_at <= ${now.toISOString()}::timestamptz
          order by next_run_at limit 1 for update skip locked`,
    );
    if (!schedule) return false;
    const definition = byKind.get(schedule.kind);
    const dueMoments = dueMomentsOf(schedule, now, definition?.schedule?.catchUp ?? 'latest');
    let lastJobId: number | undefined;
    if (definition?.schedule) {
      for (const due of dueMoments.moments) {
        const { payload, key } = definition.schedule.jobAt(schedule.target as never, due);
        const caughtUp = dueMoments.skipped || isLate(due, now);
        lastJobId =
          (await enqueueJob(tx, definition, payload, {
            runAt: due,
            key,
            scheduled: { scheduleCode: schedule.code, dueAt: due, caughtUp },
          })) ?? (await jobIdOf(tx, schedule.kind, key));
      }
    } else {
      logger.error({ schedule: schedule.code, kind: schedule.kind }, 'a schedule names no scheduled kind of job');
    }
    await tx.execute(
      sql`update job_schedules set next_run_at = ${dueMoments.next.toISOString()}::timestamptz,
                 last_run_at = ${dueMoments.moments.at(-1)?.toISOString() ?? null}::timestamptz,
                 last_job_id = coalesce(${lastJobId ?? null}::bigint, last_job_id)
          where code = ${schedule.code}`,
    );
    return true;
  });
}

const isLate = (due: Date, now: Date) => now.getTime() - due.getTime() > catchUpGraceMs;

/**
 * The due moments from the schedule's next run (due, or it would not be claimed) up to `now`: each of them (at most a
 * claim's worth; then `next` is the first left over), or only the latest (`skipped` when there were more).
 */
function dueMomentsOf(
  schedule: DueSchedule,
  now: Date,
  catchUp: 'each' | 'latest',
): { moments: Date[]; next: Date; skipped: boolean } {
  const following = (due: Date) => nextDueAfter(schedule.rule, schedule.time_zone, due);
  let due = new Date(schedule.next_run_at);
  if (catchUp === 'latest') {
    let latest = due;
    let missed = 0;
    for (; due <= now; due = following(due), missed += 1) latest = due;
    return { moments: [latest], next: due, skipped: missed > 1 };
  }
  const moments: Date[] = [];
  for (; due <= now && moments.length < dueMomentsPerClaim; due = following(due)) moments.push(due);
  return { moments, next: due, skipped: false };
}

async function jobIdOf(tx: Transaction, kind: string, key: string) {
  const [job] = await selectRows<{ id: string }>(tx, sql`select id from jobs where kind = ${kind} and key = ${key}`);
  return job ? Number(job.id) : undefined;
}

import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

/**
 * The days (YYYY-MM-DD, UTC) a schedule has planned: those whose jobs it queued and its next run, in order; none when
 * there is no such schedule and it queued nothing.
 */
export async function plannedDates(db: Queryable, scheduleCode: string): Promise<string[]> {
  const rows = await selectRows<{ day: string }>(
    db,
    sql`select to_char(due_at at time zone 'UTC', 'YYYY-MM-DD') as day from jobs where schedule_code = ${scheduleCode}
        union
        select to_char(next_run_at at time zone 'UTC', 'YYYY-MM-DD') from job_schedules where code = ${scheduleCode}
        order by day`,
  );
  return rows.map((row) => row.day);
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { ClaimedJob, JobFinish } from '../../jobs/job-claims.ts';
import { selectRows } from '../../ledger/sql-rows.ts';

/** A job's row as the simulation compares it before and after a step. */
export interface JobRow {
  id: string;
  kind: string;
  key: string | null;
  state: string;
  attempts: number;
  max_attempts: number;
  locked_until: string | null;
  run_at: string;
}

/** One claim the database made, whether or not the runner that asked learnt of it (a lost answer). */
interface Claim {
  attempt: number;
  worker: string;
  at: number;
  until: number;
}

export async function readJobRows(database: Database): Promise<Map<string, JobRow>> {
  const rows = await selectRows<JobRow>(
    database.db,
    sql`select id::text as id, kind, key, state, attempts, max_attempts,
               (extract(epoch from locked_until) * 1000)::bigint::text as locked_until,
               (extract(epoch from run_at) * 1000)::bigint::text as run_at
        from jobs order by id`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const unchanged = (before: JobRow | undefined, after: JobRow | undefined) =>
  JSON.stringify(before) === JSON.stringify(after);

/**
 * The ground truth of the job queue's claims: every claim the database made, and what each claim-and-end statement
 * may change. Its checks answer the violations they find, each a sentence.
 */
export function createJobLedger(leaseMsOf: (kind: string) => number, name: (id: string) => string) {
  const claims = new Map<string, Claim[]>();
  return {
    claimsOf: (id: string) => claims.get(id) ?? [],
    /**
     * Holds one claim-and-end statement to the queue's rules: a job claimed while another runner's lease on it still
     * ran (and its try had not ended) is run by two at once; each claim counts one attempt and holds its kind's
     * lease; an end changes its job only while the job is still its try's; nothing else changes.
     */
    checkExchange(
      before: Map<string, JobRow>,
      after: Map<string, JobRow>,
      claimed: readonly ClaimedJob[],
      finishes: readonly JobFinish[],
      worker: string,
      now: number,
    ): string[] {
      const violations: string[] = [];
      const claimedIds = new Set(claimed.map((job) => job.id));
      for (const job of claimed) {
        const previous = claims.get(job.id)?.at(-1);
        const row = before.get(job.id);
        const previousEnded = row?.state !== 'running' || row.attempts !== previous?.attempt;
        if (previous && !previousEnded && now < previous.until) {
          violations.push(
            `job ${name(job.id)} claimed by ${worker} at ${now} while ${previous.worker}'s lease runs to ${previous.until}`,
          );
        }
        if (row && job.attempts !== row.attempts + 1) {
          violations.push(`job ${name(job.id)} claimed as attempt ${job.attempts} after ${row.attempts}`);
        }
        const lease = Number(after.get(job.id)?.locked_until) - now;
        if (lease !== leaseMsOf(job.kind)) violations.push(`job ${name(job.id)} claimed with a lease of ${lease} ms`);
        const list = claims.get(job.id) ?? [];
        list.push({ attempt: job.attempts, worker, at: now, until: now + leaseMsOf(job.kind) });
        claims.set(job.id, list);
      }
      for (const [id, row] of after) {
        if (claimedIds.has(id) || unchanged(before.get(id), row)) continue;
        const was = before.get(id);
        const finish = finishes.find((end) => end.id === id && end.attempts === was?.attempts);
        if (!finish || was?.state !== 'running' || was.attempts !== finish.attempts) {
          violations.push(
            `job ${name(id)} changed by a statement that neither claimed it nor ended its try: ${JSON.stringify(was)} -> ${JSON.stringify(row)}`,
          );
        } else if (row.state !== finish.state) {
          violations.push(`job ${name(id)} ended ${row.state}, its try said ${finish.state}`);
        }
      }
      return violations;
    },
    /** A job the database holds as running is held by its latest claim: no claim went unrecorded. */
    checkRows(rows: Map<string, JobRow>): string[] {
      const violations: string[] = [];
      for (const row of rows.values()) {
        if (row.state !== 'running') continue;
        const latest = claims.get(row.id)?.at(-1);
        if (latest?.attempt !== row.attempts)
          violations.push(`job ${name(row.id)} running with no claim of its attempt`);
      }
      return violations;
    },
  };
}

export type JobLedger = ReturnType<typeof createJobLedger>;

import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { type AnyJobDefinition, defaultLeaseSeconds } from './define-job.ts';

/** A job a runner holds for one try, with what its kind reads with the claim (`readWithClaim`). */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  read: unknown;
}

/**
 * How a try ended, written by its runner's next statement: `done`, `queued` again at `runAt` (its backoff), or
 * `failed` for good. It changes the job only while the job is still the try's (running, its attempts unchanged).
 */
export interface JobFinish {
  id: string;
  attempts: number;
  state: 'done' | 'queued' | 'failed';
  lastError: string | null;
  runAt: Date | null;
}

/** The last error of a job whose runner died holding it on its last attempt: it is not tried again. */
export const leaseRanOutOnLastAttempt = 'the lease ran out on the last attempt (its runner stopped or hung)';

/**
 * Writes the finishes of ended tries and claims up to `limit` due jobs at `now`, in one statement, atomic by itself
 * (no transaction around it): the oldest due jobs, and those whose lease ran out (their runner died), each with its
 * own lease (its kind's) and its attempt counted, skipping what another runner has locked. A job whose lease ran out
 * on its last attempt is a dead letter instead: a job that kills its runner is not tried without end.
 */
export type ExchangeJobs = (now: Date, limit: number, finishes: readonly JobFinish[]) => Promise<ClaimedJob[]>;

export function jobExchange(database: Database, byKind: ReadonlyMap<string, AnyJobDefinition>): ExchangeJobs {
  const leases = JSON.stringify(
    Object.fromEntries([...byKind].map(([kind, definition]) => [kind, definition.leaseSeconds ?? defaultLeaseSeconds])),
  );
  const read = readsWithClaim(byKind);
  return async (now, limit, finishes) => {
    const finishing = finishes.length > 0 ? finishStatement(finishes) : undefined;
    if (limit === 0) {
      if (finishing) await database.db.execute(finishing);
      return [];
    }
    const at = now.toISOString();
    // A job finished here is not claimed here too (its lease may have run out): one statement updates a row once.
    const notFinishing = finishing
      ? sql`and id <> all(string_to_array(${finishes.map((finish) => finish.id).join(',')}, ',')::bigint[])`
      : sql``;
    // A running job was due when it was claimed, so `run_at <= now` holds for one whose lease ran out as well: the
    // range of `jobs_due_idx` serves both.
    return selectRows<ClaimedJob>(
      database.db,
      sql`with ${finishing ? sql`finished as (${finishing}),` : sql``}
          due as materialized (
            select id from jobs
            where state in ('queued', 'running') and run_at <= ${at}::timestamptz
              and (state = 'queued' or locked_until < ${at}::timestamptz) ${notFinishing}
            order by run_at, id
            limit ${limit}
            for update skip locked),
          abandoned as (
            update jobs set state = 'failed', locked_at = null, locked_until = null, finished_at = now(),
                   last_error = ${leaseRanOutOnLastAttempt}
            from due
            where jobs.id = due.id and jobs.state = 'running' and jobs.attempts >= jobs.max_attempts),
          claimed as (
            update jobs set state = 'running', attempts = attempts + 1, locked_at = ${at}::timestamptz,
                   locked_until = ${at}::timestamptz
                     + make_interval(secs => coalesce((${leases}::jsonb ->> kind)::float8, ${defaultLeaseSeconds}))
            from due
            where jobs.id = due.id and (jobs.state = 'queued' or jobs.attempts < jobs.max_attempts)
            returning jobs.id, kind, payload, attempts, max_attempts, run_at)
          select claimed.id::text as id, kind, payload, attempts, max_attempts, ${read} as read
          from claimed
          order by run_at, claimed.id`,
    );
  };
}

/** The ends of tries, each written only while its job is still the try's (running, its attempts unchanged). */
function finishStatement(finishes: readonly JobFinish[]): SQL {
  const rows = JSON.stringify(
    finishes.map((finish) => ({
      id: finish.id,
      attempts: finish.attempts,
      state: finish.state,
      last_error: finish.lastError,
      run_at: finish.runAt?.toISOString() ?? null,
    })),
  );
  return sql`update jobs set state = finishing.state, locked_at = null, locked_until = null,
                 last_error = finishing.last_error, run_at = coalesce(finishing.run_at, jobs.run_at),
                 finished_at = case when finishing.state = 'queued' then jobs.finished_at else now() end
             from jsonb_to_recordset(${rows}::jsonb)
               as finishing(id bigint, attempts integer, state text, last_error text, run_at timestamptz)
             where jobs.id = finishing.id and jobs.attempts = finishing.attempts and jobs.state = 'running'`;
}

/** One jsonb expression over the claimed row: the `readWithClaim` of its kind, null for a kind without one. */
function readsWithClaim(byKind: ReadonlyMap<string, AnyJobDefinition>): SQL {
  const reads = [...byKind].flatMap(([kind, definition]) =>
    definition.readWithClaim ? [sql`when ${kind} then ${definition.readWithClaim(sql`claimed.payload`)}`] : [],
  );
  return reads.length === 0 ? sql`null::jsonb` : sql`case claimed.kind ${sql.join(reads, sql` `)} end`;
}

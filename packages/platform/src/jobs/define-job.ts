import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Logger } from '../http/logger.ts';

/** What a job's `run` is handed besides its payload. */
export interface JobContext {
  database: Database;
  logger: Logger;
  jobId: number;
  /** 1 on the first try. */
  attempt: number;
  /** The runner's clock: `runDue({ now })` in tests, the wall clock otherwise. */
  now: Date;
  /** What the kind's `readWithClaim` read with the claim (JSON, null when it found nothing); undefined without one. */
  read?: unknown;
}

/**
 * A kind of durable job. `run` does its own writes through `context.database`; a throw means "try again after
 * `backoffSeconds(attempt)`", until `maxAttempts` tries have failed and the job is marked failed. A job runs at
 * least once, so `run` must be safe to repeat (its writes keyed, or checked first).
 */
export interface JobDefinition<Payload> {
  /** Unique, '<area>.<what>'. */
  kind: string;
  /** Tries before the job is failed; 5 unless said. */
  maxAttempts?: number;
  /** Seconds to wait after the given failed try (1-based); 2^(attempt − 1) unless said. */
  backoffSeconds?: (attempt: number) => number;
  /** How long one try may hold the job before another runner may take it over (a crashed process); 300 s. */
  leaseSeconds?: number;
  /**
   * What a try reads, read by the claim's own statement instead of a query of the try's: a SQL expression of the
   * claimed job's `payload` (jsonb) answering one jsonb value, handed to `run` as `context.read`. What it reads is
   * as fresh as a query at the start of the try would be.
   */
  readWithClaim?: (payload: SQL) => SQL;
  run(payload: Payload, context: JobContext): Promise<void>;
  /** Set for a kind that schedules (`job_schedules`) queue: how a due moment becomes a job. */
  schedule?: JobScheduling<Payload>;
}

/**
 * How a schedule's due moment becomes a job of the kind: its payload and key (the key names the moment, so it is
 * queued once, ever), and what an outage that missed several due moments catches up: `each` of them (the payout
 * scheduler's dates), or only the `latest` (pruning).
 */
export interface JobScheduling<Payload> {
  catchUp: 'each' | 'latest';
  jobAt(target: never, due: Date): { payload: Payload; key: string };
}

/** Any kind of job, whatever its payload: what the runner holds. */
export type AnyJobDefinition = Omit<JobDefinition<never>, 'schedule'> & { schedule?: JobScheduling<unknown> };

/**
 * Thrown by a job's `run` that will not try again (a webhook past its 24 hours): the job goes to the dead letters
 * (`failed`) at once, with this message as its last error, whatever tries it had left.
 */
export class JobGaveUp extends Error {
  override name = 'JobGaveUp';
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export const defaultMaxAttempts = 5;
export const defaultLeaseSeconds = 300;
export const defaultBackoffSeconds = (attempt: number): number => 2 ** (attempt - 1);

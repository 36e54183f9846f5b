import type { Database } from '../../db/database.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { expireApprovalRequest } from './approval-writes.ts';

/** Runs an approved request's held call, its claim reckoned from `now`; false while another process holds the run. */
export type ApprovalRunner = (code: string, now?: Date) => Promise<boolean>;

// A job has the database, not the app whose handlers run a held call: each platform registers its runner here.
const runners = new WeakMap<Database, ApprovalRunner>();

export function setApprovalRunner(database: Database, runner: ApprovalRunner): void {
  runners.set(database, runner);
}

/**
 * Runs an approved request (queued by its last approval, in the same transaction): what carries the run over a
 * crash between the approval and the run. The approval runs it at once too; the run is claimed, so it happens once.
 */
export const runApprovalJob = defineJob<{ code: string }>({
  kind: 'approvals.run',
  maxAttempts: 20,
  // A process that died holding the run gives it up soon: the run is claimed for 30 s (`run-approved-request.ts`).
  leaseSeconds: 45,
  backoffSeconds: (attempt) => Math.min(2 ** attempt, 30),
  async run({ code }, { database, now }) {
    const runner = runners.get(database);
    if (!runner) throw new Error('no approvals service on this database');
    if (!(await runner(code, now))) throw new Error(`approval request ${code} is being run by another process`);
  },
});

/** Marks a request still waiting at its expiry as EXPIRED. */
export const expireApprovalJob = defineJob<{ code: string }>({
  kind: 'approvals.expire',
  async run({ code }, { database, now }) {
    await expireApprovalRequest(database, code, now);
  },
});

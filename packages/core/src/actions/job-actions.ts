import { z } from 'zod';
import type { JobsClient } from '../api/jobs.ts';
import { defineAction } from './action.ts';

/** The job acted on, by its number (`ops jobs list` shows it). */
const job = z.object({ jobId: z.coerce.number().int().min(1).describe('The job, by its number') });

/** One steering of a job (issue 33), the admin's: the platform says 409 when the job's state does not allow it. */
function jobSteeringAction<Id extends `jobs.${string}`>(
  id: Id,
  steering: 'retry' | 'redrive' | 'cancel',
  route: keyof Pick<JobsClient, 'retryJob' | 'redriveJob' | 'cancelJob'>,
  keywords: readonly string[],
  risk?: 'deletes',
) {
  return defineAction({
    id,
    risk,
    labelKey: `jobs.actions.${steering}`,
    group: 'merchant',
    keywords: ['job', 'background job', 'queue', 'taak', ...keywords],
    permission: 'ops',
    route,
    needsMerchant: false,
    changes: ['jobs'],
    parameters: job,
    run: (context, { jobId }) => context.clients.jobs[route]({ params: { jobId } }),
  });
}

/** Runs a queued job now instead of at its time or after its backoff. */
export const retryJobAction = jobSteeringAction('jobs.retry', 'retry', 'retryJob', ['retry', 'run now', 'opnieuw']);

/** Queues a failed job (a dead letter) again with a fresh count of tries. */
export const redriveJobAction = jobSteeringAction('jobs.redrive', 'redrive', 'redriveJob', [
  'redrive',
  'dead letter',
  'failed',
  'opnieuw aanbieden',
]);

/** Cancels a queued job, or discards a dead letter: it will not run, so it asks first. */
export const cancelJobAction = jobSteeringAction(
  'jobs.cancel',
  'cancel',
  'cancelJob',
  ['cancel', 'discard', 'annuleren'],
  'deletes',
);

export const jobActions = [retryJobAction, redriveJobAction, cancelJobAction] as const;

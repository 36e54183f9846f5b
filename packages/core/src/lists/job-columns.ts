import type { Job, JobQueue } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The jobs of the queues (`ops jobs list`): what each is, its tries, its last error and its next run. */
export const jobColumns = listColumns<Job>([
  { field: 'id', kind: 'integer', headerKey: 'jobs.columns.id', value: (job) => job.id },
  { field: 'queue', headerKey: 'jobs.columns.queue', value: (job) => job.queue },
  { field: 'state', headerKey: 'jobs.columns.state', value: (job) => job.state },
  { field: 'attempts', kind: 'integer', headerKey: 'jobs.columns.attempts', value: (job) => job.attempts },
  { field: 'maxAttempts', kind: 'integer', headerKey: 'jobs.columns.maxAttempts', value: (job) => job.maxAttempts },
  { field: 'lastError', headerKey: 'jobs.columns.lastError', value: (job) => job.lastError },
  {
    field: 'runAt',
    kind: 'timestamp',
    headerKey: 'jobs.columns.runAt',
    // Its next run while it waits; a finished job has none (its time stays in `ops jobs show --json`).
    value: (job) => (job.state === 'queued' ? job.runAt : null),
  },
  { field: 'key', headerKey: 'jobs.columns.key', value: (job) => job.key },
  { field: 'createdAt', kind: 'timestamp', headerKey: 'jobs.columns.createdAt', value: (job) => job.createdAt },
  { field: 'finishedAt', kind: 'timestamp', headerKey: 'jobs.columns.finishedAt', value: (job) => job.finishedAt },
  { field: 'scheduleCode', headerKey: 'jobs.columns.scheduleCode', value: (job) => job.scheduleCode },
  { field: 'dueAt', kind: 'timestamp', headerKey: 'jobs.columns.dueAt', value: (job) => job.dueAt },
  { field: 'caughtUp', kind: 'boolean', headerKey: 'jobs.columns.caughtUp', value: (job) => job.caughtUp },
]);

/** The job queues (`ops jobs queues`): their jobs counted by state, and their next run. */
export const jobQueueColumns = listColumns<JobQueue>([
  { field: 'queue', headerKey: 'jobs.columns.queue', value: (queue) => queue.queue },
  { field: 'queued', kind: 'integer', headerKey: 'jobs.states.queued', value: (queue) => queue.counts.queued },
  { field: 'running', kind: 'integer', headerKey: 'jobs.states.running', value: (queue) => queue.counts.running },
  { field: 'done', kind: 'integer', headerKey: 'jobs.states.done', value: (queue) => queue.counts.done },
  { field: 'failed', kind: 'integer', headerKey: 'jobs.states.failed', value: (queue) => queue.counts.failed },
  {
    field: 'cancelled',
    kind: 'integer',
    headerKey: 'jobs.states.cancelled',
    value: (queue) => queue.counts.cancelled,
  },
  { field: 'nextRunAt', kind: 'timestamp', headerKey: 'jobs.columns.nextRunAt', value: (queue) => queue.nextRunAt },
]);

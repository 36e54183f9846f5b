import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { jobListQuerySchema, jobParamsSchema, jobQueueListSchema, jobSchema } from './job.ts';
import { jobScheduleListQuerySchema, jobScheduleSchema } from './job-schedule.ts';
import { jobWarningsSchema } from './job-warning.ts';

/** The platform's background jobs (issue 33): not in the spec, owned by the console. */
export const jobService = 'jobs/api/v1';

const jobPath = `${jobService}/jobs/{jobId}`;

export const listJobQueues = defineRoute({
  id: 'listJobQueues',
  service: jobService,
  method: 'GET',
  path: `${jobService}/queues`,
  summary: 'The job queues, one a kind of job, with their jobs counted by state and their next run',
  response: jobQueueListSchema,
});

export const listJobWarnings = defineRoute({
  id: 'listJobWarnings',
  service: jobService,
  method: 'GET',
  path: `${jobService}/warnings`,
  summary: "The queues' own warnings: a backlog of due jobs, slow tries and dead letters waiting",
  response: jobWarningsSchema,
});

export const listJobs = defineRoute({
  id: 'listJobs',
  service: jobService,
  method: 'GET',
  path: `${jobService}/jobs`,
  summary: 'The jobs of every queue or of one, newest first, with their attempts, last error and next run',
  query: jobListQuerySchema,
  response: pageOf(jobSchema),
});

export const getJob = defineRoute({
  id: 'getJob',
  service: jobService,
  method: 'GET',
  path: jobPath,
  summary: 'One job',
  params: jobParamsSchema,
  response: jobSchema,
});

export const listJobSchedules = defineRoute({
  id: 'listJobSchedules',
  service: jobService,
  method: 'GET',
  path: `${jobService}/schedules`,
  summary: 'The schedules (payout dates, auto-reconciliation, pruning), soonest first, with their next and last run',
  query: jobScheduleListQuerySchema,
  response: pageOf(jobScheduleSchema),
});

export const retryJob = defineRoute({
  id: 'retryJob',
  service: jobService,
  method: 'POST',
  path: `${jobPath}/retry`,
  summary: 'Runs a queued job now instead of at its time or after its backoff (409 unless it is queued)',
  params: jobParamsSchema,
  response: jobSchema,
});

export const redriveJob = defineRoute({
  id: 'redriveJob',
  service: jobService,
  method: 'POST',
  path: `${jobPath}/redrive`,
  summary: 'Queues a failed job (a dead letter) again, with a fresh count of tries (409 unless it failed)',
  params: jobParamsSchema,
  response: jobSchema,
});

export const cancelJob = defineRoute({
  id: 'cancelJob',
  service: jobService,
  method: 'POST',
  path: `${jobPath}/cancel`,
  summary: 'Cancels a queued job, or discards a failed one: it will not run (409 when it runs or has finished)',
  params: jobParamsSchema,
  response: jobSchema,
});

/** Background jobs (`ops jobs`). */
export const jobRoutes = {
  listJobQueues,
  listJobWarnings,
  listJobs,
  getJob,
  listJobSchedules,
  retryJob,
  redriveJob,
  cancelJob,
};

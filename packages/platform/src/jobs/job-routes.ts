import { jobRoutes as routes } from '@ops/core/contract';
import { i18nObject } from '@ops/locales';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/api-problem.ts';
import { mountRoute } from '../http/mount-route.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import type { ServiceParts } from '../services/service-parts.ts';
import { readJob, readJobQueues, readJobs } from './job-queries.ts';
import { defaultBacklogSeconds, readJobWarnings } from './job-warnings.ts';
import { readJobSchedules } from './schedules/schedule-queries.ts';
import { type JobSteering, jobSteerings, steerJob } from './steer-job.ts';

const wire = i18nObject('en').jobs.wire;

/**
 * Background jobs (issue 33; prefix `jobs/api/v1`; read by every role, steered by the admin: core's table): the queues (a kind of job each)
 * with their jobs counted by state, their warnings (`job-warnings.ts`: a backlog past `OPS_JOBS_BACKLOG_SECONDS`, slow
 * tries, dead letters), the jobs with their tries, last error and next run, the schedules with their next
 * and last run and the state of the last run's job (`schedules/schedule-queries.ts`), and the steerings of
 * `steer-job.ts`: retry (a queued job now), redrive (a dead letter queued again) and cancel (a queued job, or a
 * dead letter discarded), each audited as `job` with its state before and after; 404 for no such job, 409 when its
 * state does not allow it.
 */
export function registerJobRoutes(
  app: PlatformApp,
  database: Database,
  { jobBacklogSeconds = defaultBacklogSeconds }: Pick<ServiceParts, 'jobBacklogSeconds'>,
): void {
  mountRoute(app, routes.listJobQueues, () => readJobQueues(database.db));
  mountRoute(app, routes.listJobWarnings, () => readJobWarnings(database.db, jobBacklogSeconds));
  mountRoute(app, routes.listJobs, ({ query }) => readJobs(database.db, query));
  mountRoute(app, routes.listJobSchedules, ({ query }) => readJobSchedules(database.db, query));
  mountRoute(app, routes.getJob, async ({ params }) => {
    const job = await readJob(database.db, params.jobId);
    if (!job) throw notFound(wire.notFound());
    return job;
  });

  const steerings: Record<JobSteering, typeof routes.retryJob> = {
    retry: routes.retryJob,
    redrive: routes.redriveJob,
    cancel: routes.cancelJob,
  };
  for (const [steering, route] of Object.entries(steerings) as [JobSteering, typeof routes.retryJob][]) {
    mountRoute(app, route, ({ params, caller }) =>
      database.transaction(async (tx) => {
        const outcome = await steerJob(tx, params.jobId, steering);
        if (!outcome.steered) {
          if (outcome.state === undefined) throw notFound(wire.notFound());
          const allowed = jobSteerings[steering].from.join(' or ');
          throw conflict(wire.wrongState({ state: outcome.state, allowed, steering: wire.steered[steering]() }));
        }
        const job = await readJob(tx, params.jobId);
        if (!job) throw notFound(wire.notFound());
        await recordAudit(tx, {
          actorEmail: caller.email,
          action: route.id,
          entityType: 'job',
          entityId: String(params.jobId),
          before: { state: outcome.before },
          after: { state: job.state, runAt: job.runAt },
        });
        return job;
      }),
    );
  }
}

import { cancelJobAction, redriveJobAction, retryJobAction } from '@ops/core/actions';
import type { Job, JobQueue } from '@ops/core/contract';
import { jobColumns, jobQueueColumns } from '@ops/core/lists';
import { useMemo, useState } from 'react';
import { ActionButton } from '../../../kit/actions/action-button.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { useToast } from '../../../ui/toast/toast.tsx';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';
import { JobMoment } from './job-moment.tsx';
import { JobSchedulesCard } from './job-schedules-card.tsx';
import { JobStateBadge } from './job-state-badge.tsx';
import { JobWarningsCard } from './job-warnings-card.tsx';
import { useJobQueues, useJobs } from './use-jobs.ts';

/**
 * `/configurations/jobs` (issue 33, the admin's): the queues' warnings (`job-warnings-card.tsx`), the queues with their jobs counted by state and their next run;
 * a queue's name (or Enter on its row) shows its jobs (else every queue's), newest first, with their tries, last error and next run, and
 * the steerings their state allows: Retry (a queued job now), Redrive (a dead letter queued again) and Cancel (a
 * queued job, or a dead letter discarded; asked first); then the schedules with their next and last run
 * (`job-schedules-card.tsx`). `ops jobs` and `ops schedules` show and do the same.
 */
export function JobsConfig() {
  const { t, locale } = useI18n();
  const labels = t.jobs.screen;
  const toast = useToast();
  const [queue, setQueue] = useState<string | undefined>(undefined);
  const queues = useJobQueues();
  const jobs = useJobs(queue);
  const [queuesQuery, changeQueuesQuery] = useTableQuery([]);
  const [jobsQuery, changeJobsQuery] = useTableQuery([]);
  const retry = useRegistryAction(retryJobAction, { fallback: labels.changeFailed() });
  const redrive = useRegistryAction(redriveJobAction, { fallback: labels.changeFailed() });
  const cancel = useRegistryAction(cancelJobAction, { fallback: labels.changeFailed() });

  const queueColumns = useMemo((): DataTableColumn<JobQueue>[] => {
    const column = listTableColumns(jobQueueColumns, t, locale);
    return [
      column('queue', {
        size: 220,
        cell: (row) => (
          <Button variant="link" aria-pressed={row.queue === queue} onClick={() => setQueue(row.queue)}>
            {row.queue}
          </Button>
        ),
      }),
      ...(['queued', 'running', 'done', 'failed', 'cancelled'] as const).map((state) =>
        column(state, { kind: 'amount', size: 115 }),
      ),
      column('nextRunAt', { cell: (row) => <JobMoment at={row.nextRunAt} />, size: 170 }),
    ];
  }, [t, locale, queue]);

  const columns = useMemo((): DataTableColumn<Job>[] => {
    const column = listTableColumns(jobColumns, t, locale);
    const steerings = [
      { action: retry, from: ['queued'], label: labels.rowActions.retry(), done: labels.changed.retry },
      { action: redrive, from: ['failed'], label: labels.rowActions.redrive(), done: labels.changed.redrive },
      { action: cancel, from: ['queued', 'failed'], label: labels.rowActions.cancel(), done: labels.changed.cancel },
    ];
    const shown = [
      column('id', { kind: 'code', size: 80 }),
      column('queue', { size: 150 }),
      column('state', { cell: (job) => <JobStateBadge state={job.state} />, size: 100 }),
      column('attempts', { kind: 'amount', size: 110 }),
      column('lastError', { size: 220 }),
      column('runAt', { cell: (job) => (job.state === 'queued' ? <JobMoment at={job.runAt} /> : null), size: 140 }),
    ];
    if (!retry.allowed) return shown;
    return [
      ...shown,
      {
        id: 'actions',
        header: labels.actionsColumn(),
        size: 190,
        cell: (job) => (
          <span className="user-actions">
            {steerings
              .filter(({ from }) => from.includes(job.state))
              .map(({ action, label, done }) => (
                <ActionButton
                  key={label}
                  action={action}
                  parameters={{ jobId: job.id }}
                  onDone={() => toast.show({ title: done({ id: job.id }) })}
                  size="sm"
                  variant="ghost"
                >
                  {label}
                </ActionButton>
              ))}
          </span>
        ),
      },
    ];
  }, [t, locale, labels, retry, redrive, cancel, toast]);

  if (queues.isError && !queues.data) {
    return <ConfigLoadFailure title={labels.getFailed()} error={queues.error} onRetry={() => void queues.refetch()} />;
  }
  if (queues.data?.length === 0) {
    return (
      <>
        <p className="configuration-intro">{labels.description()}</p>
        <EmptyState title={labels.empty.title()} description={labels.empty.description()} />
      </>
    );
  }
  return (
    <>
      <p className="configuration-intro">{labels.description()}</p>
      <JobWarningsCard />
      <Card title={labels.queuesTitle()} flush>
        <DataTable
          id="job-queues"
          label={labels.queuesTitle()}
          columns={queueColumns}
          rows={queues.data}
          totalCount={queues.data?.length ?? 0}
          status={queues.isError ? 'error' : queues.data ? 'loaded' : 'loading'}
          error={queues.error}
          onRetry={() => void queues.refetch()}
          query={queuesQuery}
          onQueryChange={changeQueuesQuery}
          rowKey={(row) => row.queue}
          onOpenRow={(row: JobQueue) => setQueue(row.queue)}
        />
      </Card>
      <Card
        title={queue ? labels.jobsOf({ queue }) : labels.jobsTitle()}
        flush
        actions={
          queue ? (
            <Button size="sm" variant="ghost" onClick={() => setQueue(undefined)}>
              {labels.everyQueue()}
            </Button>
          ) : undefined
        }
      >
        <FormFailure message={retry.failure ?? redrive.failure ?? cancel.failure} />
        <DataTable
          id="jobs"
          label={queue ? labels.jobsOf({ queue }) : labels.jobsTitle()}
          columns={columns}
          rows={jobs.data?.elements}
          totalCount={jobs.data?.elements.length ?? 0}
          status={jobs.isError ? 'error' : jobs.data ? 'loaded' : 'loading'}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          query={jobsQuery}
          onQueryChange={changeJobsQuery}
          rowKey={(job) => String(job.id)}
        />
      </Card>
      <JobSchedulesCard />
    </>
  );
}

import type { JobSchedule } from '@ops/core/contract';
import { jobScheduleColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { JobMoment } from './job-moment.tsx';
import { JobStateBadge } from './job-state-badge.tsx';
import { useJobSchedules } from './use-jobs.ts';

/**
 * The schedules on the Jobs screen: what each queues (its queue and rule), its next run, its last run and the state of
 * that run's job. `ops schedules list` shows the same.
 */
export function JobSchedulesCard() {
  const { t, locale } = useI18n();
  const title = t.jobs.screen.schedulesTitle();
  const schedules = useJobSchedules();
  const [query, changeQuery] = useTableQuery([]);
  const columns = useMemo((): DataTableColumn<JobSchedule>[] => {
    const column = listTableColumns(jobScheduleColumns, t, locale);
    return [
      column('code', { size: 260 }),
      column('queue', { size: 180 }),
      column('rule', { size: 170 }),
      column('nextRunAt', { cell: (row) => <JobMoment at={row.nextRunAt} />, size: 160 }),
      column('lastRunAt', { cell: (row) => <JobMoment at={row.lastRunAt} />, size: 160 }),
      column('lastJobState', {
        cell: (row) => (row.lastJobState ? <JobStateBadge state={row.lastJobState} /> : null),
        size: 130,
      }),
    ];
  }, [t, locale]);
  return (
    <Card title={title} flush>
      <DataTable
        id="job-schedules"
        label={title}
        columns={columns}
        rows={schedules.data?.elements}
        totalCount={schedules.data?.elements.length ?? 0}
        status={schedules.isError ? 'error' : schedules.data ? 'loaded' : 'loading'}
        error={schedules.error}
        onRetry={() => void schedules.refetch()}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(row) => row.code}
      />
    </Card>
  );
}

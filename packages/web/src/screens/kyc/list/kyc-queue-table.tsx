import { assignKycTaskAction } from '@ops/core/actions';
import type { KycTask } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { kycTaskColumns } from '@ops/core/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRegistryAction } from '../../../app/actions/use-registry-action.ts';
import { tierLabel } from '../../../domain-parts/kyc/tier-label.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import {
  DataTable,
  type DataTableColumn,
  pageQueryState,
  type TablePage,
  type TableQuery,
  type TableQueryChange,
} from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';

export interface KycQueueTableProps {
  tasks: UseQueryResult<TablePage<KycTask>>;
  query: TableQuery<string>;
  onQueryChange(change: TableQueryChange<string>, options?: { replace?: boolean }): void;
  fetchPage(page: number, pageSize: number): Promise<TablePage<KycTask>>;
  onOpen(task: KycTask): void;
}

/** The queue, oldest first: a seller's name opens its task (as Enter on its row does); an open task can be taken. */
export function KycQueueTable({ tasks, query, onQueryChange, fetchPage, onOpen }: KycQueueTableProps) {
  const { t, locale } = useI18n();
  const assign = useRegistryAction(assignKycTaskAction, { fallback: t.errors.requestIssue() });
  const columns = useMemo<DataTableColumn<KycTask>[]>(() => {
    const column = listTableColumns(kycTaskColumns, t, locale);
    return [
      column('sellerName', {
        cell: (task) => (
          <Button variant="link" onClick={() => onOpen(task)}>
            {task.sellerName}
          </Button>
        ),
        size: 200,
      }),
      column('accountHolderCode', { kind: 'code' }),
      column('merchantName'),
      column('divisionName'),
      column('tier', { cell: (task) => tierLabel(t, task.tier), size: 130 }),
      column('reason', { cell: (task) => t.kyc.reasons[task.reason](), size: 140 }),
      column('status', { cell: (task) => <StatusBadge status={task.status} />, size: 110 }),
      column('assignee', {
        cell: (task) =>
          task.status === 'OPEN' ? (
            <Button size="sm" variant="ghost" busy={assign.busy} onClick={() => assign.run({ taskCode: task.code })}>
              {t.kyc.actions.assign()}
            </Button>
          ) : (
            (task.assignee ?? '')
          ),
        size: 200,
      }),
      column('createdAt', { cell: (task) => formatTableDate(task.createdAt) }),
      column('code', { kind: 'code' }),
    ];
  }, [t, locale, assign, onOpen]);
  return (
    <>
      {assign.failure ? (
        <p role="alert" className="form-failure">
          {assign.failure}
        </p>
      ) : null}
      <DataTable
        id="kyc-queue"
        label={t.kyc.title()}
        columns={columns}
        {...pageQueryState(tasks)}
        query={query}
        onQueryChange={onQueryChange}
        rowKey={(task) => task.code}
        onOpenRow={onOpen}
        csvExport={{ fileName: 'kyc-checks.csv', fetchPage }}
      />
    </>
  );
}

import { assignKycTaskAction, requestExternalKycAction } from '@ops/core/actions';
import type { KycTask } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { kycTaskColumns } from '@ops/core/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { tierLabel } from '../../../domain-parts/kyc/tier-label.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import {
  DataTable,
  type DataTableColumn,
  noSelection,
  pageQueryState,
  type TablePage,
  type TableQuery,
  type TableQueryChange,
  type TableSelection,
} from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';

/** The table's columns, by id: what a saved view keeps visible and in which order. */
export const kycQueueColumnIds = [
  'sellerName',
  'accountHolderCode',
  'merchantName',
  'divisionName',
  'tier',
  'reason',
  'status',
  'assignee',
  'createdAt',
  'code',
] as const;

export interface KycQueueTableProps {
  tasks: UseQueryResult<TablePage<KycTask>>;
  query: TableQuery<string>;
  onQueryChange(change: TableQueryChange<string>, options?: { replace?: boolean }): void;
  fetchPage(page: number, pageSize: number): Promise<TablePage<KycTask>>;
  onOpen(task: KycTask): void;
}

/**
 * The queue, oldest first: a seller's name opens its task (as Enter on its row does); an open task can be taken;
 * the selected rows' sellers can be sent to the external provider together.
 */
export function KycQueueTable({ tasks, query, onQueryChange, fetchPage, onOpen }: KycQueueTableProps) {
  const { t, locale } = useI18n();
  const assign = useRegistryAction(assignKycTaskAction, { fallback: t.errors.requestIssue() });
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  // The seller of every task seen, so a selection kept across pages still names its sellers. A request names at
  // most 100 sellers: "every task of the filter" is not offered for it, only rows picked one by one.
  const sellerOfTask = useRef(new Map<string, string>());
  for (const task of tasks.data?.elements ?? []) sellerOfTask.current.set(task.code, task.accountHolderCode);
  const selectedSellers =
    selection.mode === 'rows' ? [...new Set(selection.keys.flatMap((key) => sellerOfTask.current.get(key) ?? []))] : [];
  const trigger = useRegistryAction(requestExternalKycAction, {
    fallback: t.errors.requestIssue(),
    success: t.kyc.external.sent({ count: selectedSellers.length }),
  });
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
          task.status === 'OPEN' && assign.allowed ? (
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
      <FormFailure message={assign.failure ?? trigger.failure} />
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
        selection={trigger.allowed ? { value: selection, onChange: setSelection } : undefined}
        toolbar={
          trigger.allowed ? (
            <Button
              size="sm"
              disabled={selectedSellers.length === 0}
              busy={trigger.busy}
              onClick={async () => {
                const outcome = await trigger.run({ accountHolderCodes: selectedSellers });
                if (outcome.done) setSelection(noSelection);
              }}
            >
              {`${t.kyc.actions.providerRequest()} (${t.kyc.external.selected({ count: selectedSellers.length })})`}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}

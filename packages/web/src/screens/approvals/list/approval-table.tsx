import { approveApprovalAction } from '@ops/core/actions';
import type { ApprovalRequest, ApprovalRequestStatus } from '@ops/core/contract';
import { useState } from 'react';
import { approvalRequestPath } from '../../../kit/actions/sent-for-approval-notice.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import {
  DataTable,
  noSelection,
  pageQueryState,
  type TableQuery,
  type TableQueryChange,
  type TableSelection,
} from '../../../ui/data-table/index.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { useToast } from '../../../ui/toast/toast.tsx';
import { RejectDialog } from '../common/reject-dialog.tsx';
import { useSignedInEmail } from '../common/signed-in-email.ts';
import { type ApprovalView, useApprovalRequestPages, useApprovalRequests } from '../common/use-approval-requests.ts';
import { useApprovalColumns } from './approval-columns.tsx';

export interface ApprovalTableProps {
  view: ApprovalView;
  status: ApprovalRequestStatus | undefined;
  query: TableQuery<string>;
  onQueryChange(change: TableQueryChange<string>, options?: { replace?: boolean }): void;
}

/**
 * One page of a view's requests. Rows the signed-in user may decide (waiting, not their own) can be selected
 * (Space on a row's box) and approved or rejected together: each approval asks first, as the registry's
 * `approvals.approve` does, and a reject asks for the reason once for all of them. Enter opens a request.
 */
export function ApprovalTable({ view, status, query, onQueryChange }: ApprovalTableProps) {
  const { t } = useI18n();
  const labels = t.approvals;
  const navigate = useAppNavigate();
  const toast = useToast();
  const me = useSignedInEmail();
  const requests = useApprovalRequests(view, status, query.page, query.pageSize);
  const fetchPage = useApprovalRequestPages(view, status);
  const columns = useApprovalColumns();
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  const [rejecting, setRejecting] = useState<readonly string[]>([]);
  const approve = useRegistryAction(approveApprovalAction, { fallback: labels.details.approveFailed() });
  const selected = selection.mode === 'rows' ? selection.keys : [];
  const decidable = (request: ApprovalRequest) => request.status === 'PENDING' && request.requestedBy !== me;

  const approveSelected = async () => {
    let approved = 0;
    for (const approvalRequestCode of selected) {
      const outcome = await approve.run({ approvalRequestCode });
      if (!outcome.done) break;
      approved += 1;
    }
    if (approved > 0) toast.show({ title: labels.selection.done({ count: approved }) });
    setSelection(noSelection);
  };

  if (requests.data?.totalCount === 0) {
    return view === 'waiting' ? (
      <EmptyState title={labels.empty.waiting()} description={labels.empty.waitingDescription()} />
    ) : (
      <EmptyState title={labels.empty.all()} description={labels.empty.allDescription()} />
    );
  }
  return (
    <>
      <FormFailure message={approve.failure} />
      <DataTable<ApprovalRequest>
        id={`approvals-${view}`}
        label={labels.tabs[view]()}
        columns={columns}
        query={query}
        onQueryChange={onQueryChange}
        {...pageQueryState(requests)}
        rowKey={(request) => request.code}
        onOpenRow={(request) => navigate(approvalRequestPath(request.code))}
        csvExport={{ fileName: `approvals-${view}.csv`, fetchPage }}
        selection={
          approve.allowed
            ? {
                value: selection,
                // Each approval asks on its own: 'every request of the filter' is not offered, only rows picked one by one.
                onChange: (next) => setSelection(next.mode === 'filter' ? selection : next),
                canSelect: decidable,
                rowLabel: (request) => labels.selection.rowLabel({ code: request.code }),
              }
            : undefined
        }
        toolbar={
          approve.allowed ? (
            <>
              <Button size="sm" disabled={selected.length === 0} busy={approve.busy} onClick={approveSelected}>
                {labels.selection.approve({ count: selected.length })}
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={selected.length === 0}
                onClick={() => setRejecting(selected)}
              >
                {labels.selection.reject({ count: selected.length })}
              </Button>
            </>
          ) : undefined
        }
      />
      <RejectDialog codes={rejecting} onClose={() => setRejecting([])} onRejected={() => setSelection(noSelection)} />
    </>
  );
}

import type { ApprovalRequest } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { approvalRequestColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { approvalRequestPath } from '../../../kit/actions/sent-for-approval-notice.tsx';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { ApprovalStatusBadge } from '../common/approval-status-badge.tsx';
import { heldOperationSummary } from '../common/held-operation.tsx';

/**
 * The approval requests' columns from core's list (the cli's `ops approvals list`): the code opens the request,
 * what it will do in words, the requester by name, the rule that caught it, when it was asked and expires.
 */
export function useApprovalColumns(): DataTableColumn<ApprovalRequest>[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const column = listTableColumns(approvalRequestColumns, t, locale);
    return [
      column('code', {
        kind: 'code',
        size: 170,
        cell: (request) => <AppLink to={approvalRequestPath(request.code)}>{request.code}</AppLink>,
      }),
      column('status', { cell: (request) => <ApprovalStatusBadge status={request.status} />, size: 170 }),
      column('actionKind', { cell: (request) => heldOperationSummary(request, t), size: 300 }),
      column('amount', { kind: 'amount', size: 130 }),
      column('requestedBy', {
        cell: (request) => <span title={request.requestedBy}>{request.requestedByName}</span>,
        size: 160,
      }),
      column('reason', { size: 240 }),
      column('approvals', { kind: 'amount', size: 110 }),
      column('divisionCode', { kind: 'code', size: 170 }),
      column('itemCount', { kind: 'amount', size: 80 }),
      column('createdAt', { cell: (request) => formatTableDate(request.createdAt), size: 150 }),
      column('expiresAt', { cell: (request) => formatTableDate(request.expiresAt), size: 150 }),
    ];
  }, [t, locale]);
}

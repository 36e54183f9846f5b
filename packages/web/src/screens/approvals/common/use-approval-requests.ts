import type { ApprovalRequestStatus } from '@ops/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { approvalsKeys } from '../../../lib/cache/approvals-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The two views of the Approvals screen: the requests the signed-in user may approve now, or every request. */
export type ApprovalView = 'waiting' | 'all';

const listQuery = (view: ApprovalView, status: ApprovalRequestStatus | undefined) => ({
  waitingForMe: view === 'waiting',
  ...(view === 'all' && status ? { status } : {}),
});

/** One page of a view's approval requests, newest first, across every merchant. */
export function useApprovalRequests(
  view: ApprovalView,
  status: ApprovalRequestStatus | undefined,
  page: number,
  pageSize: number,
) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: approvalsKeys.list(view, { status }, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.approvals.listApprovalRequests({ query: { ...listQuery(view, status), page, limit: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same view: the CSV export walks every page of it. */
export function useApprovalRequestPages(view: ApprovalView, status: ApprovalRequestStatus | undefined) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.approvals.listApprovalRequests({ query: { ...listQuery(view, status), page, limit: pageSize } }),
    [clients, view, status],
  );
}

/** One approval request by its code. */
export function useApprovalRequest(code: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: approvalsKeys.request(code),
    queryFn: ({ signal }) => clients.approvals.getApprovalRequest({ params: { approvalRequestCode: code }, signal }),
  });
}

import type { ApprovalRequest } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The approval requests list's columns (the cli's `ops approvals list`, the web's Approvals screen). */
export const approvalRequestColumns = listColumns<ApprovalRequest>([
  { field: 'code', headerKey: 'approvals.list.code', value: (request) => request.code },
  { field: 'status', headerKey: 'approvals.list.status', value: (request) => request.status },
  { field: 'actionKind', headerKey: 'approvals.list.action', value: (request) => request.actionKind },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'approvals.list.amount',
    value: (request) =>
      request.amount === null || request.currency === null
        ? null
        : { amount: request.amount, currency: request.currency },
  },
  { field: 'itemCount', kind: 'integer', headerKey: 'approvals.list.items', value: (request) => request.itemCount },
  { field: 'divisionCode', headerKey: 'approvals.list.division', value: (request) => request.divisionCode },
  { field: 'requestedBy', headerKey: 'approvals.list.requestedBy', value: (request) => request.requestedBy },
  {
    field: 'approvals',
    headerKey: 'approvals.list.approvals',
    value: (request) => `${request.approvals.length}/${request.approvalsNeeded}`,
  },
  { field: 'reason', headerKey: 'approvals.list.reason', value: (request) => request.reason },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'approvals.list.createdAt',
    value: (request) => request.createdAt,
  },
  {
    field: 'expiresAt',
    kind: 'timestamp',
    headerKey: 'approvals.list.expiresAt',
    value: (request) => request.expiresAt,
  },
]);

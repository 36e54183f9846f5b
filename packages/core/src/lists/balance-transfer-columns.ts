import type { BalanceTransfer } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The balance transfers list's columns. */
export const balanceTransferColumns = listColumns<BalanceTransfer>([
  { field: 'code', headerKey: 'balanceTransfers.list.code', value: (transfer) => transfer.code },
  {
    field: 'from',
    headerKey: 'balanceTransfers.list.from',
    value: (transfer) => transfer.fromVirtualAccountCode,
  },
  {
    field: 'to',
    headerKey: 'balanceTransfers.list.to',
    value: (transfer) => transfer.toVirtualAccountCode,
  },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'balanceTransfers.list.amount',
    value: (transfer) => ({ amount: transfer.amount, currency: transfer.currency }),
  },
  { field: 'type', headerKey: 'balanceTransfers.list.type', value: (transfer) => transfer.type },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'balanceTransfers.list.createdAt',
    value: (transfer) => transfer.createdAt,
  },
  { field: 'createdBy', headerKey: 'balanceTransfers.list.createdBy', value: (transfer) => transfer.createdBy },
]);

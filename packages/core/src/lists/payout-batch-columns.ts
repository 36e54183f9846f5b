import type { PayoutBatch } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The payout batches list's columns. */
export const payoutBatchColumns = listColumns<PayoutBatch>([
  { field: 'code', headerKey: 'payoutScreens.columns.code', value: (batch) => batch.code },
  { field: 'status', headerKey: 'payoutScreens.columns.status', value: (batch) => batch.status },
  {
    field: 'merchant',
    headerKey: 'payoutScreens.columns.merchant',
    value: (batch) => `${batch.merchantName} / ${batch.divisionName}`,
  },
  {
    field: 'sellers',
    kind: 'integer',
    headerKey: 'payoutScreens.columns.sellers',
    value: (batch) => batch.sellerCount,
  },
  { field: 'items', kind: 'integer', headerKey: 'payoutScreens.columns.items', value: (batch) => batch.itemCount },
  {
    field: 'total',
    kind: 'money',
    headerKey: 'payoutScreens.columns.total',
    value: (batch) => ({ amount: batch.totalAmount, currency: batch.currency }),
  },
  { field: 'approver', headerKey: 'payoutScreens.columns.approver', value: (batch) => batch.approvedBy },
  {
    field: 'approvedAt',
    kind: 'timestamp',
    headerKey: 'payoutScreens.columns.approvedAt',
    value: (batch) => batch.approvedAt,
  },
]);

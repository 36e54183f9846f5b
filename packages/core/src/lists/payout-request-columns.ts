import type { PayoutRequest } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The payout requests list's columns (a fund request or a division's own); a batch's items use them too. */
export const payoutRequestColumns = listColumns<PayoutRequest>([
  { field: 'code', headerKey: 'payoutScreens.columns.code', value: (request) => request.code },
  {
    field: 'merchant',
    headerKey: 'payoutScreens.columns.merchant',
    value: (request) => `${request.merchantName} / ${request.divisionName}`,
  },
  { field: 'seller', headerKey: 'payoutScreens.columns.seller', value: (request) => request.accountHolderName },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'payoutScreens.columns.amount',
    value: (request) => ({ amount: request.amount, currency: request.sourceCurrency }),
  },
  { field: 'status', headerKey: 'payoutScreens.columns.status', value: (request) => request.status },
  { field: 'type', headerKey: 'payoutScreens.columns.type', value: (request) => request.type },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'payoutScreens.columns.createdAt',
    value: (request) => request.createdAt,
  },
]);

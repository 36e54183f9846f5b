import type { TransactionRow } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The transactions list's columns; a transaction's related transactions use them too. */
export const transactionColumns = listColumns<TransactionRow>([
  { field: 'splitCode', headerKey: 'transactionScreens.columns.splitCode', value: (row) => row.splitCode },
  { field: 'type', headerKey: 'transactionScreens.columns.type', value: (row) => row.type },
  { field: 'subtype', headerKey: 'transactionScreens.columns.subtype', value: (row) => row.subtype },
  { field: 'status', headerKey: 'transactionScreens.columns.status', value: (row) => row.status },
  { field: 'reference', headerKey: 'transactionScreens.columns.reference', value: (row) => row.reference },
  { field: 'orderNumber', headerKey: 'transactionScreens.columns.orderNumber', value: (row) => row.orderNumber },
  { field: 'pspReference', headerKey: 'transactionScreens.columns.pspReference', value: (row) => row.pspReference },
  { field: 'seller', headerKey: 'transactionScreens.columns.seller', value: (row) => row.seller.name },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'transactionScreens.columns.amount',
    value: (row) => ({ amount: row.amount, currency: row.currency }),
  },
  { field: 'processor', headerKey: 'transactionScreens.columns.processor', value: (row) => row.processor },
  { field: 'method', headerKey: 'transactionScreens.columns.method', value: (row) => row.method },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'transactionScreens.columns.createdAt',
    value: (row) => row.createdAt,
  },
]);

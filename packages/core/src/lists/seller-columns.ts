import type { AccountHolder, ListedAccountHolder } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The seller list's columns; the balance is each virtual account's confirmed balance. */
export const sellerColumns = listColumns<AccountHolder>([
  { field: 'code', headerKey: 'sellers.list.columns.code', value: (seller) => seller.code },
  { field: 'name', headerKey: 'sellers.list.columns.name', value: (seller) => seller.name },
  { field: 'email', headerKey: 'sellers.list.columns.email', value: (seller) => seller.email },
  { field: 'status', headerKey: 'sellers.list.columns.status', value: (seller) => seller.status },
  { field: 'kycStatus', headerKey: 'sellers.list.columns.kycStatus', value: (seller) => seller.kycStatus },
  { field: 'legalForm', headerKey: 'sellers.list.columns.legalForm', value: (seller) => seller.legalForm },
  {
    field: 'balance',
    kind: 'money',
    machineField: 'confirmedBalance',
    headerKey: 'sellers.list.columns.balance',
    value: (seller) =>
      (seller.balances ?? []).map((account) => ({ amount: account.confirmedBalance, currency: account.currency })),
  },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'sellers.list.columns.createdAt',
    value: (seller) => seller.createdAt,
  },
]);

/** Whose seller each is: the seller list across merchants shows them beside the seller's own columns. */
export const sellerOwnerColumns = listColumns<ListedAccountHolder>([
  { field: 'merchant', headerKey: 'sellers.list.columns.merchant', value: (seller) => seller.merchantName },
  { field: 'division', headerKey: 'sellers.list.columns.division', value: (seller) => seller.divisionName },
]);

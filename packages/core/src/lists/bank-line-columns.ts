import type { BankLine } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The bank integration list's columns: the item fields of spec section 3 that a bank statement line has. */
export const bankLineColumns = listColumns<BankLine>([
  {
    field: 'settlementDate',
    kind: 'date',
    headerKey: 'bankIntegration.columns.settlementDate',
    value: (line) => line.settlementDate,
  },
  { field: 'code', headerKey: 'bankIntegration.columns.code', value: (line) => line.code },
  { field: 'type', headerKey: 'bankIntegration.columns.type', value: (line) => line.type },
  { field: 'status', headerKey: 'bankIntegration.columns.status', value: (line) => line.status },
  { field: 'pending', kind: 'boolean', headerKey: 'bankIntegration.columns.pending', value: (line) => line.pending },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'bankIntegration.columns.totalAmount',
    value: (line) => ({ amount: line.creditDebit === 'DBIT' ? -line.amount : line.amount, currency: line.currency }),
  },
  { field: 'currency', headerKey: 'bankIntegration.columns.currency', value: (line) => line.currency },
  {
    field: 'payoutCode',
    headerKey: 'bankIntegration.columns.batchExternalReference',
    value: (line) => line.payoutCode,
  },
  {
    field: 'payoutRequestCode',
    headerKey: 'bankIntegration.columns.bankStatementMatch',
    value: (line) => line.payoutRequestCode,
  },
  {
    field: 'reconciledTransactions',
    headerKey: 'bankIntegration.columns.reconciledTransactions',
    value: (line) => line.reconciledTransactions,
  },
  { field: 'merchant', headerKey: 'bankIntegration.columns.merchant', value: (line) => line.merchantName },
  { field: 'from', headerKey: 'bankIntegration.columns.from', value: (line) => line.from },
  { field: 'toBank', headerKey: 'bankIntegration.columns.toBank', value: (line) => line.toBank },
  { field: 'connection', headerKey: 'bankIntegration.columns.connection', value: (line) => line.bankName },
  { field: 'reference', headerKey: 'bankIntegration.columns.reference', value: (line) => line.reference },
  { field: 'description', headerKey: 'bankIntegration.columns.description', value: (line) => line.description },
  { field: 'failureReason', headerKey: 'bankIntegration.columns.failureReason', value: (line) => line.failureReason },
]);

import type { PspReportItem } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The PSP integration list's columns: the item fields of spec section 3 that a PSP report item has. */
export const pspReportColumns = listColumns<PspReportItem>([
  {
    field: 'settlementDate',
    kind: 'date',
    headerKey: 'bankIntegration.columns.settlementDate',
    value: (item) => item.settlementDate,
  },
  { field: 'code', headerKey: 'bankIntegration.columns.code', value: (item) => item.code },
  { field: 'type', headerKey: 'bankIntegration.columns.type', value: (item) => item.type },
  { field: 'status', headerKey: 'bankIntegration.columns.status', value: (item) => item.status },
  {
    field: 'grossAmount',
    kind: 'money',
    headerKey: 'bankIntegration.columns.totalAmount',
    value: (item) => ({ amount: item.grossAmount, currency: item.currency }),
  },
  {
    field: 'commission',
    kind: 'money',
    headerKey: 'pspReports.columns.pspFees',
    value: (item) => ({ amount: item.commission, currency: item.currency }),
  },
  { field: 'currency', headerKey: 'bankIntegration.columns.currency', value: (item) => item.currency },
  {
    field: 'batchNumber',
    headerKey: 'bankIntegration.columns.batchExternalReference',
    value: (item) => item.batchNumber,
  },
  { field: 'splitCode', headerKey: 'pspReports.columns.pspReportMatch', value: (item) => item.splitCode },
  {
    field: 'reconciledTransactions',
    headerKey: 'bankIntegration.columns.reconciledTransactions',
    value: (item) => item.reconciledTransactions,
  },
  {
    field: 'matchDifference',
    kind: 'money',
    headerKey: 'pspReports.columns.matchDifference',
    value: (item) => (item.matchDifference === null ? null : { amount: item.matchDifference, currency: item.currency }),
  },
  { field: 'merchant', headerKey: 'bankIntegration.columns.merchant', value: (item) => item.merchantCode },
  { field: 'from', headerKey: 'bankIntegration.columns.from', value: (item) => item.merchantAccount },
  { field: 'toBank', headerKey: 'bankIntegration.columns.toBank', value: (item) => item.toBank },
  { field: 'connection', headerKey: 'bankIntegration.columns.connection', value: (item) => item.provider },
  { field: 'pspReference', headerKey: 'pspReports.columns.pspReference', value: (item) => item.pspReference },
  { field: 'description', headerKey: 'bankIntegration.columns.description', value: (item) => item.description },
]);

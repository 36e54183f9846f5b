import type { PspSettlementBatch } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The PSP Settlements list's columns: a settlement batch of an imported report, summed. */
export const pspSettlementColumns = listColumns<PspSettlementBatch>([
  {
    field: 'settlementDate',
    kind: 'date',
    headerKey: 'bankIntegration.columns.settlementDate',
    value: (batch) => batch.settlementDate,
  },
  {
    field: 'batchNumber',
    headerKey: 'pspReports.settlements.columns.batchNumber',
    value: (batch) => batch.batchNumber,
  },
  { field: 'currency', headerKey: 'bankIntegration.columns.currency', value: (batch) => batch.currency },
  {
    field: 'grossAmount',
    kind: 'money',
    headerKey: 'pspReports.settlements.columns.gross',
    value: (batch) => ({ amount: batch.grossAmount, currency: batch.currency }),
  },
  {
    field: 'commission',
    kind: 'money',
    headerKey: 'pspReports.columns.pspFees',
    value: (batch) => ({ amount: batch.commission, currency: batch.currency }),
  },
  {
    field: 'netAmount',
    kind: 'money',
    headerKey: 'pspReports.settlements.columns.net',
    value: (batch) => ({ amount: batch.netAmount, currency: batch.currency }),
  },
  {
    field: 'lineCount',
    kind: 'integer',
    headerKey: 'pspReports.settlements.columns.lines',
    value: (batch) => batch.lineCount,
  },
  {
    field: 'reconciledCount',
    kind: 'integer',
    headerKey: 'pspReports.settlements.columns.reconciled',
    value: (batch) => batch.reconciledCount,
  },
  { field: 'status', headerKey: 'bankIntegration.columns.status', value: (batch) => batch.status },
  { field: 'fileName', headerKey: 'pspReports.settlements.columns.file', value: (batch) => batch.fileName },
  {
    field: 'executionId',
    headerKey: 'pspReports.settlements.columns.executionId',
    value: (batch) => batch.executionId,
  },
]);

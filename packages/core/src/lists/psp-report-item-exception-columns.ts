import type { PspReportItemException } from '../contract/index.ts';
import { exceptionJudgementColumns } from './exception-columns.ts';
import { listColumns } from './list-column.ts';

/** The PSP workbench's exceptions queue: for the web's table and `ops psp-reports exceptions`. */
export const pspReportItemExceptionColumns = listColumns<PspReportItemException>([
  { field: 'code', headerKey: 'pspReports.exceptions.columns.code', value: (row) => row.item.code },
  {
    field: 'grossAmount',
    kind: 'money',
    headerKey: 'pspReports.exceptions.columns.grossAmount',
    value: (row) => ({ amount: row.item.grossAmount, currency: row.item.currency }),
  },
  {
    field: 'settlementDate',
    kind: 'date',
    headerKey: 'pspReports.exceptions.columns.settlementDate',
    value: (row) => row.item.settlementDate,
  },
  ...exceptionJudgementColumns<PspReportItemException>(),
  {
    field: 'failureReason',
    headerKey: 'reconciliation.exceptions.columns.failureReason',
    value: (row) => row.item.failureReason,
  },
]);

import type { BankLineException } from '../contract/index.ts';
import { exceptionJudgementColumns } from './exception-columns.ts';
import { listColumns } from './list-column.ts';

/** The workbench's exceptions queue: for the web's table and `ops bank-lines exceptions`. */
export const bankLineExceptionColumns = listColumns<BankLineException>([
  { field: 'code', headerKey: 'bankIntegration.exceptions.columns.code', value: (row) => row.line.code },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'bankIntegration.exceptions.columns.amount',
    value: (row) => ({ amount: row.line.amount, currency: row.line.currency }),
  },
  {
    field: 'bookingDate',
    kind: 'date',
    headerKey: 'bankIntegration.exceptions.columns.bookingDate',
    value: (row) => row.line.settlementDate,
  },
  ...exceptionJudgementColumns<BankLineException>(),
]);

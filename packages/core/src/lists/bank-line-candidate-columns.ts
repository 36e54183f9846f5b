import type { BankLineCandidate } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The workbench's candidates of a bank line, best first: for the web's table and `ops bank-lines candidates`. */
export const bankLineCandidateColumns = listColumns<BankLineCandidate>([
  { field: 'score', kind: 'integer', headerKey: 'bankIntegration.workbench.columns.score', value: (row) => row.score },
  { field: 'kind', headerKey: 'bankIntegration.workbench.columns.kind', value: (row) => row.kind },
  { field: 'code', headerKey: 'bankIntegration.workbench.columns.code', value: (row) => row.code },
  { field: 'payoutCode', headerKey: 'bankIntegration.workbench.columns.payoutCode', value: (row) => row.payoutCode },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'bankIntegration.workbench.columns.amount',
    value: (row) => ({ amount: row.amount, currency: row.currency }),
  },
  {
    field: 'difference',
    kind: 'money',
    headerKey: 'bankIntegration.workbench.columns.difference',
    value: (row) => ({ amount: row.difference, currency: row.currency }),
  },
  {
    field: 'withinTolerance',
    kind: 'boolean',
    headerKey: 'bankIntegration.workbench.columns.withinTolerance',
    value: (row) => row.withinTolerance,
  },
  {
    field: 'instructedOn',
    kind: 'date',
    headerKey: 'bankIntegration.workbench.columns.instructedOn',
    value: (row) => row.instructedOn,
  },
  {
    field: 'creditorName',
    headerKey: 'bankIntegration.workbench.columns.creditorName',
    value: (row) => row.creditorName,
  },
  { field: 'iban', headerKey: 'bankIntegration.workbench.columns.iban', value: (row) => row.iban },
]);

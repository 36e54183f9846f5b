import type { PspReportCandidate } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The workbench's candidates of a PSP report item, best first: for the web's table and `ops psp-reports candidates`. */
export const pspReportCandidateColumns = listColumns<PspReportCandidate>([
  { field: 'score', kind: 'integer', headerKey: 'pspReports.workbench.columns.score', value: (row) => row.score },
  { field: 'kind', headerKey: 'pspReports.workbench.columns.kind', value: (row) => row.kind },
  { field: 'code', headerKey: 'pspReports.workbench.columns.code', value: (row) => row.code },
  {
    field: 'amount',
    kind: 'money',
    headerKey: 'pspReports.workbench.columns.amount',
    value: (row) => ({ amount: row.amount, currency: row.currency }),
  },
  {
    field: 'difference',
    kind: 'money',
    headerKey: 'pspReports.workbench.columns.difference',
    value: (row) => ({ amount: row.difference, currency: row.currency }),
  },
  {
    field: 'withinTolerance',
    kind: 'boolean',
    headerKey: 'pspReports.workbench.columns.withinTolerance',
    value: (row) => row.withinTolerance,
  },
  {
    field: 'createdOn',
    kind: 'date',
    headerKey: 'pspReports.workbench.columns.createdOn',
    value: (row) => row.createdOn,
  },
  {
    field: 'pspReference',
    headerKey: 'pspReports.workbench.columns.pspReference',
    value: (row) => row.pspReference,
  },
  { field: 'reference', headerKey: 'pspReports.workbench.columns.reference', value: (row) => row.reference },
  {
    field: 'paymentMethod',
    headerKey: 'pspReports.workbench.columns.paymentMethod',
    value: (row) => row.paymentMethod,
  },
]);

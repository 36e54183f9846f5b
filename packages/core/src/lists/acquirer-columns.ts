import type { Acquirer } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The acquirers list (`reconciliation/acquirers`): each PSP with what the reconciliation has of it. */
export const acquirerColumns = listColumns<Acquirer>([
  { field: 'provider', headerKey: 'reconciliation.acquirers.columns.provider', value: (row) => row.provider },
  { field: 'name', headerKey: 'reconciliation.acquirers.columns.name', value: (row) => row.name },
  {
    field: 'integrations',
    kind: 'integer',
    headerKey: 'reconciliation.acquirers.columns.integrations',
    value: (row) => row.integrations,
  },
  {
    field: 'reports',
    kind: 'integer',
    headerKey: 'reconciliation.acquirers.columns.reports',
    value: (row) => row.reports,
  },
  { field: 'lines', kind: 'integer', headerKey: 'reconciliation.acquirers.columns.lines', value: (row) => row.lines },
  {
    field: 'unmatchedLines',
    kind: 'integer',
    headerKey: 'reconciliation.acquirers.columns.unmatchedLines',
    value: (row) => row.unmatchedLines,
  },
  {
    field: 'lastImportedAt',
    kind: 'timestamp',
    headerKey: 'reconciliation.acquirers.columns.lastImportedAt',
    value: (row) => row.lastImportedAt,
  },
]);

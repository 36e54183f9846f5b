import type { Report } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The reports list's columns (spec section 3: dates, account id and name, creation date, status, download). */
export const reportColumns = listColumns<Report>([
  { field: 'code', headerKey: 'reports.columns.code', value: (report) => report.code },
  { field: 'type', headerKey: 'reports.columns.type', value: (report) => report.type },
  { field: 'dates', headerKey: 'reports.columns.dates', value: (report) => `${report.from} – ${report.to}` },
  { field: 'accountId', headerKey: 'reports.columns.accountId', value: (report) => report.virtualAccountCode ?? '' },
  { field: 'accountName', headerKey: 'reports.columns.accountName', value: (report) => report.accountName ?? '' },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'reports.columns.createdAt',
    value: (report) => report.createdAt,
  },
  { field: 'status', headerKey: 'reports.columns.status', value: (report) => report.status },
  { field: 'format', headerKey: 'reports.columns.format', value: (report) => report.format },
]);

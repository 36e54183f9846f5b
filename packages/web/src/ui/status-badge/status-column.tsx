import type { DataTableColumn } from '../data-table/data-table-types.ts';
import { StatusBadge } from './status-badge.tsx';

/** A table's status column: the badge on screen, the status word in the CSV export. */
export function statusColumn<Row extends { status: string }>(header: string, size = 120): DataTableColumn<Row> {
  return {
    id: 'status',
    header,
    cell: (row) => <StatusBadge status={row.status} />,
    csv: (row) => row.status,
    size,
  };
}

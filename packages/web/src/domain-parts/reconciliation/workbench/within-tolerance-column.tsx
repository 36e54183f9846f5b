import { Badge } from '../../../ui/badge/index.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import type { ListColumnAdditions } from '../../../ui/data-table/list-table-columns.ts';

/**
 * Either side's candidates column saying a candidate is within the division's tolerance rule (auto-matching could
 * take it): a badge with the side's `label`, nothing otherwise.
 */
export function withinToleranceColumn<Row extends { withinTolerance: boolean }>(
  column: (field: string, additions?: ListColumnAdditions<Row>) => DataTableColumn<Row>,
  label: string,
): DataTableColumn<Row> {
  return column('withinTolerance', {
    size: 130,
    cell: (row) => (row.withinTolerance ? <Badge tone="success">{label}</Badge> : null),
  });
}

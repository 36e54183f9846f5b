import type { DataTableColumn } from './data-table-types.ts';

/** A header's or cell's classes: its column's kind (amount or code), and sticky when it is the first column. */
export function cellClassName(column: Pick<DataTableColumn<unknown>, 'kind'> | undefined, first: boolean) {
  const classes = [column?.kind ? `data-table-${column.kind}` : '', first ? 'data-table-sticky' : ''];
  return classes.filter(Boolean).join(' ') || undefined;
}

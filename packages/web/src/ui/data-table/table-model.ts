import {
  type CellContext,
  type ColumnDef,
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createExpandedRowModel,
  type Row,
  type RowData,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import type { DataTableColumn, DataTableProps } from './data-table-types.ts';
import type { TableLayout } from './table-layout.ts';

/** The TanStack Table features every data table uses; sorting and paging happen on the server. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
});

export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableRow<T extends RowData> = Row<DataTableFeatures, T>;

export const defaultColumnSize = 140;
/** A code column's width unless its screen says otherwise: room for a code such as PR-ZM4D9FPP04WT. */
export const defaultCodeColumnSize = 170;
const noRows: never[] = [];

/**
 * Every cell renders through this one function. TanStack renders a `cell` function as a React component, so a
 * cell function made anew with each column list would remount every cell (and lose a row's open form) whenever
 * the column list is rebuilt, e.g. on a language change; the column's own renderer travels in `meta`.
 */
function renderCell<T extends RowData>(context: CellContext<DataTableFeatures, T, unknown>): ReactNode {
  const column = context.column.columnDef.meta as DataTableColumn<T>;
  return column.cell(context.row.original);
}

function columnDefs<T extends RowData>(columns: readonly DataTableColumn<T>[]): ColumnDef<DataTableFeatures, T>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row: T) => row,
    cell: renderCell,
    meta: column,
    size: column.size ?? (column.kind === 'code' ? defaultCodeColumnSize : defaultColumnSize),
    minSize: 60,
    enableSorting: column.sortable === true,
  }));
}

/** The TanStack table for a data table's props and layout: state is the URL's sort and the stored layout. */
export function useDataTableModel<T extends RowData>(
  props: Pick<DataTableProps<T>, 'columns' | 'rows' | 'rowKey' | 'subRows' | 'query' | 'onQueryChange'>,
  layout: TableLayout,
  changeLayout: (next: TableLayout) => void,
) {
  const { columns, rows, rowKey, subRows, query, onQueryChange } = props;
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const sorting = useMemo(() => (query.sort ? [query.sort] : []), [query.sort]);
  const columnVisibility = useMemo(() => Object.fromEntries(layout.hidden.map((id) => [id, false])), [layout.hidden]);
  // Stable from render to render, so a redraw that changes neither rows nor layout (a density switch) does not make
  // TanStack build the row model of every row again; the functions call the caller's latest row key and sub-rows.
  const latest = useRef({ rowKey, subRows });
  latest.current = { rowKey, subRows };
  const getRowId = useCallback((row: T) => latest.current.rowKey(row), []);
  const hasSubRows = subRows !== undefined;
  const getSubRows = useMemo(
    () => (hasSubRows ? (row: T) => latest.current.subRows?.(row) as T[] | undefined : undefined),
    [hasSubRows],
  );
  const state = useMemo(
    () => ({ sorting, columnVisibility, columnOrder: [...layout.order], columnSizing: { ...layout.sizes } }),
    [sorting, columnVisibility, layout.order, layout.sizes],
  );
  return useTable({
    features: dataTableFeatures,
    columns: defs,
    data: (rows ?? noRows) as T[],
    getRowId,
    getSubRows,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    columnResizeMode: 'onEnd',
    state,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onQueryChange({ sort: next[0] ? { id: next[0].id, desc: next[0].desc } : undefined });
    },
    onColumnSizingChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ ...layout.sizes }) : updater;
      changeLayout({ ...layout, sizes: next });
    },
  });
}

export type DataTableModel<T extends RowData> = ReturnType<typeof useDataTableModel<T>>;

export { DataTable } from './data-table.tsx';
export {
  type DataTableColumn,
  type DataTableProps,
  noSelection,
  type TablePage,
  type TableSelection,
} from './data-table-types.ts';
export { pageQueryState } from './page-query-state.ts';
export { readTableDensity, setTableDensity } from './table-density.ts';
export { readTableLayout, storeTableLayout, type TableLayout } from './table-layout.ts';
export { useTableQuery } from './table-query.ts';
export type { TableQuery, TableQueryChange, TableSort } from './table-query-in-url.ts';
export { sortFromQuery, sortToQuery } from './table-query-in-url.ts';

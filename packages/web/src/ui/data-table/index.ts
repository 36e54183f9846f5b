export { DataTable } from './data-table.tsx';
export {
  type DataTableColumn,
  type DataTableProps,
  noSelection,
  type TablePage,
  type TableSelection,
} from './data-table-types.ts';
export { pageQueryState } from './page-query-state.ts';
export { type TableQuery, type TableQueryChange, type TableSort, useTableQuery } from './table-query.ts';

import type { CsvValue } from '@ops/core/export';
import type { ReactNode } from 'react';
import type { TableQuery, TableQueryChange } from './table-query-in-url.ts';

/** One column of a data table. `id` is its identity in the URL's sort and in the remembered layout. */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell(row: T): ReactNode;
  /** The cell's text in the CSV export; columns without it are left out of the file. */
  csv?(row: T): CsvValue;
  /** The server can sort by this column (`sort=id` or `sort=-id` in the URL). */
  sortable?: boolean;
  /** Width in pixels before the user resizes it (default 140). */
  size?: number;
  /**
   * `amount`: money and counts, right-aligned in tabular figures; `code`: an identifier in monospace. Every cell is
   * one line either way, and a code is never broken.
   */
  kind?: DataTableColumnKind;
}

export type DataTableColumnKind = 'amount' | 'code';

/** What is selected: these rows (by key, kept across pages), or every row matching the current filter. */
export type TableSelection = { mode: 'rows'; keys: readonly string[] } | { mode: 'filter' };

export const noSelection: TableSelection = { mode: 'rows', keys: [] };

/** What Export CSV writes: every page of the current filter, or the rows given. */
export type CsvExport<T> =
  | { fileName: string; fetchPage(page: number, pageSize: number): Promise<TablePage<T>> }
  | { fileName: string; rows: readonly T[] };

/** One page as the API's paged envelope gives it. */
export interface TablePage<T> {
  elements: readonly T[];
  totalCount: number;
}

export interface DataTableProps<T> {
  /** Names the table in local storage (`ops.table.{id}`): its column order, visibility and widths. */
  id: string;
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The current page's rows; undefined while the first page loads. */
  rows: readonly T[] | undefined;
  /** The list's page, page size and sort (from `useTableQuery`); the caller fetches with them. */
  query: TableQuery<string>;
  /** `replace` swaps the URL's entry instead of adding one (a page past the last one is corrected this way). */
  onQueryChange(change: TableQueryChange<string>, options?: { replace?: boolean }): void;
  /** Every row matching the filter, from the paged envelope. */
  totalCount: number;
  status: 'loading' | 'error' | 'loaded';
  /** The rows shown are the previous filter's or page's while the new one loads: the table says it is busy. */
  stale?: boolean;
  error?: unknown;
  onRetry(): void;
  rowKey(row: T): string;
  /** Enter on a focused row (or a click on its number) opens it. */
  onOpenRow?(row: T): void;
  /** The row's own address: Ctrl+Enter (Cmd+Enter on a Mac) on a focused row opens it in a new tab. */
  rowHref?(row: T): string;
  /** Rows shown under a row when it is expanded. */
  subRows?(row: T): readonly T[] | undefined;
  /** Shows a '#' column numbering rows across pages. */
  rowNumbers?: boolean;
  /** Makes rows selectable; the selection lives with the caller so it survives paging. */
  selection?: {
    value: TableSelection;
    onChange(next: TableSelection): void;
    /** Rows that cannot be acted on show a disabled checkbox (default: every row can be selected). */
    canSelect?(row: T): boolean;
    /** The row checkbox's accessible name (default 'Select row {number}'). */
    rowLabel?(row: T): string;
  };
  /**
   * Adds Export CSV: every page of the current filter, fetched through `fetchPage` (1-based); or, for a list
   * paged by keyset, the `rows` loaded.
   */
  csvExport?: CsvExport<T>;
  /** Above this many rows only the visible ones are in the DOM (default 100). */
  virtualizeFrom?: number;
  /** Extra buttons beside the column menu (bulk actions for the selection, for example). */
  toolbar?: ReactNode;
  /**
   * Takes the place of the page footer (total, previous, next, page size): a list paged by keyset (the activity
   * feed) says what is loaded and offers the next rows itself.
   */
  footer?: ReactNode;
}

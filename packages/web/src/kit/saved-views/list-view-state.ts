import type { SavedViewColumn, SavedViewState } from '@ops/core/contract';
import { defaultPageSize, pageSizeFromQuery } from '@ops/core/paging';
import {
  readTableDensity,
  readTableLayout,
  setTableDensity,
  sortFromQuery,
  sortToQuery,
  storeTableLayout,
  type TableLayout,
} from '../../ui/data-table/index.ts';

// A list's state as a saved view holds it, read from and written to where the list keeps it: the address (query
// `q`, filters, sort, rows per page), the table's stored layout (columns) and the one density of every table.

/** The query parameter of the view on a list: `view=<id>`. */
export const viewQueryKey = 'view';

/**
 * Where a list keeps its state: its filter parameters, its table's id and columns as designed, and on a list with
 * tabs the tab on view (its address below the list's, `/reports/sellers`; each tab has a table of its own).
 */
export interface ListViewPlace {
  filterKeys: readonly string[];
  tableId: string;
  columnIds: readonly string[];
  tab?: string;
}

const listParameters = (place: ListViewPlace) => ['q', 'sort', 'page', 'pageSize', ...place.filterKeys];

/** Whether the address says anything of the list's state or view: without, the user's default view applies. */
export function hasListState(search: string, place: ListViewPlace): boolean {
  const query = new URLSearchParams(search);
  return [...listParameters(place), viewQueryKey].some((key) => query.has(key));
}

function columnsOf(layout: TableLayout): SavedViewColumn[] {
  return layout.order
    .filter((id) => !layout.hidden.includes(id))
    .map((id) => (layout.sizes[id] ? { id, width: Math.round(layout.sizes[id]) } : { id }));
}

/** The list's state as it is now: what Save and Save as… keep. */
export function currentViewState(search: string, place: ListViewPlace): SavedViewState {
  const query = new URLSearchParams(search);
  const filters = Object.fromEntries(
    place.filterKeys.flatMap((key) => {
      const value = query.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const sort = sortFromQuery(query.get('sort'));
  // An emptied query (`q=`) is kept: on a list whose bare address shows a default (the KYC queue's open tasks) it
  // says every row.
  const text = query.get('q')?.trim();
  return {
    ...(place.tab === undefined ? {} : { tab: place.tab }),
    ...(text === undefined ? {} : { query: text }),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    columns: columnsOf(readTableLayout(place.tableId, place.columnIds)),
    ...(sort ? { sort } : {}),
    density: readTableDensity(),
    pageSize: pageSizeFromQuery(query.get('pageSize')),
  };
}

/** A state with what it leaves out as the list shows it then: two states that show the same list are equal. */
function normalState(state: SavedViewState, place: ListViewPlace) {
  const filters = Object.entries(state.filters ?? {})
    .filter(([key, value]) => place.filterKeys.includes(key) && value)
    .sort(([a], [b]) => a.localeCompare(b));
  const columns = (state.columns ?? place.columnIds.map((id): SavedViewColumn => ({ id }))).filter((column) =>
    place.columnIds.includes(column.id),
  );
  return JSON.stringify([
    // A view saved before its list had tabs shows on any of them.
    place.tab === undefined ? null : (state.tab ?? place.tab),
    state.query?.trim() ?? null,
    filters,
    columns.map((column) => [column.id, column.width ?? null]),
    state.sort ? sortToQuery(state.sort) : '',
    state.density ?? 'compact',
    state.pageSize ?? defaultPageSize,
  ]);
}

/** Whether a view shows on the list's tab: one of another tab opens on its own (`savedViewTarget`). */
export const isOnTab = (state: SavedViewState, place: ListViewPlace): boolean =>
  place.tab === undefined || state.tab === undefined || state.tab === place.tab;

/** Whether the list shows a view's state: else the view is "changed". */
export function showsViewState(current: SavedViewState, saved: SavedViewState, place: ListViewPlace): boolean {
  return normalState(current, place) === normalState(saved, place);
}

/** The address without the list's state and view: every other parameter (merchant, division) kept. */
export function withoutListState(search: string, place: ListViewPlace): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const key of [...listParameters(place), viewQueryKey]) query.delete(key);
  return query;
}

/**
 * Applies a view to the list: its columns and density stored (the table redraws), and the address's query with its
 * filters, sort and rows per page (and `view=<id>`), every other parameter (merchant, division) kept.
 */
export function applyViewState(
  search: string,
  place: ListViewPlace,
  state: SavedViewState,
  /** The view's id, or 'none': the list as designed, and no default view applied over it. */
  viewId: number | 'none',
): URLSearchParams {
  const layout = readTableLayout(place.tableId, place.columnIds);
  const shown = (state.columns ?? []).map((column) => column.id).filter((id) => place.columnIds.includes(id));
  const visible = shown.length > 0 ? shown : [...place.columnIds];
  storeTableLayout(place.tableId, {
    order: [...visible, ...layout.order.filter((id) => !visible.includes(id))],
    hidden: place.columnIds.filter((id) => !visible.includes(id)),
    sizes: Object.fromEntries(
      (state.columns ?? []).flatMap((column) => (column.width ? [[column.id, column.width]] : [])),
    ),
  });
  if (state.density && state.density !== readTableDensity()) setTableDensity(state.density);
  const query = withoutListState(search, place);
  if (state.query !== undefined) query.set('q', state.query);
  for (const [key, value] of Object.entries(state.filters ?? {})) {
    if (place.filterKeys.includes(key) && value) query.set(key, value);
  }
  if (state.sort) query.set('sort', sortToQuery(state.sort));
  if (state.pageSize && state.pageSize !== defaultPageSize) query.set('pageSize', String(state.pageSize));
  query.set(viewQueryKey, String(viewId));
  return query;
}

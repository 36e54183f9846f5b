import type { SavedView, SavedViewList } from '@ops/core/contract';
import { useEffect, useMemo, useReducer } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefOf } from '../../lib/merchant-selection/query-codes.ts';
import { useTableDensity } from '../../ui/data-table/table-density.ts';
import { subscribeTableLayout } from '../../ui/data-table/table-layout.ts';
import {
  applyViewState,
  currentViewState,
  hasListState,
  isOnTab,
  type ListViewPlace,
  showsViewState,
  viewQueryKey,
  withoutListState,
} from './list-view-state.ts';
import { rememberOpenedView } from './recent-views.ts';
import { savedViewTarget } from './saved-view-paths.ts';
import { useSavedViews } from './use-saved-views.ts';

/**
 * The saved view on a list: the one `view=<id>` names, applied when the address says nothing else of the list (a
 * link, the palette); a list opened without any parameter gets the user's default view (on a list with tabs, when it
 * is of the tab opened). `changed` says the list no longer shows the view's saved state. `open` applies a view (or
 * none: the list as designed); a view of another tab goes to that tab's address with `view=<id>`, where its own
 * table takes the view's columns.
 */
export function useListView(list: SavedViewList, place: ListViewPlace) {
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const views = useSavedViews(list);
  useTableDensity();
  // A column moved, hidden or widened changes the view's state too: draw again when the table's layout is stored.
  const [, layoutChanged] = useReducer((version: number) => version + 1, 0);
  useEffect(() => subscribeTableLayout(place.tableId, layoutChanged), [place.tableId]);
  const viewId = Number(new URLSearchParams(search).get(viewQueryKey)) || undefined;
  const view = views.data?.find((candidate) => candidate.id === viewId);
  const defaultView = views.data?.find((candidate) => candidate.isDefault);

  const open = useMemo(
    () =>
      (next: SavedView | undefined, options: { replace?: boolean } = {}) => {
        if (next && !isOnTab(next.state, place)) {
          const target = savedViewTarget(next);
          const query = withoutListState(window.location.search, place);
          for (const [key, value] of Object.entries(target.query)) query.set(key, value);
          setLocation(hrefOf(target.path, query), options);
          return;
        }
        const query = applyViewState(window.location.search, place, next?.state ?? {}, next?.id ?? 'none');
        if (next) rememberOpenedView(next.id);
        setLocation(hrefOf(location, query), options);
      },
    [place, location, setLocation],
  );

  // Only the view's id in the address, or nothing at all with a default view: the view's state applies.
  const onlyView = viewId !== undefined && !hasListState(search.replace(/(^|&)view=\d+/, ''), place);
  const byDefault = defaultView && isOnTab(defaultView.state, place) ? defaultView : undefined;
  const toApply = onlyView ? view : !hasListState(search, place) ? byDefault : undefined;
  useEffect(() => {
    if (toApply) open(toApply, { replace: true });
  }, [toApply, open]);

  // Read at every drawing: a change of the address, the density or the layout (each part of the state) draws again.
  const changed = view !== undefined && !showsViewState(currentViewState(search, place), view.state, place);
  return { views, view, changed, open };
}

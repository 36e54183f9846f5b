import type { MerchantScope } from '@ops/core/api';
import type { SavedView } from '@ops/core/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useContext, useEffect, useMemo, useState } from 'react';
import { usePreloadScreenAt } from '../kit/links/screen-preload.tsx';
import { useAppNavigate } from '../kit/links/use-app-navigate.ts';
import { readRecentViews, rememberOpenedView } from '../kit/saved-views/recent-views.ts';
import { savedViewListPaths, savedViewTarget } from '../kit/saved-views/saved-view-paths.ts';
import { QueryClientHolderContext } from '../lib/cache/query-client-holder.ts';
import { savedViewsKeys } from '../lib/cache/saved-views-keys.ts';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../lib/services/services-context.tsx';

/** The views the palette offers: those opened last first (newest first), then the others by list and name. */
export function recentFirst(views: readonly SavedView[], recent: readonly number[]): SavedView[] {
  const rank = (view: SavedView) => {
    const index = recent.indexOf(view.id);
    return index < 0 ? recent.length : index;
  };
  return [...views].sort((a, b) => rank(a) - rank(b));
}

/**
 * Gives the picked view's list the views it is about to ask for: in a bound division the palette's answer, narrowed
 * to that list, is the list header's own (its views and those across, by name), so the list applies the view at once
 * rather than after asking again. Not when unbound (the palette's answer is every division's), nor over views the
 * list already holds.
 */
function seedListViews(
  queryClient: QueryClient,
  answer: readonly SavedView[],
  picked: SavedView,
  scope: MerchantScope | undefined,
) {
  const sameScope =
    scope &&
    (!picked.divisionCode ||
      (picked.merchantCode === scope.merchantCode && picked.divisionCode === scope.divisionCode));
  if (!sameScope) return;
  const key = savedViewsKeys.list(picked.list, scope);
  if (queryClient.getQueryData(key) !== undefined) return;
  queryClient.setQueryData(
    key,
    answer.filter((view) => view.list === picked.list),
  );
}

/**
 * "Open view …" (issue 31): every saved view the account sees (in the bound division, its views and those across;
 * unbound, every scope), recently opened ones first; picking one opens its list on it, in its division.
 */
export function PaletteViews({ scope, onOpened }: { scope: MerchantScope | undefined; onOpened: () => void }) {
  const { t } = useI18n();
  const labels = t.savedViews.palette;
  const { clients } = useConsoleServices();
  const navigate = useAppNavigate();
  const preloadScreenAt = usePreloadScreenAt();
  // The palette draws outside the screens' query client, which exists once a screen has drawn (and in a signed-in
  // session only).
  const queries = useContext(QueryClientHolderContext);
  const [answer, setAnswer] = useState<SavedView[]>([]);
  const views = useMemo(() => recentFirst(answer, readRecentViews()), [answer]);
  useEffect(() => {
    const controller = new AbortController();
    clients.savedViews
      .listSavedViews({ query: { ...(scope ?? {}) }, signal: controller.signal })
      .then((listed) => setAnswer(listed.elements))
      // The palette's other commands stay: a view list that did not load is only not offered.
      .catch(() => undefined);
    return () => controller.abort();
  }, [clients, scope]);
  // The lists the views open are fetched while the user picks one: opening a view then waits on its rows alone.
  useEffect(() => {
    for (const list of new Set(views.map((view) => view.list))) preloadScreenAt(savedViewListPaths[list]);
  }, [views, preloadScreenAt]);
  if (views.length === 0) return null;
  return (
    <Command.Group heading={labels.group()}>
      {views.map((view) => {
        const list = t.savedViews.lists[view.list]();
        return (
          <Command.Item
            key={view.id}
            value={`view ${view.id}`}
            keywords={[labels.open({ name: view.name }), view.name, list, labels.openKeywords()]}
            onSelect={() => {
              const { path, query } = savedViewTarget(view);
              if (queries?.client) seedListViews(queries.client, answer, view, scope);
              rememberOpenedView(view.id);
              navigate(path, { query });
              onOpened();
            }}
          >
            <span className="palette-item-label">{labels.open({ name: view.name })}</span>
            <span className="palette-item-hint">{labels.of({ list, owner: view.owner })}</span>
          </Command.Item>
        );
      })}
    </Command.Group>
  );
}

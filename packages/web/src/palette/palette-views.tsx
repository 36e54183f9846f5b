import type { MerchantScope } from '@ops/core/api';
import type { SavedView } from '@ops/core/contract';
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { usePreloadScreenAt } from '../kit/links/screen-preload.tsx';
import { useAppNavigate } from '../kit/links/use-app-navigate.ts';
import { readRecentViews, rememberOpenedView } from '../kit/saved-views/recent-views.ts';
import { savedViewListPaths, savedViewTarget } from '../kit/saved-views/saved-view-paths.ts';
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
 * "Open view …" (issue 31): every saved view the account sees (in the bound division, its views and those across;
 * unbound, every scope), recently opened ones first; picking one opens its list on it, in its division.
 */
export function PaletteViews({ scope, onOpened }: { scope: MerchantScope | undefined; onOpened: () => void }) {
  const { t } = useI18n();
  const labels = t.savedViews.palette;
  const { clients } = useConsoleServices();
  const navigate = useAppNavigate();
  const preloadScreenAt = usePreloadScreenAt();
  const [views, setViews] = useState<SavedView[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    clients.savedViews
      .listSavedViews({ query: { ...(scope ?? {}) }, signal: controller.signal })
      .then((answer) => setViews(recentFirst(answer.elements, readRecentViews())))
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

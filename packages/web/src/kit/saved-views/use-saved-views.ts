import type { SavedView, SavedViewList, SavedViewState } from '@ops/core/contract';
import { failureMessage } from '@ops/core/errors';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { savedViewsKeys } from '../../lib/cache/saved-views-keys.ts';
import { useRefreshCaches } from '../../lib/cache/use-refresh-caches.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/** The saved views of a list the account sees in the bound division (its own views and those across), by name. */
export function useSavedViews(list: SavedViewList) {
  const { clients } = useConsoleServices();
  const scope = useMerchantScope();
  return useQuery({
    queryKey: savedViewsKeys.list(list, scope),
    queryFn: ({ signal }) =>
      clients.savedViews
        .listSavedViews({ query: { list, ...(scope ?? {}) }, signal })
        .then((answer) => answer.elements),
  });
}

/** What Save as… makes: a name, shared or not, in the bound division or across every one. */
export interface NewView {
  name: string;
  shared: boolean;
  inDivision: boolean;
}

/**
 * The list header's writes of saved views (save, save as, share, default): each refreshes the views, and a failure
 * is said in the platform's words (a name taken, another's view).
 */
export function useSavedViewWrites(list: SavedViewList) {
  const { clients } = useConsoleServices();
  const scope = useMerchantScope();
  const refresh = useRefreshCaches();
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const write = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      setFailure(undefined);
      try {
        const result = await call();
        await refresh(['savedViews']);
        return result;
      } catch (error) {
        setFailure(failureMessage(error, { t, locale }, { fallback: t.savedViews.bar.failed() }));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [refresh, t, locale],
  );
  const views = clients.savedViews;
  return {
    busy,
    failure,
    clearFailure: useCallback(() => setFailure(undefined), []),
    create: (view: NewView, state: SavedViewState) =>
      write(() =>
        views.createSavedView({
          body: {
            list,
            name: view.name,
            shared: view.shared,
            ...(view.inDivision && scope ? scope : {}),
            state,
          },
        }),
      ),
    save: (view: SavedView, state: SavedViewState) =>
      write(() => views.updateSavedView({ params: { viewId: view.id }, body: { state } })),
    share: (view: SavedView, shared: boolean) =>
      write(() => views.updateSavedView({ params: { viewId: view.id }, body: { shared } })),
    makeDefault: (view: SavedView, isDefault: boolean) =>
      write(() =>
        isDefault
          ? views.setDefaultSavedView({ params: { viewId: view.id } })
          : views.unsetDefaultSavedView({ params: { viewId: view.id } }),
      ),
  };
}

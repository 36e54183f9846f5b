import type { ActionContext } from '@ops/core/actions';
import { carryQuery } from '@ops/core/paging';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../app/i18n-context.tsx';
import { sessionStore } from '../app/session/session-store.ts';
import { useCurrentActionSubject } from '../ui/action-subject/use-action-subject.ts';
import { useConsoleServices } from '../ui/console-services/console-services.tsx';
import { useMerchantScope } from '../ui/merchant-selection/merchant-selection-provider.tsx';
import { hrefOf, withQueryCodes } from '../ui/merchant-selection/query-codes.ts';

/** What the registry's actions run with in the browser: the typed clients, the bound merchant, the router. */
export function useActionContext(): ActionContext {
  const { clients, signOut } = useConsoleServices();
  const { locale, setLocale } = useI18n();
  const scope = useMerchantScope();
  const { subject } = useCurrentActionSubject();
  const userEmail = useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getSnapshot().session?.user.email);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = useRef({ location, search });
  here.current = { location, search };
  return useMemo(
    () => ({
      clients,
      scope,
      subject,
      userEmail,
      permissions: ['ops'],
      locale,
      setLocale,
      signOut,
      navigate: (path, query) =>
        navigate(hrefOf(path, carryQuery(here.current.location, path, here.current.search, query))),
      bindMerchant: (codes) => navigate(hrefOf(here.current.location, withQueryCodes(here.current.search, codes))),
    }),
    [clients, scope, subject, userEmail, locale, setLocale, signOut, navigate],
  );
}

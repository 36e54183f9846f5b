import type { ActionContext } from '@ops/core/actions';
import type { CallSource } from '@ops/core/api';
import type { OpsRole } from '@ops/core/contract';
import { carryQuery } from '@ops/core/paging';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { hrefOf, withQueryCodes } from '../../lib/merchant-selection/query-codes.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useCurrentActionSubject } from './use-action-subject.ts';
import { useMyRoles } from './use-my-roles.ts';

const noRoles: readonly OpsRole[] = [];

/**
 * What the registry's actions run with in the browser: the typed clients, the bound merchant, the router. The
 * palette's runs call through its own clients, so an approval rule sees `palette` as their source.
 */
export function useActionContext(source: Extract<CallSource, 'web' | 'palette'> = 'web'): ActionContext {
  const services = useConsoleServices();
  const { signOut } = services;
  const clients = source === 'palette' ? services.paletteClients : services.clients;
  const { locale, setLocale } = useI18n();
  const scope = useMerchantScope();
  // None until the platform says which: nothing that acts is offered before.
  const roles = useMyRoles() ?? noRoles;
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
      bearerToken: () => sessionStore.getSnapshot().session?.idToken,
      permissions: ['ops'],
      roles,
      locale,
      setLocale,
      signOut,
      navigate: (path, query) =>
        navigate(hrefOf(path, carryQuery(here.current.location, path, here.current.search, query))),
      bindMerchant: (codes) => navigate(hrefOf(here.current.location, withQueryCodes(here.current.search, codes))),
    }),
    [clients, scope, roles, subject, userEmail, locale, setLocale, signOut, navigate],
  );
}

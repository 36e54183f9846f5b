import { createServiceClients } from '@ops/core/api';
import { isSessionExpired } from '@ops/core/auth';
import { navigate } from 'wouter/use-browser-location';
import { detailedDivisionQuery, merchantQuery } from '../../domain-parts/division/division-query-options.ts';
import { keepFirstAnswer } from '../../lib/cache/first-answers.ts';
import { queryCodesOf } from '../../lib/merchant-selection/query-codes.ts';
import { type SessionState, sessionStore } from '../../lib/session/session-store.ts';
import { groupBalanceQuery } from '../../screens/home/group-balance-query.ts';
import { createSessionApiClient, sessionApiHandlers } from '../api/session-api.ts';

/** Home's merchant and division, when the page opens on Home for a signed-in user whose token still holds. */
export function firstScreenScope(
  location: Pick<Location, 'pathname' | 'search'>,
  { session, accessRefused }: SessionState,
  now: number,
): { merchantCode: string; divisionCode: string } | undefined {
  if (location.pathname !== '/' || !session || accessRefused || isSessionExpired(session, now)) return undefined;
  const { merchantCode, divisionCode } = queryCodesOf(location.search);
  return merchantCode && divisionCode ? { merchantCode, divisionCode } : undefined;
}

let asked = false;

/**
 * Asks for Home's data (the merchant, the division with its balances, the group balance) as soon as the app knows
 * the route and the signed-in user, beside the screens' code rather than after it: the answers wait in
 * `lib/cache/first-answers.ts` under the keys Home's queries use. Once a page: from the entry, before the first
 * render, and again (a no-op then) when the signed-in app's code is asked for, which covers a sign-in that lands
 * on Home. Only on Home with a merchant and division in the address; the merchant selection still checks the pair
 * before Home shows (a wrong pair's reads fail, unseen).
 */
export function prefetchFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  if (asked) return;
  const scope = firstScreenScope(location, sessionStore.getSnapshot(), Date.now());
  if (!scope) return;
  asked = true;
  const clients = createServiceClients(createSessionApiClient(sessionApiHandlers(navigate)));
  for (const query of [
    merchantQuery(clients, scope),
    detailedDivisionQuery(clients, scope),
    groupBalanceQuery(clients, scope),
  ]) {
    keepFirstAnswer(query.queryKey, query.queryFn({}));
  }
}

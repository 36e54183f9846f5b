import { createServiceClients } from '@ops/core/api';
import { navigate } from 'wouter/use-browser-location';
import { detailedDivisionQuery, merchantQuery } from '../../domain-parts/division/division-query-options.ts';
import { keepFirstAnswer } from '../../lib/cache/first-answers.ts';
import { queryCodesOf } from '../../lib/merchant-selection/query-codes.ts';
import { groupBalanceQuery } from '../../screens/home/group-balance-query.ts';
import { createSessionApiClient, sessionApiHandlers } from '../api/session-api.ts';

/**
 * Asks for Home's data (the merchant, the division with its balances, the group balance) as soon as the app knows
 * the route and the signed-in user, beside the screens' code rather than after it: the answers wait in
 * `lib/cache/first-answers.ts` under the keys Home's queries use. Only on Home with a merchant and division in the
 * address; the merchant selection still checks the pair before Home shows (a wrong pair's reads fail, unseen).
 */
export function prefetchFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname !== '/') return;
  const { merchantCode, divisionCode } = queryCodesOf(location.search);
  if (!merchantCode || !divisionCode) return;
  const scope = { merchantCode, divisionCode };
  const clients = createServiceClients(createSessionApiClient(sessionApiHandlers(navigate)));
  for (const query of [
    merchantQuery(clients, scope),
    detailedDivisionQuery(clients, scope),
    groupBalanceQuery(clients, scope),
  ]) {
    keepFirstAnswer(query.queryKey, query.queryFn({}));
  }
}

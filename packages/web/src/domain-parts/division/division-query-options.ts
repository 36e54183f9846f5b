import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { firstAnswerFreshMs } from '../../lib/cache/first-answers.ts';
import { merchantsKeys } from '../../lib/cache/merchants-keys.ts';

/** The merchant on view with its divisions: its key, how it is fetched, how long it stays fresh. */
export function merchantQuery(clients: ServiceClients, { merchantCode }: Pick<MerchantScope, 'merchantCode'>) {
  return {
    queryKey: merchantsKeys.details(merchantCode),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      clients.accountOwner.getMerchant({ params: { merchantCode }, signal }),
    staleTime: firstAnswerFreshMs,
  };
}

/** The division on view with its virtual accounts and their balances. */
export function detailedDivisionQuery(clients: ServiceClients, scope: MerchantScope) {
  return {
    queryKey: divisionsKeys.detailed(scope),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      clients.accountOwner.getDetailedDivision({ params: scope, signal }),
    staleTime: firstAnswerFreshMs,
  };
}

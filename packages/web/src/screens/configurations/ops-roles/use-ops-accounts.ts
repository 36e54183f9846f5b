import { useQuery } from '@tanstack/react-query';
import { opsAccountsKeys } from '../../../lib/cache/ops-accounts-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The embedded identity provider's ops accounts with the roles they sign in with (none with an external issuer). */
export function useOpsAccounts() {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: opsAccountsKeys.list(),
    queryFn: ({ signal }) => clients.opsAccounts.listOpsAccounts({ signal }),
  });
}

import type { OpsRole } from '@ops/core/contract';
import { useQuery } from '@tanstack/react-query';
import { opsAccountsKeys } from '../../lib/cache/ops-accounts-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

const noRoles: readonly OpsRole[] = [];

/**
 * The signed-in account's ops roles, as the platform reads them from its identity token (`getMyOpsAccount`): what
 * the palette, the shortcuts and the buttons offer by (core's `refusalOf`). None until the answer comes, so nothing
 * that acts is offered before it is known.
 */
export function useMyRoles(): readonly OpsRole[] {
  const { clients } = useConsoleServices();
  const { data } = useQuery({
    queryKey: opsAccountsKeys.me(),
    queryFn: ({ signal }) => clients.opsAccounts.getMyOpsAccount({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.roles ?? noRoles;
}

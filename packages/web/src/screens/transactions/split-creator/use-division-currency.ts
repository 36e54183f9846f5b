import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The currency of the division's income account: where a split's fees and rest go, so the split's default. */
export function useDivisionCurrency(scope: MerchantScope): string | undefined {
  const { clients } = useConsoleServices();
  const division = useQuery({
    queryKey: divisionsKeys.detailed(scope),
    queryFn: ({ signal }) => clients.accountOwner.getDetailedDivision({ params: scope, signal }),
  });
  return division.data?.virtualAccounts.find((account) => account.type === 'DIVISION_INCOME')?.currency;
}

import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { divisionQueryKey } from '../../../shared/division/division-queries.ts';

/** The currency of the division's income account: where a split's fees and rest go, so the split's default. */
export function useDivisionCurrency(scope: MerchantScope): string | undefined {
  const { clients } = useConsoleServices();
  const division = useQuery({
    queryKey: [...divisionQueryKey(scope), 'detailed'],
    queryFn: ({ signal }) => clients.accountOwner.getDetailedDivision({ params: scope, signal }),
  });
  return division.data?.virtualAccounts.find((account) => account.type === 'DIVISION_INCOME')?.currency;
}

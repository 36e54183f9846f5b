import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import { groupBalanceQuery } from './group-balance-query.ts';

/** The division's group balance per currency with its monthly summary. */
export function useGroupBalance(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery(groupBalanceQuery(clients, scope));
}

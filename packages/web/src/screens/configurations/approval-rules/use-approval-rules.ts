import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { approvalRulesKeys } from '../../../lib/cache/approval-rules-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** The bound division's approval rules, oldest first (the platform answers the whole list). */
export function useApprovalRules(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: approvalRulesKeys.list(scope),
    queryFn: async ({ signal }) => (await clients.approvals.listApprovalRules({ signal })).elements,
  });
}

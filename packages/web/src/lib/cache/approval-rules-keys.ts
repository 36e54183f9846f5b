import type { MerchantScope } from '@ops/core/api';
import { scopedKey } from './cache-key.ts';

/** A division's approval rules (Configurations → Approval rules), under the approvals cache domain. */
export const approvalRulesKeys = {
  list: (scope: MerchantScope) => [...scopedKey('approvals', scope), 'rules'] as const,
};

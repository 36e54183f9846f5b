import type { ApprovalSource } from '@ops/core/contract';

/** The `x-ops-source` header as a call's source: `web`, `palette`, `cli`; anything else or none is the API. */
export function sourceOf(header: string | undefined): ApprovalSource {
  const named = header?.trim().toUpperCase();
  return named === 'WEB' || named === 'PALETTE' || named === 'CLI' ? named : 'API';
}

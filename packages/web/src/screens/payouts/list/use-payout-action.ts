import type { ActionDefinition } from '@ops/core/actions';
import { useRegistryAction } from '../../../app/actions/use-registry-action.ts';

const changes = ['payouts'] as const;

/**
 * Runs a registry payout action from a button; afterwards every payouts query refreshes. A server refusal (4xx)
 * shows its message after `fallback`, anything else `fallback` alone.
 */
export function usePayoutAction<Result>(action: ActionDefinition, fallback: string) {
  return useRegistryAction<Result>(action, { fallback, changes });
}

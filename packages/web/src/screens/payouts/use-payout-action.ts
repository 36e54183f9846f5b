import type { ActionDefinition } from '@ops/core/actions';
import { useRegistryAction } from '../../ui/registry-action/use-registry-action.ts';
import { payoutsQueryKey } from './payout-queries.ts';

const refresh = [payoutsQueryKey];

/**
 * Runs a registry payout action from a button; afterwards every payouts query refreshes. A server refusal (4xx)
 * shows its message after `fallback`, anything else `fallback` alone.
 */
export function usePayoutAction<Action extends ActionDefinition>(action: Action, fallback: string) {
  return useRegistryAction(action, { fallback, refresh });
}

import type { ActionDefinition } from '@ops/core/actions';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';

/**
 * Runs a registry payout action from a button; afterwards what it changes (every payouts query) refreshes. A
 * server refusal (4xx) shows its message after `fallback`, anything else `fallback` alone.
 */
export function usePayoutAction<Action extends ActionDefinition>(action: Action, fallback: string) {
  return useRegistryAction(action, { fallback });
}

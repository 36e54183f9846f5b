import type { ActionDefinition } from '@ops/core/actions';
import { type RegistryActionOptions, useRegistryAction } from '../../kit/actions/use-registry-action.ts';

/**
 * Runs a division action of the registry from a dialog; a server refusal shows its message (spec section 8);
 * afterwards what the action changes (the merchant and division data) is loaded afresh.
 */
export function useDivisionAction<Action extends ActionDefinition>(action: Action, options?: RegistryActionOptions) {
  return useRegistryAction(action, options);
}

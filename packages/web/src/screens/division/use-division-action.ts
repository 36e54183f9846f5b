import type { ActionDefinition } from '@ops/core/actions';
import { useRegistryAction } from '../../app/actions/use-registry-action.ts';

const changes = ['merchants', 'divisions'] as const;

/**
 * Runs a division action of the registry from a dialog; a server refusal shows its message (spec section 8);
 * afterwards the merchant and division data are loaded afresh.
 */
export function useDivisionAction(action: ActionDefinition) {
  return useRegistryAction(action, { changes });
}

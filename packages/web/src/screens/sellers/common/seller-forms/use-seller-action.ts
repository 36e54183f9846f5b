import type { ActionDefinition } from '@ops/core/actions';
import { useRegistryAction } from '../../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';

/**
 * Runs a registry seller action from a form; afterwards what it changes (the seller lists and details) refreshes. A server refusal
 * (4xx) shows its message after `fallback`, anything else `fallback` alone.
 */
export function useSellerAction<Action extends ActionDefinition>(
  action: Action,
  fallback: (t: ReturnType<typeof useI18n>['t']) => string,
) {
  const { t } = useI18n();
  return useRegistryAction(action, { fallback: fallback(t) });
}

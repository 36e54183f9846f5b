import type { ActionDefinition } from '@ops/core/actions';
import { useI18n } from '../../app/i18n-context.tsx';
import { useRegistryAction } from '../registry-action/use-registry-action.ts';

/** The cache keys every seller query starts with, so a change refreshes the lists and details at once. */
export const sellersQueryKey = ['sellers'] as const;

const refresh = [sellersQueryKey];

/**
 * Runs a registry seller action from a form; afterwards the seller lists and details refresh. A server refusal
 * (4xx) shows its message after `fallback`, anything else `fallback` alone.
 */
export function useSellerAction<Action extends ActionDefinition>(
  action: Action,
  fallback: (t: ReturnType<typeof useI18n>['t']) => string,
) {
  const { t } = useI18n();
  return useRegistryAction(action, { fallback: fallback(t), refresh });
}

import type { ActionDefinition } from '@ops/core/actions';
import { useRegistryAction } from '../../../../app/actions/use-registry-action.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';

const changes = ['sellers'] as const;

/**
 * Runs a registry seller action from a form; afterwards the seller lists and details refresh. A server refusal
 * (4xx) shows its message after `fallback`, anything else `fallback` alone.
 */
export function useSellerAction<Result>(
  action: ActionDefinition,
  fallback: (t: ReturnType<typeof useI18n>['t']) => string,
) {
  const { t } = useI18n();
  return useRegistryAction<Result>(action, { fallback: fallback(t), changes });
}

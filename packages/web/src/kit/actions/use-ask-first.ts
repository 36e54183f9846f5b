import {
  type ActionContext,
  type ActionDefinition,
  asksBeforeRun,
  type Confirmation,
  checkRun,
  confirmationOf,
  reasonAskOf,
} from '@ops/core/actions';
import { loadLocale } from '@ops/locales/browser';
import { useCallback } from 'react';
import { selectedMerchantName } from '../../lib/merchant-selection/selected-merchant.ts';
import { confirmationDeclined, confirmationStore } from './confirmation-store.ts';
import { useRequiredReasons } from './use-required-reasons.ts';

/** The answer to an action's question: whether it asked, and the reason typed (if any). */
export interface AskedFirst {
  reason: string | undefined;
}

/**
 * Asks core's confirmation before an action that asks first (core's `asksBeforeRun`: it moves money, deletes or
 * acts on many, or the bound division requires a reason for its kind of change), once for one run. A refusal or a
 * wrong parameter throws at once, before the question; a no throws a cancellation (core's `isCancellation`).
 * `shape` lets a caller say more than one run's words (the rows of a selection).
 */
export function useAskFirst(context: ActionContext) {
  const requiredReasons = useRequiredReasons(context.scope);
  return useCallback(
    async (
      action: ActionDefinition,
      parameters: unknown,
      names: Readonly<Record<string, string>> = {},
      shape: (confirmation: Confirmation) => Confirmation = (confirmation) => confirmation,
    ): Promise<AskedFirst> => {
      // The division's requirements are read only for a change of a reason kind.
      const required = reasonAskOf(action, []) ? await requiredReasons() : [];
      if (!asksBeforeRun(action, required)) return { reason: undefined };
      checkRun(action, context, parameters);
      await loadLocale(context.locale);
      const bound = context.scope ? { [context.scope.merchantCode]: selectedMerchantName() } : {};
      const confirmation = confirmationOf(action, parameters, context, { ...bound, ...names }, required);
      const answer = await confirmationStore.ask(shape(confirmation));
      if (!answer.confirmed) throw confirmationDeclined();
      return { reason: answer.reason };
    },
    [context, requiredReasons],
  );
}

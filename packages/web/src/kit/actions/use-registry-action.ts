import type { ActionDefinition, ActionResult } from '@ops/core/actions';
import { isSentForApproval } from '@ops/core/api';
import { failureMessage, isCancellation } from '@ops/core/errors';
import { useCallback, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useToast } from '../../ui/toast/toast.tsx';
import { useActionAllowed } from './use-action-allowed.ts';
import { useRunAction } from './use-run-action.ts';

export type RegistryActionOutcome<Result> = { done: true; result: Result } | { done: false };

export interface RegistryActionOptions {
  /**
   * What a failure says (the spec's words for the action, e.g. 'Error: Failed to request payout'); a server
   * refusal (4xx) adds its own message after it. Without it a failed call shows its own message alone (spec
   * section 8), e.g. the network error.
   */
  fallback?: string;
  /**
   * Announces a done action in a toast with these words (the spec's, e.g. 'Payout requested'), for an outcome
   * the screen does not show by itself. A failure stays where the screen shows it (`failure`).
   */
  success?: string;
  /** By code, the names the confirmation of an action that asks first shows beside the codes. */
  names?: Readonly<Record<string, string>>;
}

export interface RegistryActionState<Result> {
  /**
   * Whether the account's roles allow the action (`useActionAllowed`): show its button, link or form only then.
   * False while the roles are not known yet.
   */
  allowed: boolean;
  run(parameters: unknown): Promise<RegistryActionOutcome<Result>>;
  busy: boolean;
  /** What to tell the user when it failed. */
  failure: string | undefined;
  clearFailure(): void;
}

/**
 * Runs an action of the registry from a button or a form: busy while it runs, the queries it changes refreshed
 * afterwards. A refusal of the action itself shows its own message (e.g. 'Dashboard needs to be bound to cancel
 * payout batch').
 */
export function useRegistryAction<Action extends ActionDefinition>(
  action: Action,
  options: RegistryActionOptions = {},
): RegistryActionState<ActionResult<Action>> {
  return useRegistryActionWith(useRunAction(), action, options);
}

/** How `useRunAction()` runs an action: made once by a list and handed to its rows. */
export type RunAction = ReturnType<typeof useRunAction>;

/**
 * `useRegistryAction` with a runner made once above: a list whose every row offers an action makes the browser's
 * action context once, not once a row (50 rows paid for 50 contexts before they showed).
 */
export function useRegistryActionWith<Action extends ActionDefinition>(
  runAction: RunAction,
  action: Action,
  { fallback, success, names }: RegistryActionOptions = {},
): RegistryActionState<ActionResult<Action>> {
  const { t, locale } = useI18n();
  const toast = useToast();
  const allowed = useActionAllowed(action);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const run = useCallback(
    async (parameters: unknown): Promise<RegistryActionOutcome<ActionResult<Action>>> => {
      setBusy(true);
      setFailure(undefined);
      try {
        const result = await runAction(action, parameters, names);
        if (success !== undefined) toast.show({ title: success });
        return { done: true, result };
      } catch (error) {
        // Said no to the confirmation: nothing ran, nothing to tell. Sent for approval: `useRunAction` said so.
        if (!isCancellation(error) && !isSentForApproval(error)) {
          setFailure(failureMessage(error, { t, locale }, { fallback }));
        }
        return { done: false };
      } finally {
        setBusy(false);
      }
    },
    [action, runAction, t, locale, fallback, success, names, toast],
  );
  const clearFailure = useCallback(() => setFailure(undefined), []);
  return { allowed, run, busy, failure, clearFailure };
}

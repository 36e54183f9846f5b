import { type ActionDefinition, ActionRefusal, runAction, translate } from '@ops/core/actions';
import { ApiRequestError } from '@ops/core/api';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useActionContext } from './use-action-context.ts';

export type RegistryActionOutcome<Result> = { done: true; result: Result } | { done: false };

export interface RegistryActionOptions {
  /**
   * What a failure says (the spec's words for the action, e.g. 'Error: Failed to request payout'); a server
   * refusal (4xx) adds its own message after it. Without it a failed call shows its own message alone (spec
   * section 8), e.g. the network error.
   */
  fallback?: string;
  /** The query keys whose data the action changes: refreshed once it succeeded. */
  refresh: readonly QueryKey[];
}

export interface RegistryActionState<Result> {
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
export function useRegistryAction<Result>(
  action: ActionDefinition,
  { fallback, refresh }: RegistryActionOptions,
): RegistryActionState<Result> {
  const { t, locale } = useI18n();
  const context = useActionContext();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const run = useCallback(
    async (parameters: unknown): Promise<RegistryActionOutcome<Result>> => {
      setBusy(true);
      setFailure(undefined);
      try {
        const result = (await runAction(action, context, parameters)) as Result;
        await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return { done: true, result };
      } catch (error) {
        if (error instanceof ActionRefusal) setFailure(translate(t, error.messageKey));
        else if (!(error instanceof ApiRequestError)) setFailure(fallback ?? t.errors.somethingWentWrong());
        else if (!fallback) setFailure(error.describe(locale).message);
        else if (error.status !== undefined && error.status < 500) {
          setFailure(`${fallback} ${error.describe(locale).message}`);
        } else setFailure(fallback);
        return { done: false };
      } finally {
        setBusy(false);
      }
    },
    [action, context, queryClient, t, locale, fallback, refresh],
  );
  const clearFailure = useCallback(() => setFailure(undefined), []);
  return { run, busy, failure, clearFailure };
}

import { type ActionDefinition, ActionRefusal, runAction, translate } from '@ops/core/actions';
import { ApiRequestError } from '@ops/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { useActionContext } from '../../palette/use-action-context.ts';

/** The cache keys every seller query starts with, so a change refreshes the lists and details at once. */
export const sellersQueryKey = ['sellers'] as const;

export type SellerActionOutcome<Result> = { done: true; result: Result } | { done: false };

export interface SellerActionState<Result> {
  run(parameters: unknown): Promise<SellerActionOutcome<Result>>;
  busy: boolean;
  /** What to tell the user when it failed. */
  failure: string | undefined;
}

/**
 * Runs a registry action from a form: while it runs the form is busy; a refusal shows its own message, a server
 * refusal with a message (4xx) shows that message after `fallback`, anything else `fallback` alone.
 */
export function useSellerAction<Result>(
  action: ActionDefinition,
  fallback: (t: ReturnType<typeof useI18n>['t']) => string,
): SellerActionState<Result> {
  const { t, locale } = useI18n();
  const context = useActionContext();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const run = useCallback(
    async (parameters: unknown): Promise<SellerActionOutcome<Result>> => {
      setBusy(true);
      setFailure(undefined);
      try {
        const result = (await runAction(action, context, parameters)) as Result;
        await queryClient.invalidateQueries({ queryKey: sellersQueryKey });
        return { done: true, result };
      } catch (error) {
        if (error instanceof ActionRefusal) setFailure(translate(t, error.messageKey));
        else if (error instanceof ApiRequestError && error.status !== undefined && error.status < 500) {
          setFailure(`${fallback(t)} ${error.describe(locale).message}`);
        } else setFailure(fallback(t));
        return { done: false };
      } finally {
        setBusy(false);
      }
    },
    [action, context, queryClient, t, locale, fallback],
  );
  return { run, busy, failure };
}

import { type ActionDefinition, ActionRefusal, runAction, translate } from '@ops/core/actions';
import { ApiRequestError } from '@ops/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { useActionContext } from '../../palette/use-action-context.ts';
import { payoutsQueryKey } from './payout-queries.ts';

export type PayoutActionOutcome<Result> = { done: true; result: Result } | { done: false };

/**
 * Runs a registry payout action from a button: busy while it runs; afterwards every payouts query refreshes. A
 * refusal shows its own message (e.g. 'Dashboard needs to be bound to cancel payout batch'), a server refusal
 * (4xx) its message after `fallback`, anything else `fallback` alone.
 */
export function usePayoutAction<Result>(action: ActionDefinition, fallback: string) {
  const { t, locale } = useI18n();
  const context = useActionContext();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const run = useCallback(
    async (parameters: unknown): Promise<PayoutActionOutcome<Result>> => {
      setBusy(true);
      setFailure(undefined);
      try {
        const result = (await runAction(action, context, parameters)) as Result;
        await queryClient.invalidateQueries({ queryKey: payoutsQueryKey });
        return { done: true, result };
      } catch (error) {
        if (error instanceof ActionRefusal) setFailure(translate(t, error.messageKey));
        else if (error instanceof ApiRequestError && error.status !== undefined && error.status < 500) {
          setFailure(`${fallback} ${error.describe(locale).message}`);
        } else setFailure(fallback);
        return { done: false };
      } finally {
        setBusy(false);
      }
    },
    [action, context, queryClient, t, locale, fallback],
  );
  return { run, busy, failure, clearFailure: () => setFailure(undefined) };
}

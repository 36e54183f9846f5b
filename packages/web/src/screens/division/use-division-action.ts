import { type ActionDefinition, ActionRefusal, runAction, translate } from '@ops/core/actions';
import { ApiRequestError } from '@ops/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { useActionContext } from '../../palette/use-action-context.ts';

/**
 * Runs a division action of the registry from a dialog: busy while it runs; a refusal shows its message, a
 * server answer its message (spec section 8); afterwards the merchant and division data are loaded afresh.
 */
export function useDivisionAction(action: ActionDefinition) {
  const { t, locale } = useI18n();
  const context = useActionContext();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const run = useCallback(
    async (parameters: unknown): Promise<boolean> => {
      setBusy(true);
      setFailure(undefined);
      try {
        await runAction(action, context, parameters);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['merchant'] }),
          queryClient.invalidateQueries({ queryKey: ['division'] }),
        ]);
        return true;
      } catch (error) {
        if (error instanceof ActionRefusal) setFailure(translate(t, error.messageKey));
        else if (error instanceof ApiRequestError) setFailure(error.describe(locale).message);
        else setFailure(t.errors.somethingWentWrong());
        return false;
      } finally {
        setBusy(false);
      }
    },
    [action, context, queryClient, t, locale],
  );
  return { run, busy, failure, reset: () => setFailure(undefined) };
}

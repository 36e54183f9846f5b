import { failureMessage } from '@ops/core/errors';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';

/**
 * A configuration that failed to load: its own message (spec section 8: each configuration's get failure has
 * its own) with the call's reason under it, and a retry.
 */
export function ConfigLoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t, locale } = useI18n();
  return (
    <ErrorState
      title={title}
      message={failureMessage(error, { t, locale })}
      onRetry={onRetry}
      retryLabel={t.balances.retry()}
    />
  );
}

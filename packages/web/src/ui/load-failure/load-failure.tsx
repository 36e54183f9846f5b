import { isApiRequestError } from '@ops/core/api';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ErrorState } from '../error-state/error-state.tsx';

/**
 * A part of a screen whose call failed: `ErrorState` with the generic error rules of spec section 8 (the status's
 * title, the server's message) and a retry that loads it again.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, locale } = useI18n();
  const described = isApiRequestError(error)
    ? error.describe(locale)
    : { title: t.errors.title(), message: t.balances.loadFailed() };
  return (
    <ErrorState title={described.title} message={described.message} onRetry={onRetry} retryLabel={t.balances.retry()} />
  );
}

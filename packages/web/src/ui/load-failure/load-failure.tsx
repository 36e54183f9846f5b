import { isApiRequestError } from '@ops/core/api';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './load-failure.css';

/**
 * A part of a screen that failed to load: the generic error rules of spec section 8 (the status's title, the
 * server's message) and a retry that loads it again.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, locale } = useI18n();
  const described = isApiRequestError(error)
    ? error.describe(locale)
    : { title: t.errors.title(), message: t.balances.loadFailed() };
  return (
    <div role="alert" className="load-failure">
      <strong>{described.title}</strong>
      <p>{described.message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t.balances.retry()}
      </button>
    </div>
  );
}

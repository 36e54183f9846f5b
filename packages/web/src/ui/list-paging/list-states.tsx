import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { LoadFailure } from '../load-failure/load-failure.tsx';
import { SkeletonList } from '../skeleton/skeleton-list.tsx';
import './list-paging.css';

/**
 * A list's loading (6 skeleton rows), error and empty states (spec sections 8 and 9); the rows otherwise.
 */
export function ListStates({
  state,
  error,
  onRetry,
  empty,
  children,
}: {
  state: 'loading' | 'error' | 'loaded';
  error?: unknown;
  onRetry(): void;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  if (state === 'loading') return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  if (state === 'error') return <LoadFailure error={error} onRetry={onRetry} />;
  if (empty) {
    return (
      <div className="list-empty" role="status">
        <strong>{t.errors.noResultsTitle()}</strong>
        <p>{t.errors.noResultsMessage()}</p>
      </div>
    );
  }
  return children;
}

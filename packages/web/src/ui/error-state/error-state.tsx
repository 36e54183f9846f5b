import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../button/button.tsx';
import './error-state.css';

export interface ErrorStateProps {
  /** What failed, such as core's title of the error's status ('Error'). */
  title: ReactNode;
  /** Why, or what to do ('The divisions could not be loaded, please refresh the page'). */
  message?: ReactNode;
  /** Loads it again; without it, no retry button. */
  onRetry?: (() => void) | undefined;
  /** The retry button's label: 'Retry' unless given. */
  retryLabel?: string | undefined;
}

/** A part of a screen that could not be loaded: an alert with what failed and a button to try again. */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useI18n();
  return (
    <div role="alert" className="error-state">
      <p className="error-state-title">{title}</p>
      {message === undefined ? null : <p className="error-state-message">{message}</p>}
      {onRetry === undefined ? null : (
        <Button size="sm" onClick={onRetry}>
          {retryLabel ?? t.components.errorState.retry()}
        </Button>
      )}
    </div>
  );
}

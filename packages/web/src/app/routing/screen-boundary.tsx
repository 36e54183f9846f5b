import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../../ui/button/button.tsx';
import { ScreenLoadTimeout } from './load-within.ts';

/** What a screen shows while its code arrives. */
export function ScreenLoading() {
  const { t } = useI18n();
  return (
    <p className="screen-loading" role="status">
      {t.shell.screenLoad.loading()}
    </p>
  );
}

function ScreenLoadFailure({ error }: { error: unknown }) {
  const { t } = useI18n();
  const message = error instanceof ScreenLoadTimeout ? t.shell.screenLoad.timedOut() : t.shell.screenLoad.failed();
  return (
    <div className="screen-failure" role="alert">
      <p>{message}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t.shell.screenLoad.reload()}
      </Button>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
}

class ScreenErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('a screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ScreenLoadFailure error={this.state.error} />;
  }
}

/**
 * Where lazily loaded screens show: 'Loading…' while their code arrives, and a clear message with a reload
 * instead of a blank page when it does not (a load over 120 seconds, a lost connection, a new deployment).
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}

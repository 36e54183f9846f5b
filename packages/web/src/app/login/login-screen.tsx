import { isSessionExpired, SignInError } from '@ops/core/auth';
import { useState, useSyncExternalStore } from 'react';
import { Redirect } from 'wouter';
import { usePageTitle } from '../../kit/page-title.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { takeReturnTo } from '../session/return-to.ts';
import { startSignIn } from '../session/sign-in.ts';

type Status = { kind: 'ready' } | { kind: 'redirecting' } | { kind: 'failed'; message: string };

/** Sign-in (spec section 2: the ops variant is titled Operations Dashboard). */
export function LoginScreen() {
  const { t } = useI18n();
  usePageTitle(t.auth.login.title());
  const { session, endedBecause, accessRefused } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
  );
  const [status, setStatus] = useState<Status>({ kind: 'ready' });

  if (session && !accessRefused && !isSessionExpired(session, Date.now())) {
    return <Redirect to={takeReturnTo() ?? '/'} replace />;
  }

  const signIn = async () => {
    setStatus({ kind: 'redirecting' });
    try {
      const returnTo = takeReturnTo();
      const url = await startSignIn({ returnTo, prompt: endedBecause === 'logout' ? 'login' : undefined });
      window.location.assign(url);
    } catch (error) {
      const unreachable = error instanceof SignInError && error.failure === 'unreachable';
      setStatus({ kind: 'failed', message: unreachable ? t.errors.vpnRequired() : t.auth.login.configFailed() });
    }
  };

  return (
    <main className="login" id="main">
      <div className="login-card">
        <h1>{t.auth.login.title()}</h1>
        {endedBecause && status.kind === 'ready' && (
          <p className="login-notice" role="status">
            {t.auth.login.signedOut[endedBecause]()}
          </p>
        )}
        {status.kind === 'failed' && (
          <p className="login-error" role="alert">
            {status.message}
          </p>
        )}
        <p>{t.auth.login.intro()}</p>
        <Button variant="primary" disabled={status.kind === 'redirecting'} onClick={signIn}>
          {status.kind === 'redirecting' ? t.auth.login.redirecting() : t.auth.login.signIn()}
        </Button>
      </div>
    </main>
  );
}

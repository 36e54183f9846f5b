import { SignInError, type SignInFailure } from '@ops/core/auth';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../kit/page-title.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { checkAccess } from '../session/check-access.ts';
import { completeSignIn } from '../session/sign-in.ts';

type Step = 'completing' | 'checkingAccess';

/** What the Unauthorised screen is told when a sign-in fails (spec section 8: login problems lead there). */
export interface SignInProblem {
  failure: SignInFailure;
}

/**
 * Where the identity provider sends the browser back: completes the sign-in, asks the platform whether this
 * account may use the ops dashboard, and goes on to where the user was going. Problems go to Unauthorised.
 */
export function LoginCallbackScreen() {
  const { t } = useI18n();
  usePageTitle(t.auth.callback.title());
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('completing');

  useEffect(() => {
    let current = true;
    const callbackUrl = new URL(window.location.href);
    completeSignIn(callbackUrl).then(
      async ({ session, returnTo }) => {
        sessionStore.signIn(session);
        if (current) setStep('checkingAccess');
        const access = await checkAccess();
        if (!current) return;
        if (access === 'refused') {
          sessionStore.refuseAccess();
          navigate('/unauthorised', { replace: true });
        } else {
          navigate(returnTo, { replace: true });
        }
      },
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof SignInError ? error.failure : 'invalid-response';
        navigate('/unauthorised', { replace: true, state: { failure } satisfies SignInProblem });
      },
    );
    return () => {
      current = false;
    };
  }, [navigate]);

  return (
    <main className="login" id="main">
      <div className="login-card">
        <h1>{t.auth.login.title()}</h1>
        <p role="status">{step === 'completing' ? t.auth.callback.completing() : t.auth.callback.checkingAccess()}</p>
      </div>
    </main>
  );
}

import { contactSupportMail, type SignInFailure } from '@ops/core/auth';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { usePageTitle } from '../../kit/page-title.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { selectedMerchantName } from '../../lib/merchant-selection/selected-merchant.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { Button, buttonClassName } from '../../ui/button/button.tsx';
import { loadAppConfig } from '../session/app-config.ts';

function failureOf(state: unknown): SignInFailure | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const failure = (state as { failure?: unknown }).failure;
  const failures: readonly SignInFailure[] = ['cancelled', 'refused', 'unreachable', 'invalid-response', 'not-started'];
  return failures.find((known) => known === failure);
}

/** The support address the platform names (`OPS_SUPPORT_EMAIL`); none while loading or when it names none. */
function useSupportEmail(): string | undefined {
  const [supportEmail, setSupportEmail] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadAppConfig().then(
      (config) => current && setSupportEmail(config.supportEmail),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return supportEmail;
}

/**
 * Unauthorised (spec section 2): the platform refused this account (403), or the sign-in failed. With a known
 * user it offers a contact-support mail prefilled with their details and the merchant selected in this tab, and a
 * sign-in with another account; without one, a return to the login page.
 */
export function UnauthorisedScreen() {
  const { t, locale } = useI18n();
  usePageTitle(t.auth.unauthorised.title());
  const [, navigate] = useLocation();
  const { session } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const failure = failureOf(window.history.state);
  const messages: Record<SignInFailure, () => string> = {
    cancelled: t.auth.callback.failures.cancelled,
    refused: t.auth.callback.failures.refused,
    unreachable: t.errors.vpnRequired,
    'invalid-response': t.auth.callback.failures.invalidResponse,
    'not-started': t.auth.callback.failures.notStarted,
  };
  const message = failure ? messages[failure]() : t.errors.notAuthorizedForOps();
  const user = failure ? undefined : session?.user;
  const supportEmail = useSupportEmail();

  return (
    <main className="login" id="main">
      <div className="login-card">
        <h1>{t.auth.unauthorised.title()}</h1>
        <p role="alert">{message}</p>
        {user ? (
          <div className="login-actions">
            <a
              className={buttonClassName({ variant: 'primary' })}
              href={contactSupportMail({ user, merchantName: selectedMerchantName(), supportEmail }, locale).href}
            >
              {t.auth.unauthorised.contactSupport()}
            </a>
            <Button
              onClick={() => {
                sessionStore.end('logout');
                navigate('/login', { replace: true });
              }}
            >
              {t.auth.unauthorised.otherAccount()}
            </Button>
          </div>
        ) : (
          <Link href="/login" className={buttonClassName({ variant: 'primary' })}>
            {t.auth.unauthorised.returnToLogin()}
          </Link>
        )}
      </div>
    </main>
  );
}

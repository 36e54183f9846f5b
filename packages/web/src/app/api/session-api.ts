import { type ApiClient, createApiClient, isApiRequestError, type RouteCall, type RoutePlan } from '@ops/core/api';
import { sessionStore } from '../../lib/session/session-store.ts';
import { connectivityStore } from './connectivity-store.ts';

/**
 * A 403 that refuses the account as a whole (the platform's ops check), as opposed to a refusal with a code of
 * its own such as '403.050.111', or one call refused by the account's ops roles (its detail names `roles`: e.g. an
 * admin giving a role they do not hold), that the screen shows in place.
 */
export function isAccessRefusal(error: unknown): boolean {
  if (!isApiRequestError(error) || error.status !== 403) return false;
  const code = error.error?.code;
  const byRoles = error.error?.details?.some((detail) => detail.field === 'roles') ?? false;
  return (code === undefined || code === 403 || code === '403') && !byRoles;
}

export interface SessionApiHandlers {
  /** The platform answered 403: this account may not use the ops dashboard. */
  accessRefused(): void;
  /** The platform answered 401: the token is no longer accepted. */
  tokenRejected(): void;
}

/** What the signed-in app does on those failures: Unauthorised for a refused account, sign-in for a rejected token. */
export function sessionApiHandlers(navigate: (to: string, options: { replace: boolean }) => void): SessionApiHandlers {
  return {
    accessRefused: () => {
      sessionStore.refuseAccess();
      navigate('/unauthorised', { replace: true });
    },
    tokenRejected: () => sessionStore.end('expired'),
  };
}

function queryParameter(name: string): string | undefined {
  return new URLSearchParams(window.location.search).get(name) ?? undefined;
}

/**
 * The API client of the signed-in app: the session's token and e-mail on every call, the merchant and division
 * of the address for scoped calls, `x-ops-source: web` (for approval rules; the palette's clients say `palette`), and every failure reported (no answer, 403, 401) before the caller sees it.
 */
export function createSessionApiClient(handlers: SessionApiHandlers): ApiClient {
  const client = createApiClient({
    baseUrl: new URL('/api/', window.location.origin).href,
    getToken: () => sessionStore.getSnapshot().session?.idToken,
    getUserEmail: () => sessionStore.getSnapshot().session?.user.email,
    merchantCode: () => queryParameter('merchantCode'),
    divisionCode: () => queryParameter('divisionCode'),
    source: 'web',
  });
  async function callRoute(route: RoutePlan, call?: RouteCall): Promise<unknown> {
    try {
      const result = await client.callRoute(route, call);
      connectivityStore.report(true);
      return result;
    } catch (error) {
      if (isApiRequestError(error) && !error.failure.cancelled) {
        connectivityStore.report(!error.failure.unreachable);
        if (isAccessRefusal(error)) handlers.accessRefused();
        else if (error.status === 401) handlers.tokenRejected();
      }
      throw error;
    }
  }
  return { callRoute };
}

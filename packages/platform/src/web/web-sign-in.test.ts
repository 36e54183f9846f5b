import { ApiRequestError, createAccountOwnerClient, createApiClient } from '@ops/core/api';
import {
  type AppConfig,
  createAuthorizationRequest,
  discoverIssuer,
  exchangeAuthorizationCode,
  parseAppConfig,
  type SignInError,
} from '@ops/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedBrowser, formAction } from '../testing/scripted-browser.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

/** The web app's sign-in (core/auth) against the embedded provider, the sign-in page played by a scripted browser. */
let platform: TestPlatform;
let appConfig: AppConfig;

beforeAll(async () => {
  platform = await startTestPlatform();
  const config = parseAppConfig(await (await fetch(`${platform.baseUrl}/app-config.json`)).json());
  if (!config) throw new Error('the platform gave no app config');
  appConfig = config;
});
afterAll(async () => {
  await platform?.close();
});

const redirectUri = () => `${platform.baseUrl}/login/callback`;

/** Leaves for the provider, picks `email` on its sign-in page (or cancels), and comes back to the callback. */
async function signInAt(choice: { email: string } | 'cancel') {
  const server = await discoverIssuer(appConfig.issuer);
  const { url, pending } = await createAuthorizationRequest(server, {
    clientId: appConfig.clientId,
    redirectUri: redirectUri(),
  });
  const browser = createScriptedBrowser();
  const signInPage = await browser.navigate(url.href);
  const loginAction = new URL(formAction(signInPage.text, /\/login$/), platform.baseUrl).href;
  // The page's Cancel button posts the same form to the interaction's abort path.
  const action = choice === 'cancel' ? loginAction.replace(/\/login$/, '/abort') : loginAction;
  const back = await browser.submit(action, choice === 'cancel' ? {} : choice, (location) =>
    location.startsWith(redirectUri()),
  );
  return { server, pending, callbackUrl: new URL(back.url) };
}

function apiAs(idToken: string, email: string) {
  return createAccountOwnerClient(
    createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => idToken, getUserEmail: () => email }),
  );
}

describe('the web sign-in against the embedded identity provider', () => {
  it("signs an ops user in with PKCE and gives the token the API accepts and the user's profile", async () => {
    const { server, pending, callbackUrl } = await signInAt({ email: 'ops@sandbox.test' });
    const signedIn = await exchangeAuthorizationCode(server, { clientId: appConfig.clientId, callbackUrl, pending });
    expect(signedIn.user).toMatchObject({
      email: 'ops@sandbox.test',
      name: 'Olivia Ops',
      givenName: 'Olivia',
      familyName: 'Ops',
      picture: expect.stringMatching(/^data:image\/svg\+xml,/),
    });
    expect(signedIn.user.exp * 1000).toBeGreaterThan(Date.now() + 55 * 60_000);
    const merchants = await apiAs(signedIn.idToken, signedIn.user.email).searchMerchants({ query: { limit: 1 } });
    expect(merchants.pageNumber).toBe(1);
  });

  it("signs a non-ops account in, whose API calls are refused with 403 and the spec's message", async () => {
    const { server, pending, callbackUrl } = await signInAt({ email: 'merchant@sandbox.test' });
    const signedIn = await exchangeAuthorizationCode(server, { clientId: appConfig.clientId, callbackUrl, pending });
    const refusal = await apiAs(signedIn.idToken, signedIn.user.email)
      .searchMerchants({ query: { limit: 1 } })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect((refusal as ApiRequestError).status).toBe(403);
    expect((refusal as ApiRequestError).describe('en').message).toBe(
      'Sorry, this account is not authorized to access ops dashboard. Please contact your manager to request access or try with a different account.',
    );
  });

  it('reports a sign-in cancelled on the sign-in page as cancelled', async () => {
    const { server, pending, callbackUrl } = await signInAt('cancel');
    const error = await exchangeAuthorizationCode(server, { clientId: appConfig.clientId, callbackUrl, pending }).catch(
      (failure: SignInError) => failure,
    );
    expect(error).toMatchObject({ failure: 'cancelled' });
  });

  it('refuses a code used twice, and a code exchanged without its own verifier', async () => {
    const { server, pending, callbackUrl } = await signInAt({ email: 'ops@sandbox.test' });
    const exchange = { clientId: appConfig.clientId, callbackUrl, pending };
    await exchangeAuthorizationCode(server, exchange);
    await expect(exchangeAuthorizationCode(server, exchange)).rejects.toMatchObject({ failure: 'refused' });

    const second = await signInAt({ email: 'ops@sandbox.test' });
    const wrongVerifier = { ...second.pending, codeVerifier: pending.codeVerifier };
    await expect(
      exchangeAuthorizationCode(server, { ...exchange, callbackUrl: second.callbackUrl, pending: wrongVerifier }),
    ).rejects.toMatchObject({ failure: 'refused' });
  });
});

import type { Context } from 'hono';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import type { PlatformApp, PlatformEnv } from '../http/platform-env.ts';
import { withHeaders } from '../http/security-headers.ts';
import { findDemoAccount } from './demo-accounts.ts';
import type { EmbeddedProvider } from './embedded-provider.ts';
import { interactionBasePath } from './embedded-provider.ts';
import { merchantUserNamed, signInMerchantUser } from './merchant-user-accounts.ts';
import { renderMessagePage } from './pages/message-page.ts';
import { providerHeaders } from './pages/page-layout.ts';
import { pageTexts } from './pages/page-locale.ts';
import { renderSignInPage } from './pages/sign-in-page.ts';
import { minutesToWait, takeGuess } from './sign-in-limits.ts';

/**
 * The sandbox's sign-in pages for the embedded provider's interactions: the user picks a demo account, or a
 * merchant user gives a username (or e-mail) and password (login prompt); first-party clients need no consent
 * screen, so consent is granted at once. Failed password attempts are limited per address and account
 * (`sign-in-limits.ts`): over the limit the page answers 429 with Retry-After and no password is checked.
 */
export function registerInteractionRoutes(app: PlatformApp, provider: EmbeddedProvider, database: Database): void {
  app.use(`${interactionBasePath}/*`, withHeaders(providerHeaders));
  app.get(`${interactionBasePath}/:uid`, (c) =>
    withInteraction(c, provider, async (interaction) => {
      if (interaction.prompt.name === 'consent') {
        return finish(c, provider, { consent: { grantId: await grantAll(provider, interaction) } });
      }
      const loginHint = interaction.params.login_hint;
      return c.html(signInPage(c, { email: typeof loginHint === 'string' ? loginHint : undefined }));
    }),
  );

  app.post(`${interactionBasePath}/:uid/login`, (c) =>
    withInteraction(c, provider, async () => {
      const form = await c.req.parseBody();
      const email = typeof form.email === 'string' ? form.email.trim() : '';
      const account = findDemoAccount(email);
      if (!account) return c.html(signInPage(c, { email, unknownEmail: email }), 400);
      return finish(c, provider, { login: { accountId: account.id } });
    }),
  );

  app.post(`${interactionBasePath}/:uid/password`, (c) =>
    withInteraction(c, provider, async () => {
      const form = await c.req.parseBody();
      const login = typeof form.login === 'string' ? form.login.trim() : '';
      const password = typeof form.password === 'string' ? form.password : '';
      const { t } = pageTexts(c.req.header('accept-language'));
      // Counted per account whichever of its names was typed; an unknown name is counted as typed.
      const account = await merchantUserNamed(database.db, login);
      const guess = await takeGuess(database, 'password', {
        address: c.get('clientAddress'),
        account: account ? `user:${account.id}` : `name:${login}`,
      });
      if (guess.refused) {
        const passwordError = t.platform.tooManyAttempts({ minutes: minutesToWait(guess.retryAfterSeconds) });
        return c.html(signInPage(c, { login, passwordError }), 429, {
          'retry-after': String(guess.retryAfterSeconds),
        });
      }
      const outcome = await signInMerchantUser(account, password);
      if (outcome.kind === 'signedIn') {
        await guess.succeeded();
        return finish(c, provider, { login: { accountId: outcome.account.id } });
      }
      const passwordError =
        outcome.kind === 'disabled' ? t.platform.signIn.disabled() : t.platform.signIn.wrongPassword();
      return c.html(signInPage(c, { login, passwordError }), 400);
    }),
  );

  app.post(`${interactionBasePath}/:uid/abort`, (c) =>
    withInteraction(c, provider, () =>
      finish(c, provider, { error: 'access_denied', error_description: 'The user cancelled the sign-in' }),
    ),
  );
}

type Interaction = Awaited<ReturnType<EmbeddedProvider['interactionDetails']>>;

async function withInteraction(
  c: Context<PlatformEnv>,
  provider: EmbeddedProvider,
  handle: (interaction: Interaction) => Promise<Response>,
): Promise<Response> {
  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return expiredPage(c);
    throw error;
  }
  if (interaction.uid !== c.req.param('uid')) return expiredPage(c);
  return handle(interaction);
}

async function finish(c: Context<PlatformEnv>, provider: EmbeddedProvider, result: InteractionResults) {
  const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
    mergeWithLastSubmission: false,
  });
  return c.redirect(returnTo, 303);
}

async function grantAll(provider: EmbeddedProvider, interaction: Interaction): Promise<string> {
  const { prompt, params, session, grantId } = interaction;
  const details = prompt.details;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) throw new Error(`grant ${grantId} of interaction ${interaction.uid} is gone`);
  if (Array.isArray(details.missingOIDCScope)) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (Array.isArray(details.missingOIDCClaims)) grant.addOIDCClaims(details.missingOIDCClaims);
  const missingResourceScopes = details.missingResourceScopes as Record<string, string[]> | undefined;
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

function signInPage(
  c: Context<PlatformEnv>,
  form: { email?: string; unknownEmail?: string; login?: string; passwordError?: string },
): string {
  const { locale, t } = pageTexts(c.req.header('accept-language'));
  return renderSignInPage({ locale, t, interactionPath: `${interactionBasePath}/${c.req.param('uid')}`, ...form });
}

function expiredPage(c: Context<PlatformEnv>): Response {
  const { locale, t } = pageTexts(c.req.header('accept-language'));
  const page = renderMessagePage({
    locale,
    t,
    title: t.platform.signIn.title(),
    message: t.platform.signIn.expired(),
    isError: true,
  });
  return c.html(page, 400);
}

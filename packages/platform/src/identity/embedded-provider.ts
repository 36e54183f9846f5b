import Provider, { type Configuration, type JWK } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import type { Logger } from '../http/logger.ts';
import type { DemoAccountClaims } from './demo-account-claims.ts';
import { findDemoAccountById } from './demo-accounts.ts';
import type { EmbeddedProviderSecrets } from './identity-secrets.ts';
import { findMerchantUserAccount, merchantUserClaims } from './merchant-user-accounts.ts';
import { databaseAdapter } from './oidc-adapter.ts';
import { oidcClients } from './oidc-clients.ts';
import {
  logoutSource,
  postLogoutSuccessSource,
  renderError,
  successSource,
  userCodeConfirmSource,
  userCodeInputSource,
} from './pages/provider-pages.ts';

/** Identity tokens live an hour: the web app's own 55-minute rule is what users meet. */
export const idTokenLifetimeSeconds = 60 * 60;

const days = 24 * 60 * 60;

/** Where the sign-in pages live; the platform serves them itself (see interaction-routes.ts). */
export const interactionBasePath = '/oidc/interaction';

export interface EmbeddedProviderOptions {
  issuer: string;
  publicUrl: string;
  database: Database;
  secrets: EmbeddedProviderSecrets;
  logger: Logger;
  trustProxy: boolean;
  /** A demo account's claims, with its ops roles. */
  claimsOf: DemoAccountClaims;
  /** The claim that carries the ops roles, given with the profile. */
  rolesClaim: string;
}

/** The sandbox's OpenID Connect provider (oidc-provider): its users are the demo accounts and the merchant users. */
export function createEmbeddedProvider({
  issuer,
  publicUrl,
  database,
  secrets,
  logger,
  trustProxy,
  claimsOf,
  rolesClaim,
}: EmbeddedProviderOptions) {
  const configuration: Configuration = {
    adapter: databaseAdapter(database),
    clients: oidcClients(publicUrl),
    jwks: { keys: [secrets.signingKey as JWK] },
    cookies: { keys: secrets.cookieKeys },
    async findAccount(_ctx, sub) {
      const account = findDemoAccountById(sub);
      if (account) return { accountId: account.id, claims: () => claimsOf(account) };
      const merchantUser = await findMerchantUserAccount(database.db, sub);
      return merchantUser && { accountId: merchantUser.id, claims: () => merchantUserClaims(merchantUser) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture', rolesClaim],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // The identity token itself carries e-mail and profile: the web app and the API read them from it.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${interactionBasePath}/${interaction.uid}` },
    // Only the CLI holds the refresh_token grant; it signs in once a fortnight, not every hour.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin),
    features: {
      devInteractions: { enabled: false },
      deviceFlow: { enabled: true, userCodeInputSource, userCodeConfirmSource, successSource },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      revocation: { enabled: true },
    },
    renderError,
    ttl: {
      IdToken: idTokenLifetimeSeconds,
      AccessToken: idTokenLifetimeSeconds,
      AuthorizationCode: 60,
      DeviceCode: 10 * 60,
      Interaction: 60 * 60,
      Session: 14 * days,
      Grant: 14 * days,
      RefreshToken: 14 * days,
    },
  };
  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy the provider must see the original scheme (its cookies are secure); believed only
  // when the operator says a proxy sets it. Its URLs are the issuer's either way (provider-request-handler.ts).
  provider.proxy = trustProxy;
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider error'));
  return provider;
}

export type EmbeddedProvider = ReturnType<typeof createEmbeddedProvider>;

import type { CliContext } from './cli-context.ts';
import { CliError } from './cli-error.ts';
import { refreshTokens } from './device-login.ts';
import { defaultProfile, updateStoredConfig } from './profile-store.ts';

interface TokenClaims {
  email?: string;
  name?: string;
  exp?: number;
}

/** The claims of an identity token; none when it is not a JWT. */
export function claimsOf(token: string): TokenClaims | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** The signed-in session: where its token comes from, who it names and until when. */
export interface Session {
  source: 'OPS_TOKEN' | 'stored';
  email: string;
  expiresAt: Date | undefined;
  /** The token, refreshed with the stored refresh token first when the stored one has expired. */
  token(): Promise<string>;
}

const isExpired = (expiresAt: Date | undefined) => expiresAt !== undefined && expiresAt.getTime() <= Date.now();

/**
 * OPS_TOKEN, else the stored token. An OPS_TOKEN that is no token or has expired says that OPS_TOKEN is what is
 * wrong; an expired stored token is refreshed with the stored refresh token when there is one, else it says 'run
 * ops login again'.
 */
export function requireSession(context: CliContext): Session {
  const { t, io } = context;
  const fromEnv = io.env.OPS_TOKEN;
  const stored = context.config.idToken;
  const token = fromEnv || stored;
  if (!token) {
    const { profile } = context;
    throw new CliError(
      profile === defaultProfile ? t.cli.session.notSignedIn() : t.cli.session.profileNotSignedIn({ profile }),
    );
  }
  const source = fromEnv ? 'OPS_TOKEN' : 'stored';
  const claims = claimsOf(token);
  if (!claims) throw new CliError(source === 'OPS_TOKEN' ? t.cli.session.envInvalid() : t.cli.session.expired());
  const expiresAt = claims.exp ? new Date(claims.exp * 1000) : undefined;
  const email = claims.email ?? '';
  if (!isExpired(expiresAt)) return { source, email, expiresAt, token: async () => token };
  if (source === 'OPS_TOKEN') throw new CliError(t.cli.session.envExpired());
  const { refreshToken } = context.config;
  if (!refreshToken) throw new CliError(t.cli.session.expired());
  let refreshed: Promise<string> | undefined;
  return {
    source,
    email,
    expiresAt,
    token: () => {
      refreshed ??= refreshTokens({ issuer: issuerOf(context), clientId: io.env.OIDC_CLIENT_ID, refreshToken }).then(
        (tokens) => {
          context.config = updateStoredConfig(io.env, context.profile, tokens);
          return tokens.idToken;
        },
        () => {
          throw new CliError(t.cli.session.expired());
        },
      );
      return refreshed;
    },
  };
}

/** The OpenID Connect issuer the CLI signs in with: OIDC_ISSUER, else the platform's embedded provider. */
export function issuerOf(context: CliContext): string {
  return context.io.env.OIDC_ISSUER ?? `${context.api}/oidc`;
}

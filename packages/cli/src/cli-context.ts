import { createApiClient, createServiceClients, type MerchantScope, type ServiceClients } from '@ops/core/api';
import type { Locales, TranslationFunctions } from '@ops/locales';
import { CliError } from './cli-error.ts';
import { readConfig, type StoredConfig } from './config-store.ts';

const defaultApi = 'http://localhost:8080';

/** Where the command's input comes from and its output goes, so tests and the binary run the same code. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** Everything a command runs with: the language, the stored config, the platform and the session. */
export interface CliContext {
  io: CliIo;
  locale: Locales;
  t: TranslationFunctions;
  config: StoredConfig;
  api: string;
}

export function createCliContext(io: CliIo, locale: Locales, t: TranslationFunctions, apiFlag?: string): CliContext {
  const config = readConfig(io.env);
  const api = (apiFlag ?? io.env.OPS_API_URL ?? config.api ?? defaultApi).replace(/\/+$/, '');
  return { io, locale, t, config, api };
}

interface TokenClaims {
  email?: string;
  name?: string;
  exp?: number;
}

export function claimsOf(token: string): TokenClaims {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return {};
  }
}

/** The signed-in session: OPS_TOKEN, else the stored token; an expired one says so. */
export function requireSession(context: CliContext): { token: string; email: string; expiresAt: Date | undefined } {
  const token = context.io.env.OPS_TOKEN || context.config.idToken;
  if (!token) throw new CliError(context.t.cli.session.notSignedIn());
  const claims = claimsOf(token);
  const expiresAt = claims.exp ? new Date(claims.exp * 1000) : undefined;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw new CliError(context.t.cli.session.expired());
  return { token, email: claims.email ?? '', expiresAt };
}

/** The bound merchant and division: `--merchant`/`--division`, else what `ops use` stored. */
export function scopeOf(
  context: CliContext,
  flags: { merchant?: string | undefined; division?: string | undefined },
): MerchantScope | undefined {
  const merchantCode = flags.merchant ?? context.config.merchantCode;
  const divisionCode = flags.division ?? context.config.divisionCode;
  return merchantCode && divisionCode ? { merchantCode, divisionCode } : undefined;
}

/** The typed clients of `@ops/core`, signed in as the session's user, bound to `scope` where a call is scoped. */
export function clientsOf(context: CliContext, scope: MerchantScope | undefined): ServiceClients {
  const session = requireSession(context);
  return createServiceClients(
    createApiClient({
      baseUrl: `${context.api}/api/`,
      getToken: () => session.token,
      getUserEmail: () => session.email,
      merchantCode: scope?.merchantCode,
      divisionCode: scope?.divisionCode,
    }),
  );
}

import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { isSupportEmail } from '@ops/core/auth';

export type SeedSize = 'small' | 'large' | 'none';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Where identity tokens come from: the embedded sandbox provider, or the workspace's own issuer. `rolesClaim` names
 * the token claim that carries the account's ops roles (`OPS_ROLES_CLAIM`, `ops_roles` by default), as an external
 * issuer sends groups: a list, or one string of names separated by spaces or commas.
 */
export type IdentityConfig =
  | { kind: 'embedded'; issuer: string; rolesClaim: string }
  | { kind: 'external'; issuer: string; clientId: string; allowedDomains: string[]; rolesClaim: string };

/** The database: PGlite in a data folder (`memory://` keeps it in memory), or a PostgreSQL server. */
export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Sandbox: demo accounts, `/sandbox/*` and the sandbox's stand-ins for bank and PSP. Production: none of them. */
export type PlatformMode = 'sandbox' | 'production';

export interface PlatformConfig {
  mode: PlatformMode;
  port: number;
  /** The URL users reach, without a trailing slash. */
  publicUrl: string;
  database: DatabaseConfig;
  identity: IdentityConfig;
  seed: SeedSize;
  logLevel: LogLevel;
  /** Outside production every handler's answer is checked against its contract. */
  checkResponses: boolean;
  /** Folder of the built PWA served at `/`. */
  webDistDir: string;
  /** The address of the Unauthorised screen's contact-support mail (`OPS_SUPPORT_EMAIL`), if any. */
  supportEmail?: string | undefined;
  /** Whether X-Forwarded-Proto, -Host and -For are believed (`OPS_TRUST_PROXY`): only behind a proxy that sets them. */
  trustProxy: boolean;
  /** Where e-mail goes (`OPS_SMTP_URL`, smtp:// or smtps://); without it the sandbox runs its own SMTP server. */
  smtpUrl?: string | undefined;
  /** The sender of the platform's e-mail (`OPS_MAIL_FROM`), `Ops Console <no-reply@host of the public URL>`. */
  mailFrom: string;
  /** A folder watched for bank statements to import (`OPS_BANK_INBOX`); none by default. */
  bankInbox?: string | undefined;
  /** How long finished jobs are kept before they are pruned (`OPS_JOBS_RETENTION_HOURS`); a week unless said. */
  jobRetentionHours?: number | undefined;
  /**
   * How long an Idempotency-Key answers its first result again before it is pruned
   * (`OPS_IDEMPOTENCY_KEY_RETENTION_HOURS`); a week unless said.
   */
  idempotencyKeyRetentionHours?: number | undefined;
  /** A queued job this long past its time is a backlog the Jobs screen warns of (`OPS_JOBS_BACKLOG_SECONDS`); 60. */
  jobBacklogSeconds?: number | undefined;
}

/** A configuration value that cannot work; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const seedSizes: readonly SeedSize[] = ['small', 'large', 'none'];
const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function readConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = readPort(env.PORT);
  const publicUrl = checkUrl('OPS_PUBLIC_URL', env.OPS_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const identity = readIdentity(env, publicUrl);
  const database = readDatabase(env);
  const mode = readMode(env, identity, database);
  return {
    mode,
    port,
    publicUrl,
    database,
    identity,
    seed: readSeed(env.OPS_SEED, mode),
    logLevel: readChoice('OPS_LOG_LEVEL', env.OPS_LOG_LEVEL, logLevels, 'info'),
    checkResponses: env.NODE_ENV !== 'production',
    webDistDir: resolve(env.OPS_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    supportEmail: readSupportEmail(env.OPS_SUPPORT_EMAIL),
    trustProxy: readFlag('OPS_TRUST_PROXY', env.OPS_TRUST_PROXY),
    smtpUrl: readSmtpUrl(env.OPS_SMTP_URL),
    mailFrom: readMailFrom(env.OPS_MAIL_FROM, publicUrl),
    bankInbox: readBankInbox(env.OPS_BANK_INBOX),
    jobRetentionHours: readWholeNumber('OPS_JOBS_RETENTION_HOURS', 'hours', env.OPS_JOBS_RETENTION_HOURS),
    idempotencyKeyRetentionHours: readWholeNumber(
      'OPS_IDEMPOTENCY_KEY_RETENTION_HOURS',
      'hours',
      env.OPS_IDEMPOTENCY_KEY_RETENTION_HOURS,
    ),
    jobBacklogSeconds: readWholeNumber('OPS_JOBS_BACKLOG_SECONDS', 'seconds', env.OPS_JOBS_BACKLOG_SECONDS),
  };
}

function readSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new ConfigError(`OPS_SMTP_URL must be an smtp:// or smtps:// URL, got '${redactPassword(value)}'`);
  }
  return value.trim();
}

function readMailFrom(value: string | undefined, publicUrl: string): string {
  const sender = value?.trim();
  if (!sender) return `Ops Console <no-reply@${new URL(publicUrl).hostname}>`;
  if (!/^[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(sender)) {
    throw new ConfigError(`OPS_MAIL_FROM must be an address or 'Name <address>', got '${value}'`);
  }
  return sender;
}

/**
 * `OPS_MODE=production`, or an external issuer (`OIDC_ISSUER`), is production: it needs the workspace's issuer
 * (the embedded one signs in demo accounts only) and a PostgreSQL server, unless `OPS_ALLOW_EMBEDDED=1` accepts
 * PGlite's single process.
 */
function readMode(env: NodeJS.ProcessEnv, identity: IdentityConfig, database: DatabaseConfig): PlatformMode {
  const asked = readChoice<PlatformMode>('OPS_MODE', env.OPS_MODE, ['sandbox', 'production'], 'sandbox');
  const mode = asked === 'production' || identity.kind === 'external' ? 'production' : 'sandbox';
  if (mode === 'production' && identity.kind === 'embedded') {
    throw new ConfigError(
      'OPS_MODE=production needs OIDC_ISSUER, OIDC_CLIENT_ID and OPS_ALLOWED_DOMAINS: the embedded provider signs in demo accounts only',
    );
  }
  if (mode === 'production' && database.kind === 'pglite' && !readFlag('OPS_ALLOW_EMBEDDED', env.OPS_ALLOW_EMBEDDED)) {
    throw new ConfigError(
      'production needs a PostgreSQL server (DATABASE_URL); set OPS_ALLOW_EMBEDDED=1 to run on the embedded PGlite anyway',
    );
  }
  return mode;
}

/** Demo data is the sandbox's: production seeds nothing, and refuses a seed asked for. */
function readSeed(value: string | undefined, mode: PlatformMode): SeedSize {
  const seed = readChoice('OPS_SEED', value, seedSizes, mode === 'production' ? 'none' : 'small');
  if (mode === 'production' && seed !== 'none') {
    throw new ConfigError(`OPS_SEED must be none in production (demo data is the sandbox's), got '${value}'`);
  }
  return seed;
}

function readFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1 or 0 (true or false), got '${value}'`);
}

function readBankInbox(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const folder = resolve(value);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new ConfigError(`OPS_BANK_INBOX must name a folder that exists, got '${value}'`);
  }
  return folder;
}

function readWholeNumber(name: string, unit: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new ConfigError(`${name} must be a whole number of ${unit} (1 or more), got '${value}'`);
  }
  return number;
}

function readSupportEmail(value: string | undefined): string | undefined {
  const address = value?.trim();
  if (!address) return undefined;
  if (!isSupportEmail(address)) throw new ConfigError(`OPS_SUPPORT_EMAIL must be one e-mail address, got '${value}'`);
  return address;
}

function readPort(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (value?.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), got '${value}'`);
  }
  return port;
}

function checkUrl(name: string, value: string): string {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new ConfigError(`${name} must be an http(s) URL without query or fragment, got '${value}'`);
  }
  return value;
}

function readDatabase(env: NodeJS.ProcessEnv): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url !== undefined && url !== '') {
    if (!/^postgres(ql)?:\/\/.+/.test(url) || !URL.parse(url)) {
      throw new ConfigError(`DATABASE_URL must be a postgres:// or postgresql:// URL, got '${redactPassword(url)}'`);
    }
    return { kind: 'postgres', url };
  }
  const dataDir = env.OPS_DATA_DIR ?? './.data';
  if (dataDir.trim() === '') throw new ConfigError(`OPS_DATA_DIR must name a folder (or memory://), got ''`);
  return { kind: 'pglite', dataDir: dataDir === 'memory://' ? dataDir : resolve(dataDir) };
}

function readIdentity(env: NodeJS.ProcessEnv, publicUrl: string): IdentityConfig {
  const issuer = env.OIDC_ISSUER;
  const rolesClaim = env.OPS_ROLES_CLAIM?.trim() || 'ops_roles';
  if (issuer === undefined || issuer === '') return { kind: 'embedded', issuer: `${publicUrl}/oidc`, rolesClaim };
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new ConfigError('OIDC_CLIENT_ID must be set when OIDC_ISSUER is set');
  const allowedDomains = (env.OPS_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== '');
  if (allowedDomains.length === 0) {
    throw new ConfigError('OPS_ALLOWED_DOMAINS must list the ops staff e-mail domains when OIDC_ISSUER is set');
  }
  const badDomain = allowedDomains.find((domain) => !domainPattern.test(domain));
  if (badDomain !== undefined) {
    throw new ConfigError(`OPS_ALLOWED_DOMAINS must be comma-separated domain names, got '${badDomain}'`);
  }
  return {
    kind: 'external',
    // Kept exactly as given: it must equal the tokens' `iss` claim character for character.
    issuer: checkUrl('OIDC_ISSUER', issuer),
    clientId,
    allowedDomains,
    rolesClaim,
  };
}

function readChoice<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  const choice = choices.find((candidate) => candidate === value);
  if (choice === undefined) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got '${value}'`);
  return choice;
}

function redactPassword(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('the platform configuration', () => {
  it('defaults to port 8080, a PGlite data folder, the embedded issuer and the small seed', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/\/\.data$/);
    expect(config.identity).toEqual({
      kind: 'embedded',
      issuer: 'http://localhost:8080/oidc',
      rolesClaim: 'ops_roles',
    });
    expect(config.seed).toBe('small');
    expect(config.checkResponses).toBe(true);
    expect(config.supportEmail).toBeUndefined();
  });

  it('sends e-mail to OPS_SMTP_URL from OPS_MAIL_FROM, or from no-reply at the public host', () => {
    expect(readConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Ops Console <no-reply@localhost>' });
    const config = readConfig({
      OPS_SMTP_URL: 'smtps://ops:secret@mail.example.com:465',
      OPS_MAIL_FROM: 'Ops <ops@pay.example>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://ops:secret@mail.example.com:465',
      mailFrom: 'Ops <ops@pay.example>',
    });
  });

  it('watches OPS_BANK_INBOX only when it names a folder', () => {
    expect(readConfig({}).bankInbox).toBeUndefined();
    expect(readConfig({ OPS_BANK_INBOX: tmpdir() }).bankInbox).toBe(resolve(tmpdir()));
  });

  it("keeps finished jobs for OPS_JOBS_RETENTION_HOURS, the runner's week unless said", () => {
    expect(readConfig({}).jobRetentionHours).toBeUndefined();
    expect(readConfig({ OPS_JOBS_RETENTION_HOURS: '48' }).jobRetentionHours).toBe(48);
  });

  it('names the support address of OPS_SUPPORT_EMAIL', () => {
    expect(readConfig({ OPS_SUPPORT_EMAIL: ' ops-support@example.com ' }).supportEmail).toBe('ops-support@example.com');
  });

  it('puts the embedded issuer under the public URL users reach', () => {
    const config = readConfig({ PORT: '3000', OPS_PUBLIC_URL: 'https://ops.example.com/' });
    expect(config.publicUrl).toBe('https://ops.example.com');
    expect(config.identity).toEqual({
      kind: 'embedded',
      issuer: 'https://ops.example.com/oidc',
      rolesClaim: 'ops_roles',
    });
  });

  it('switches to PostgreSQL with DATABASE_URL and to an external issuer with OIDC_ISSUER', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://ops@db.internal:5432/ops',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'ops-console.apps.googleusercontent.com',
      OPS_ALLOWED_DOMAINS: 'Payments.Example, ops.example',
      OPS_ROLES_CLAIM: 'groups',
      NODE_ENV: 'production',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://ops@db.internal:5432/ops' });
    expect(config.identity).toEqual({
      kind: 'external',
      issuer: 'https://accounts.google.com',
      clientId: 'ops-console.apps.googleusercontent.com',
      allowedDomains: ['payments.example', 'ops.example'],
      rolesClaim: 'groups',
    });
    expect(config.checkResponses).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a port number/],
    [{ OPS_SUPPORT_EMAIL: 'support' }, /^OPS_SUPPORT_EMAIL must be one e-mail address, got 'support'$/],
    [{ PORT: '70000' }, /^PORT must be a port number/],
    [{ OPS_SMTP_URL: 'https://ops:hunter2@mail.example.com' }, /^OPS_SMTP_URL must be an smtp:\/\/ .*ops:\*\*\*@/],
    [{ OPS_MAIL_FROM: 'Ops Console' }, /^OPS_MAIL_FROM must be an address or 'Name <address>', got 'Ops Console'$/],
    [{ OPS_BANK_INBOX: '/no/such/inbox' }, /^OPS_BANK_INBOX must name a folder that exists, got '\/no\/such\/inbox'$/],
    [
      { OPS_JOBS_RETENTION_HOURS: '0' },
      /^OPS_JOBS_RETENTION_HOURS must be a whole number of hours \(1 or more\), got '0'$/,
    ],
    [{ OPS_SEED: 'huge' }, /^OPS_SEED must be one of small, large, none, got 'huge'$/],
    [{ OPS_LOG_LEVEL: 'loud' }, /^OPS_LOG_LEVEL must be one of/],
    [{ OPS_PUBLIC_URL: 'ops.example.com' }, /^OPS_PUBLIC_URL must be an http\(s\) URL/],
    [{ DATABASE_URL: 'mysql://root:hunter2@db/ops' }, /^DATABASE_URL must be a postgres:\/\/ .*root:\*\*\*@/],
    [{ OIDC_ISSUER: 'https://accounts.example.com' }, /^OIDC_CLIENT_ID must be set when OIDC_ISSUER is set$/],
    [{ OIDC_ISSUER: 'https://accounts.example.com', OIDC_CLIENT_ID: 'ops' }, /^OPS_ALLOWED_DOMAINS must list/],
    [
      { OIDC_ISSUER: 'https://accounts.example.com', OIDC_CLIENT_ID: 'ops', OPS_ALLOWED_DOMAINS: 'ops@example.com' },
      /^OPS_ALLOWED_DOMAINS must be comma-separated domain names, got 'ops@example.com'$/,
    ],
  ])('refuses %o with a one-line error naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
    expect(() => readConfig(env)).not.toThrow(/\n/);
  });

  it('is production with OPS_MODE=production or an external issuer, which needs PostgreSQL unless embedded is allowed', () => {
    const external = {
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'ops-console',
      OPS_ALLOWED_DOMAINS: 'example.com',
    };
    expect(readConfig({}).mode).toBe('sandbox');
    expect(() => readConfig({ OPS_MODE: 'production' })).toThrow(
      'OPS_MODE=production needs OIDC_ISSUER, OIDC_CLIENT_ID and OPS_ALLOWED_DOMAINS: the embedded provider signs in demo accounts only',
    );
    expect(() => readConfig(external)).toThrow(
      'production needs a PostgreSQL server (DATABASE_URL); set OPS_ALLOW_EMBEDDED=1 to run on the embedded PGlite anyway',
    );
    expect(readConfig({ ...external, OPS_ALLOW_EMBEDDED: '1' }).mode).toBe('production');
    expect(readConfig({ ...external, DATABASE_URL: 'postgres://ops@db/ops', OPS_MODE: 'production' }).mode).toBe(
      'production',
    );
    expect(() => readConfig({ OPS_MODE: 'live' })).toThrow("OPS_MODE must be one of sandbox, production, got 'live'");
  });

  it('seeds nothing in production: the small seed is the sandbox default only, and production refuses one', () => {
    const production = { OPS_MODE: 'production', OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'ops' };
    const external = { ...production, OPS_ALLOWED_DOMAINS: 'example.com', DATABASE_URL: 'postgres://ops@db/ops' };
    expect(readConfig({}).seed).toBe('small');
    expect(readConfig(external).seed).toBe('none');
    expect(readConfig({ ...external, OPS_SEED: 'none' }).seed).toBe('none');
    expect(() => readConfig({ ...external, OPS_SEED: 'small' })).toThrow(
      "OPS_SEED must be none in production (demo data is the sandbox's), got 'small'",
    );
  });

  it('believes proxy headers only with OPS_TRUST_PROXY', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ OPS_TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(() => readConfig({ OPS_TRUST_PROXY: 'maybe' })).toThrow(
      "OPS_TRUST_PROXY must be 1 or 0 (true or false), got 'maybe'",
    );
  });
});

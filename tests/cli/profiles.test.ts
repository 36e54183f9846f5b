import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLedgerDivision,
  type LedgerDivision,
  setupTimeoutMs,
} from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { confirmDeviceCode, deviceCodeOf } from './device-sign-in.ts';
import { runOps, runOpsOnTerminal, startOps } from './run-ops.ts';

const opsEmail = 'ops@sandbox.test';
/** A sandbox with two divisions; its embedded provider signs in for the production platform too. */
let sandbox: TestPlatform;
/** A platform in production mode: it trusts the sandbox's issuer as its workspace's (an external issuer). */
let production: TestPlatform;
let first: LedgerDivision;
let second: LedgerDivision;
let live: LedgerDivision;
let home: string;
/** English, the test's config folder, no OPS_API_URL: the profiles name the platforms. */
let base: Record<string, string>;
/** base with the CLI's token for both platforms (the production one trusts the sandbox's tokens). */
let withToken: Record<string, string>;

beforeAll(async () => {
  sandbox = await startTestPlatform();
  production = await startTestPlatform({
    env: {
      OIDC_ISSUER: `${sandbox.baseUrl}/oidc`,
      OIDC_CLIENT_ID: 'ops-cli',
      OPS_ALLOWED_DOMAINS: 'sandbox.test',
      OPS_ALLOW_EMBEDDED: '1',
    },
  });
  [first, second, live] = await Promise.all([
    createLedgerDivision(sandbox.database, { sellers: 1 }),
    createLedgerDivision(sandbox.database, { sellers: 2 }),
    createLedgerDivision(production.database, { sellers: 1 }),
  ]);
  home = mkdtempSync(join(tmpdir(), 'ops-profiles-'));
  base = { OPS_LANG: 'en', XDG_CONFIG_HOME: home, OPS_API_URL: '', OPS_PROFILE: '' };
  withToken = { ...base, OPS_TOKEN: await sandbox.tokenFor(opsEmail, 'ops-cli') };
  const bound = (division: LedgerDivision) => [
    '--merchant',
    division.merchantCode,
    '--division',
    division.divisionCode,
  ];
  for (const [name, platform, division] of [
    ['first', sandbox, first],
    ['second', sandbox, second],
    ['live', production, live],
  ] as const) {
    const added = await runOps(['profiles', 'add', name, '--api', platform.baseUrl, ...bound(division)], base);
    expect(added.stdout).toBe(
      `Profile ${name} talks to ${platform.baseUrl}: sign in with ops login --profile ${name}\n`,
    );
  }
}, setupTimeoutMs);

afterAll(async () => {
  await Promise.all([sandbox?.close(), production?.close()]);
  rmSync(home, { recursive: true, force: true });
});

const sellerCodes = async (args: readonly string[], env: Record<string, string>) => {
  const run = await runOps(['sellers', 'list', '--json', 'code', ...args], env);
  expect(run.stderr).toBe('');
  return (JSON.parse(run.stdout) as { code: string }[]).map((seller) => seller.code).sort();
};
describe('ops profiles', () => {
  it('runs a command with the platform and division of the profile --profile or OPS_PROFILE names, else the chosen one', async () => {
    const firstSellers = await sellerCodes(['--profile', 'first'], withToken);
    const secondSellers = await sellerCodes(['--profile', 'second'], withToken);
    expect(firstSellers).toHaveLength(1);
    expect(secondSellers).toHaveLength(2);
    expect(await sellerCodes([], { ...withToken, OPS_PROFILE: 'second' })).toEqual(secondSellers);
    // --profile wins over OPS_PROFILE; a named profile's platform wins over OPS_API_URL.
    expect(
      await sellerCodes(['--profile', 'first'], {
        ...withToken,
        OPS_PROFILE: 'second',
        OPS_API_URL: 'http://127.0.0.1:9',
      }),
    ).toEqual(firstSellers);
    const liveSellers = await sellerCodes(['--profile', 'live'], withToken);
    expect(liveSellers).toHaveLength(1);
    expect(liveSellers).not.toEqual(firstSellers);

    expect((await runOps(['profiles', 'use', 'second'], base)).stdout).toBe(
      `Using profile second (${sandbox.baseUrl})\n`,
    );
    expect(await sellerCodes([], withToken)).toEqual(secondSellers);
    const listed = await runOps(['profiles', 'list'], base);
    expect(listed.stdout).toMatch(
      new RegExp(`^\\*\\s+second\\s+${sandbox.baseUrl}\\s+${second.merchantCode}\\s+`, 'm'),
    );
    expect(listed.stdout).toMatch(/^\s+live\s+http/m);
    expect((await runOps(['profiles', 'list', '--names'], base)).stdout).toBe('default\nfirst\nsecond\nlive\n');

    const unknown = await runOps(['sellers', 'list', '--profile', 'nope'], withToken);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toBe('No profile named nope: ops profiles list shows them, ops profiles add adds one\n');
    // A name that could leave the config folder reads nothing there.
    const outside = await runOps(['whoami', '--profile', '../first'], withToken);
    expect(outside).toMatchObject({ code: 2, stdout: '' });
    await runOps(['profiles', 'use', 'default'], base);
  }, 60_000);

  it('signs in per profile: ops login --profile keeps that profile’s token in a file only the user reads', async () => {
    const login = startOps(['login', '--profile', 'first'], base);
    await confirmDeviceCode(sandbox.baseUrl, await deviceCodeOf(login.run), opsEmail);
    expect((await login.done).stdout).toBe(`Signed in as ${opsEmail}\n`);
    const tokenFile = join(home, 'ops', 'tokens', 'first.json');
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(home, 'ops', 'profiles.json'), 'utf8')).not.toContain('idToken');

    const whoami = await runOps(['whoami', '--profile', 'first'], base);
    expect(whoami.stdout.split('\n').slice(1, 4)).toEqual([
      'Profile: first',
      `Platform: ${sandbox.baseUrl}`,
      `Merchant ${first.merchantCode}, division ${first.divisionCode}`,
    ]);
    // Signed in by its stored token alone (no OPS_TOKEN).
    expect(await sellerCodes(['--profile', 'first'], base)).toEqual(
      await sellerCodes(['--profile', 'first'], withToken),
    );
    // The other profile has a sign-in of its own, and none yet.
    const notSignedIn = await runOps(['whoami'], { ...base, OPS_PROFILE: 'second' });
    expect(notSignedIn).toMatchObject({ code: 1, stdout: '' });
    expect(notSignedIn.stderr).toBe('Profile second is not signed in: run ops login --profile second\n');
  }, 60_000);

  it('names a production profile in red before it acts, and asks even for an action that does not ask elsewhere', async () => {
    const liveConfig = async () =>
      JSON.parse((await runOps(['config', 'show', '--json', '--profile', 'live'], withToken)).stdout) as {
        balanceTransfersEnabled: boolean;
      };
    const warning = `PRODUCTION: profile live (${production.baseUrl})`;
    expect((await runOps(['whoami', '--profile', 'live'], withToken)).stdout).toContain(
      '\nProfile: live (production)\n',
    );
    expect((await runOps(['config', 'show', '--profile', 'live'], withToken)).stderr).toBe('');

    const refused = await runOps(['config', 'set', '--balance-transfers-enabled', '--profile', 'live'], withToken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `${warning}\nChange configuration acts on production (profile live): add --yes to do it without a terminal\n`,
    );
    expect((await liveConfig()).balanceTransfersEnabled).toBe(false);

    const declined = await runOpsOnTerminal(
      ['config', 'set', '--balance-transfers-enabled', '--profile', 'live'],
      {
        ...withToken,
        NO_COLOR: '',
      },
      'n\n',
    );
    expect(declined.output).toContain(`\x1b[1;31m${warning}\x1b[0m`);
    expect(declined.output).toContain('Profile live acts on a production platform.');
    expect(declined.output).toContain('Nothing was done');
    expect((await liveConfig()).balanceTransfersEnabled).toBe(false);

    // Answered yes on a terminal it acts; with NO_COLOR the name is not red.
    const answered = await runOpsOnTerminal(
      ['config', 'set', '--balance-transfers-enabled', '--profile', 'live'],
      { ...withToken, NO_COLOR: '1' },
      'y\n',
    );
    expect(answered.code).toBe(0);
    expect(answered.output).toContain(warning);
    expect(answered.output).not.toContain('\x1b[1;31m');
    expect((await liveConfig()).balanceTransfersEnabled).toBe(true);

    const done = await runOps(
      ['config', 'set', '--no-balance-transfers-enabled', '--yes', '--profile', 'live'],
      withToken,
    );
    expect(done.code).toBe(0);
    // Piped, the line has no colour.
    expect(done.stderr).toBe(`${warning}\n`);
    expect((await liveConfig()).balanceTransfersEnabled).toBe(false);

    // The sandbox's profile neither warns nor asks for the same action.
    const sandboxRun = await runOps(['config', 'set', '--balance-transfers-enabled', '--profile', 'first'], withToken);
    expect(sandboxRun).toMatchObject({ code: 0, stderr: '' });
  }, 60_000);

  it('reads the single config.json of before as the default profile, still signed in', async () => {
    const before = mkdtempSync(join(tmpdir(), 'ops-before-profiles-'));
    mkdirSync(join(before, 'ops'), { mode: 0o700 });
    const idToken = await sandbox.tokenFor(opsEmail, 'ops-cli');
    const legacy = {
      api: sandbox.baseUrl,
      idToken,
      merchantCode: first.merchantCode,
      divisionCode: first.divisionCode,
    };
    writeFileSync(join(before, 'ops', 'config.json'), JSON.stringify(legacy), { mode: 0o600 });
    const whoami = await runOps(['whoami'], { ...base, XDG_CONFIG_HOME: before });
    expect(whoami.stderr).toBe('');
    expect(whoami.stdout).toContain(`\nProfile: default\nPlatform: ${sandbox.baseUrl}\nMerchant ${first.merchantCode}`);
    expect(existsSync(join(before, 'ops', 'config.json'))).toBe(false);
    expect(statSync(join(before, 'ops', 'tokens', 'default.json')).mode & 0o777).toBe(0o600);
    rmSync(before, { recursive: true, force: true });
  }, 60_000);

  it('removes a profile with its token file, after --yes when not on a terminal', async () => {
    await runOps(['profiles', 'add', 'gone', '--api', sandbox.baseUrl], base);
    const login = startOps(['login', '--profile', 'gone'], base);
    await confirmDeviceCode(sandbox.baseUrl, await deviceCodeOf(login.run), opsEmail);
    await login.done;
    const tokenFile = join(home, 'ops', 'tokens', 'gone.json');
    expect(existsSync(tokenFile)).toBe(true);

    const asked = await runOps(['profiles', 'remove', 'gone'], base);
    expect(asked.code).toBe(1);
    expect(asked.stderr).toBe('Removing profile gone forgets its sign-in: add --yes to do it without a terminal\n');
    expect(existsSync(tokenFile)).toBe(true);

    expect((await runOps(['profiles', 'remove', 'gone', '--yes'], base)).stdout).toBe('Removed profile gone\n');
    expect(existsSync(tokenFile)).toBe(false);
    expect((await runOps(['profiles', 'list', '--names'], base)).stdout).not.toContain('gone');
    expect((await runOps(['whoami', '--profile', 'gone'], base)).code).toBe(2);
  }, 60_000);
});

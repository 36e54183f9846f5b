import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVirtualAccountBalances } from '../../packages/platform/src/ledger/balances.ts';
import {
  createLedgerDivision,
  depositConfirmed,
  type LedgerDivision,
  setupTimeoutMs,
} from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { confirmDeviceCode, deviceCodeOf } from './device-sign-in.ts';
import { runOps, startOps } from './run-ops.ts';

const opsEmail = 'ops@sandbox.test';
let platform: TestPlatform;
let division: LedgerDivision;
let configHome: string;
/** A signed-in run: the CLI's own identity token through OPS_TOKEN, English, a config folder of the test's own. */
let signedIn: Record<string, string>;

beforeAll(async () => {
  platform = await startTestPlatform();
  division = await createLedgerDivision(platform.database, { sellers: 3, balanceTransfersEnabled: true });
  await platform.database.transaction(async (tx) => {
    for (const virtualAccountCode of division.sellerAccounts) {
      await depositConfirmed(tx, { virtualAccountCode, currency: 'EUR', amount: 50_000 });
    }
  });
  configHome = mkdtempSync(join(tmpdir(), 'ops-cli-'));
  signedIn = {
    OPS_API_URL: platform.baseUrl,
    OPS_LANG: 'en',
    XDG_CONFIG_HOME: configHome,
    OPS_TOKEN: await platform.tokenFor(opsEmail, 'ops-cli'),
  };
}, setupTimeoutMs);

afterAll(async () => {
  await platform?.close();
  rmSync(configHome, { recursive: true, force: true });
});

const confirmedOf = async (code: string) => (await readVirtualAccountBalances(platform.database.db, code))?.confirmed;

describe('ops login', () => {
  it('signs in with the device flow once the code is confirmed in a browser, and keeps the token to the user', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ops-login-'));
    const env = { OPS_API_URL: platform.baseUrl, OPS_LANG: 'en', XDG_CONFIG_HOME: home };
    const login = startOps(['login'], env);
    const code = await deviceCodeOf(login.run);
    // The link carries the code (verification_uri_complete): opening it is all a user has to do.
    expect(new URL(code.verificationUri).searchParams.get('user_code')).toBe(code.userCode);
    await confirmDeviceCode(platform.baseUrl, code, opsEmail);

    const done = await login.done;
    expect(done.code).toBe(0);
    expect(done.stdout).toBe(`Signed in as ${opsEmail}\n`);
    const tokenFile = join(home, 'ops', 'tokens', 'default.json');
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const whoami = await runOps(['whoami'], env);
    expect(whoami.stdout).toMatch(new RegExp(`^${opsEmail} \\(token valid until \\d{4}-`));

    // An expired identity token is renewed with the stored refresh token, and kept.
    const stored = JSON.parse(readFileSync(tokenFile, 'utf8')) as { idToken: string; refreshToken: string };
    expect(stored.refreshToken).toBeTruthy();
    const expired = ['e30', Buffer.from(JSON.stringify({ email: opsEmail, exp: 1 })).toString('base64url'), 'x'];
    writeFileSync(tokenFile, JSON.stringify({ ...stored, idToken: expired.join('.') }));
    const renewed = await runOps(['use', division.merchantCode, division.divisionCode], env);
    expect(renewed.stderr).toBe('');
    expect(renewed.code).toBe(0);
    const refreshed = JSON.parse(readFileSync(tokenFile, 'utf8')) as { idToken: string };
    expect(refreshed.idToken).not.toBe(expired.join('.'));

    // Signing out forgets the tokens, not the bound merchant and division.
    expect((await runOps(['logout'], env)).stdout).toBe('Signed out\n');
    const after = await runOps(['whoami'], env);
    expect(after.code).toBe(1);
    expect(after.stderr).toBe('Not signed in: run ops login (or set OPS_TOKEN)\n');
    const profiles = JSON.parse(readFileSync(join(home, 'ops', 'profiles.json'), 'utf8')) as {
      profiles: Record<string, object>;
    };
    expect(profiles.profiles.default).toMatchObject({
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
    });
    expect(existsSync(tokenFile)).toBe(false);
    rmSync(home, { recursive: true, force: true });
  }, 60_000);

  it('says that OPS_TOKEN has expired when it has, in Dutch when asked', async () => {
    const expired = ['e30', Buffer.from(JSON.stringify({ email: opsEmail, exp: 1 })).toString('base64url'), 'x'];
    const run = await runOps(['sellers', 'list'], { ...signedIn, OPS_TOKEN: expired.join('.'), OPS_LANG: 'nl' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'OPS_TOKEN is verlopen: zet een nieuw token, of haal OPS_TOKEN weg en voer ops login uit\n',
    );
  }, 30_000);
});

describe('ops use and the lists', () => {
  it('binds a merchant and division, refusing a division the merchant does not have', async () => {
    const wrong = await runOps(['use', division.merchantCode, 'D-NOPE'], signedIn);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe('No matching division found, check merchant code and division code\n');
    const bound = await runOps(['use', division.merchantCode], signedIn);
    expect(bound.code).toBe(0);
    expect(bound.stdout).toContain(`(${division.merchantCode}) / `);
    expect(bound.stdout).toContain(`(${division.divisionCode})`);
  }, 30_000);

  it('lists the bound division’s sellers as a table, JSON, JSON lines and CSV, every page with --all', async () => {
    await runOps(['use', division.merchantCode, division.divisionCode], signedIn);
    // --json picks its fields, as gh's does: alone it names them and runs nothing (exit 2).
    const bare = await runOps(['sellers', 'list', '--json'], signedIn);
    expect(bare).toMatchObject({ code: 2, stdout: '' });
    expect(bare.stderr).toContain('--json needs its fields, comma-separated: code, name, email,');
    const json = await runOps(
      ['sellers', 'list', '--json', 'code,confirmedBalance,confirmedBalanceCurrency'],
      signedIn,
    );
    expect(json.code).toBe(0);
    const sellers = JSON.parse(json.stdout) as { code: string; confirmedBalance: number }[];
    expect(sellers).toHaveLength(3);
    expect(sellers.every((seller) => Object.keys(seller).length === 3)).toBe(true);
    expect(sellers.map((seller) => seller)).toContainEqual({
      code: sellers[0]?.code,
      confirmedBalance: 50_000,
      confirmedBalanceCurrency: 'EUR',
    });

    const lines = await runOps(['sellers', 'list', '--all', '--jsonl', '--limit', '1'], signedIn);
    expect(
      lines.stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { code: string }).code),
    ).toEqual(sellers.map((seller) => seller.code));

    // CSV is for scripts: the fields' names as headers, amounts in minor units beside their currency, in every language.
    for (const OPS_LANG of ['en', 'nl']) {
      const csv = await runOps(['sellers', 'list', '--csv'], { ...signedIn, OPS_LANG });
      const rows = csv.stdout.trimEnd().split('\r\n');
      expect(rows[0]).toBe(
        'code,name,email,status,kycStatus,legalForm,confirmedBalance,confirmedBalanceCurrency,createdAt',
      );
      expect(rows).toHaveLength(4);
      expect(rows[1]).toContain(',50000,EUR,');
    }
    const dutchTable = await runOps(['sellers', 'list'], { ...signedIn, OPS_LANG: 'nl' });
    expect(dutchTable.stdout).toMatch(/^Code\s+Naam\s/);
    expect(dutchTable.stdout).toMatch(/€\s500,00/);

    const table = await runOps(['sellers', 'list', '--page', '2', '--limit', '2'], signedIn);
    const [header, ...body] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^Code\s+Name\s+E-mail/);
    expect(body).toHaveLength(1);
  }, 60_000);
});

describe('acting from the registry', () => {
  it('moves a balance transfer only with --yes when not on a terminal, exactly once', async () => {
    const [from = '', to = ''] = division.sellerAccounts;
    const args = [
      'balance-transfers',
      'create',
      '--from-virtual-account-code',
      from,
      '--to-virtual-account-code',
      to,
      '--amount',
      '1234',
      '--currency',
      'EUR',
      '--type',
      'CORRECTION',
    ];
    const refused = await runOps(args, signedIn);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('add --yes');
    expect(await confirmedOf(from)).toBe(50_000);

    const moved = await runOps([...args, '--yes'], signedIn);
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    const answer = JSON.parse(moved.stdout) as { transfer: { amount: number }; idempotencyKey: string };
    expect(answer.transfer.amount).toBe(1234);
    // Run again with the key it printed: the money does not move twice.
    const again = await runOps([...args, '--idempotency-key', answer.idempotencyKey, '--yes'], signedIn);
    expect(again.code).toBe(0);
    expect(await confirmedOf(from)).toBe(50_000 - 1234);
    expect(await confirmedOf(to)).toBe(50_000 + 1234);

    const listed = await runOps(['balance-transfers', 'list', '--jsonl'], signedIn);
    expect(listed.stdout.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('answers a bad code in the spec’s words, each part once, and moves nothing', async () => {
    const [from = ''] = division.sellerAccounts;
    const run = await runOps(
      [
        'balance-transfers',
        'create',
        '--from-virtual-account-code',
        from,
        '--to-virtual-account-code',
        'VA-NOPE',
        '--amount',
        '1',
        '--currency',
        'EUR',
        '--type',
        'CORRECTION',
        '--yes',
      ],
      signedIn,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Error, check virtual account code');
    // One line for a terminal: each part of the refusal once, and none of the web app's words.
    const parts = run.stderr.trimEnd().split(', ');
    expect(new Set(parts).size).toBe(parts.length);
    expect(run.stderr).not.toMatch(/refresh your page|VPN/);
  }, 30_000);
});

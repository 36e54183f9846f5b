// What a power user at a terminal, in a pipe or in cron meets (issue 21): usage errors, closed pipes, empty CSV,
// tokens, languages, amounts and unreachable platforms, each through the real binary against the platform.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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
import { opsNodeArgs, runOps, runOpsOnTerminal } from './run-ops.ts';

const opsEmail = 'ops@sandbox.test';
let platform: TestPlatform;
let division: LedgerDivision;
let configHome: string;
let signedIn: Record<string, string>;
/** A URL nothing listens on: a port that was free a moment ago. */
let closedUrl: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  division = await createLedgerDivision(platform.database, { sellers: 3, balanceTransfersEnabled: true });
  await platform.database.transaction(async (tx) => {
    for (const virtualAccountCode of division.sellerAccounts) {
      await depositConfirmed(tx, { virtualAccountCode, currency: 'EUR', amount: 50_000 });
    }
  });
  configHome = mkdtempSync(join(tmpdir(), 'ops-power-'));
  signedIn = {
    OPS_API_URL: platform.baseUrl,
    OPS_LANG: 'en',
    XDG_CONFIG_HOME: configHome,
    OPS_TOKEN: await platform.tokenFor(opsEmail, 'ops-cli'),
  };
  await runOps(['use', division.merchantCode, division.divisionCode], signedIn);
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  closedUrl = `http://127.0.0.1:${port}`;
}, setupTimeoutMs);

afterAll(async () => {
  await platform?.close();
  rmSync(configHome, { recursive: true, force: true });
});

/** Runs ops with its standard output read until the first line, then closed, as `| head -1` does. */
function runIntoHead(args: readonly string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...opsNodeArgs, ...args], {
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let first = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    if (first.includes('\n')) return;
    first += chunk.toString('utf8');
    if (first.includes('\n')) child.stdout.destroy();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise<{ code: number | null; first: string; stderr: string }>((resolve) => {
    child.once('close', (code) => resolve({ code, first: first.split('\n')[0] ?? '', stderr }));
  });
}

const confirmedOf = async (code: string) => (await readVirtualAccountBalances(platform.database.db, code))?.confirmed;

describe('in a pipe', () => {
  it('ends quietly with exit code 0 when the reader stops early', async () => {
    const help = await runIntoHead(['--help'], signedIn);
    expect(help).toEqual({ code: 0, first: 'Usage: ops [options] [command]', stderr: '' });
    const lines = await runIntoHead(['sellers', 'list', '--all', '--jsonl', '--limit', '1'], signedIn);
    expect(lines.code).toBe(0);
    expect(lines.stderr).toBe('');
    expect(JSON.parse(lines.first)).toHaveProperty('code');
  }, 30_000);

  it('prints the CSV header once for a list with no rows', async () => {
    const run = await runOps(['sellers', 'list', '--csv', '--search', 'no-such-seller'], signedIn);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      'code,name,email,status,kycStatus,legalForm,confirmedBalance,confirmedBalanceCurrency,createdAt\r\n',
    );
  }, 30_000);
});

describe('on a terminal', () => {
  it('says when a table has more pages, beside the rows rather than among them', async () => {
    const run = await runOps(['sellers', 'list', '--limit', '2'], signedIn);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(run.stderr).toBe('Page 1 of 2 (3 in all): --page 2 for the next, --all for every one\n');
  }, 30_000);
});

describe('in Dutch', () => {
  it('helps in Dutch, headings and the help option too', async () => {
    const run = await runOps(['sellers', 'list', '--help'], { ...signedIn, OPS_LANG: 'nl' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Gebruik: ops sellers list \[options\]\n/);
    expect(run.stdout).toContain('\nOpties:\n');
    expect(run.stdout).toMatch(/-h, --help\s+hulp bij de opdracht tonen/);
  }, 30_000);
});

describe('a command line that cannot run', () => {
  it('says what is wrong in one line with the command’s help as the hint, exit code 2', async () => {
    const typo = await runOps(['sellers', 'list', '--sttaus', 'ACTIVE'], signedIn);
    expect(typo).toEqual({
      code: 2,
      stdout: '',
      stderr: 'unknown option --sttaus. See ops sellers list --help\n',
    });
    const limit = await runOps(['sellers', 'list', '--limit', 'abc'], { ...signedIn, OPS_TOKEN: '' });
    expect(limit).toMatchObject({
      code: 2,
      stderr: '--limit takes a whole number from 1 up, not abc. See ops sellers list --help\n',
    });
    const dutch = await runOps(['sellers', 'show'], { ...signedIn, OPS_LANG: 'nl' });
    expect(dutch).toMatchObject({ code: 2, stderr: 'code ontbreekt. Zie ops sellers show --help\n' });
  }, 30_000);

  it('names a missing option by its flag', async () => {
    const [from = '', to = ''] = division.sellerAccounts;
    const run = await runOps(
      ['balance-transfers', 'create', '--from-virtual-account-code', from, '--to-virtual-account-code', to, '--yes'],
      signedIn,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^--amount: .+\. See ops balance-transfers create --help\n$/);
  }, 30_000);
});

describe('amounts on the command line', () => {
  it('takes whole minor units only, refusing anything else in one line that shows the right form', async () => {
    const [from = '', to = ''] = division.sellerAccounts;
    const transfer = (amount: string) =>
      runOps(
        [
          'balance-transfers',
          'create',
          '--from-virtual-account-code',
          from,
          '--to-virtual-account-code',
          to,
          '--amount',
          amount,
          '--currency',
          'EUR',
          '--type',
          'CORRECTION',
          '--yes',
        ],
        signedIn,
      );
    for (const amount of ['10.50', '1e3', '-5', 'abc']) {
      const run = await transfer(amount);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `--amount: ${amount} is not an amount; amounts are in minor units: 1050 for €10.50. See ops balance-transfers create --help\n`,
      );
    }
    expect(await confirmedOf(from)).toBe(50_000);
    const help = await runOps(['balance-transfers', 'create', '--help'], signedIn);
    expect(help.stdout).toMatch(/--amount <minor-units>\s+amount, in minor units: 1050 for €10\.50/);
    expect(help.stdout).toContain('--amount 1050 --currency EUR');
  }, 60_000);

  it('asks on a terminal naming the amount, the currency and both accounts, and moves nothing on no', async () => {
    const [from = '', to = ''] = division.sellerAccounts;
    const run = await runOpsOnTerminal(
      [
        'balance-transfers',
        'create',
        '--from-virtual-account-code',
        from,
        '--to-virtual-account-code',
        to,
        '--amount',
        '1050',
        '--currency',
        'EUR',
        '--type',
        'CORRECTION',
      ],
      signedIn,
      'n\r',
    );
    // Core's confirmation, the words the web's dialog shows.
    expect(run.output).toContain('Balance transfer?');
    expect(run.output).toContain('This moves money.');
    expect(run.output).toContain(`From account: ${from}`);
    expect(run.output).toContain(`To account: ${to}`);
    expect(run.output).toContain('Amount: €10.50');
    expect(run.output).toContain('Nothing was done');
    expect(await confirmedOf(from)).toBe(50_000);
  }, 60_000);
});

describe('sessions and messages', () => {
  it('refuses an OPS_TOKEN that is no token, and one the platform does not accept, naming OPS_TOKEN', async () => {
    const garbage = await runOps(['whoami'], { ...signedIn, OPS_TOKEN: 'garbage' });
    expect(garbage).toEqual({
      code: 1,
      stdout: '',
      stderr: 'OPS_TOKEN is not an identity token: set a valid one, or unset it and run ops login\n',
    });
    const forged = ['e30', Buffer.from(JSON.stringify({ email: opsEmail })).toString('base64url'), 'x'].join('.');
    const refused = await runOps(['whoami'], { ...signedIn, OPS_TOKEN: forged });
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: `${platform.baseUrl} refused OPS_TOKEN: set a valid one, or unset it and run ops login\n`,
    });
  }, 30_000);

  it('whoami shows who is signed in, with which profile, at which platform, bound to which merchant and division', async () => {
    const run = await runOps(['whoami'], signedIn);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${opsEmail} \\(token valid until \\d{4}-`)),
      'Profile: default',
      `Platform: ${platform.baseUrl}`,
      `Merchant ${division.merchantCode}, division ${division.divisionCode}`,
      '',
    ]);
  }, 30_000);

  it('says which URL it could not reach, for a list and for ops login, in one line', async () => {
    const list = await runOps(['sellers', 'list'], { ...signedIn, OPS_API_URL: closedUrl });
    expect(list).toEqual({
      code: 1,
      stdout: '',
      stderr: `Could not reach ${closedUrl}: is the platform running there? (--api or OPS_API_URL)\n`,
    });
    const login = await runOps(['login', '--api', closedUrl], { ...signedIn, OPS_TOKEN: '' });
    expect(login.code).toBe(1);
    expect(login.stderr).toBe(`Could not reach ${closedUrl}: is the platform running there? (--api or OPS_API_URL)\n`);
  }, 30_000);

  it('says not-found in the user’s language', async () => {
    const dutch = await runOps(['sellers', 'show', 'AH-NOPE'], { ...signedIn, OPS_LANG: 'nl' });
    expect(dutch).toMatchObject({ code: 1, stderr: 'Niet gevonden\n' });
  }, 30_000);
});

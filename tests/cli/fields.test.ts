// What a script reads from a list (issue 35): the fields it names with --json, a jq filter that ships with ops,
// CSV with amounts as numbers beside their currency, ops schema and ops help formats, through the real binary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLedgerDivision,
  depositConfirmed,
  type LedgerDivision,
  setupTimeoutMs,
} from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let platform: TestPlatform;
let division: LedgerDivision;
let configHome: string;
let env: Record<string, string>;
/** Each seller's confirmed balance in cents: 1001, 2002, 3003. */
const deposits = [1_001, 2_002, 3_003];

beforeAll(async () => {
  platform = await startTestPlatform();
  division = await createLedgerDivision(platform.database, { sellers: 3, balanceTransfersEnabled: true });
  await platform.database.transaction(async (tx) => {
    for (const [index, virtualAccountCode] of division.sellerAccounts.entries()) {
      await depositConfirmed(tx, { virtualAccountCode, currency: 'EUR', amount: deposits[index] ?? 0 });
    }
  });
  configHome = mkdtempSync(join(tmpdir(), 'ops-fields-'));
  env = await signedInEnv(platform, configHome);
  await runOps(['use', division.merchantCode, division.divisionCode], env);
}, setupTimeoutMs);

afterAll(async () => {
  await platform?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('a script reading a list', () => {
  it('reads --csv into a numeric column without post-processing (csv-parse, the headers as keys)', async () => {
    const csv = await runOps(['sellers', 'list', '--csv'], { ...env, OPS_LANG: 'nl' });
    expect(csv).toMatchObject({ code: 0, stderr: '' });
    const rows = parse(csv.stdout, { columns: true, cast: true }) as Record<string, unknown>[];
    expect(rows.map((row) => row.confirmedBalance).sort()).toEqual(deposits);
    expect(rows.every((row) => row.confirmedBalanceCurrency === 'EUR')).toBe(true);
    const total = rows.reduce((sum, row) => sum + (row.confirmedBalance as number), 0);
    expect(total).toBe(6_006);
  }, 60_000);

  it('picks fields with --json and filters them with --jq, strings printed as they are', async () => {
    const picked = await runOps(
      ['sellers', 'list', '--json', 'code,confirmedBalance', '--jq', '.[] | select(.confirmedBalance > 1500) | .code'],
      env,
    );
    expect(picked.code, picked.stderr).toBe(0);
    const codes = picked.stdout.trimEnd().split('\n');
    expect(codes).toHaveLength(2);
    expect(codes.every((code) => /^AH-[\w-]+$/.test(code))).toBe(true);

    const sum = await runOps(
      ['sellers', 'list', '--json', 'confirmedBalance', '--jq', 'map(.confirmedBalance) | add'],
      env,
    );
    expect(sum.stdout).toBe('6006\n');
    const objects = await runOps(['sellers', 'list', '--json', 'code', '--jq', '.[0] | keys'], env);
    expect(objects.stdout).toBe('["code"]\n');
  }, 60_000);

  it('fills in a --template with aligned table rows and money as the screens show it', async () => {
    const template = '{{#each this}}{{tablerow code (money confirmedBalance confirmedBalanceCurrency)}}{{/each}}';
    const run = await runOps(
      ['sellers', 'list', '--json', 'code,confirmedBalance,confirmedBalanceCurrency', '--template', template],
      env,
    );
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(/\s{2,}/)[1]).sort()).toEqual(['€10.01', '€20.02', '€30.03']);
    expect(new Set(lines.map((line) => line.indexOf('€'))).size).toBe(1);
    const wrong = await runOps(['sellers', 'list', '--json', 'code', '--template', '{{#each this}'], env);
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toMatch(/^--template: Parse error on line 1: Expecting .+\. See ops sellers list --help\n$/);
  }, 60_000);

  it('writes --jsonl FIELDS one record a line, and --jsonl alone every field the platform answers', async () => {
    const picked = await runOps(
      ['sellers', 'list', '--all', '--jsonl', 'code,confirmedBalance,confirmedBalanceCurrency'],
      env,
    );
    const records = picked.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => Object.keys(record))).toEqual(
      deposits.map(() => ['code', 'confirmedBalance', 'confirmedBalanceCurrency']),
    );
    const whole = await runOps(['sellers', 'list', '--jsonl', '--limit', '1'], env);
    expect(JSON.parse(whole.stdout)).toMatchObject({
      merchantCode: division.merchantCode,
      balances: [{ currency: 'EUR' }],
    });
  }, 60_000);

  it('gives a transfer its amount and currency', async () => {
    const [from = '', to = ''] = division.sellerAccounts;
    const created = await runOps(
      [
        'balance-transfers',
        'create',
        '--from-virtual-account-code',
        from,
        '--to-virtual-account-code',
        to,
        '--amount',
        '101',
        '--currency',
        'EUR',
        '--type',
        'CORRECTION',
        '--yes',
      ],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    const listed = await runOps(['balance-transfers', 'list', '--json', 'amount,currency'], env);
    expect(JSON.parse(listed.stdout)).toEqual([{ amount: 101, currency: 'EUR' }]);
  }, 60_000);

  it('says which fields there are, exit 2 and nothing printed, for --json alone, an unknown field or a wrong jq', async () => {
    const bare = await runOps(['sellers', 'list', '--json'], env);
    expect(bare).toMatchObject({ code: 2, stdout: '' });
    expect(bare.stderr).toContain(
      'confirmedBalance, confirmedBalanceCurrency, createdAt (--jsonl alone prints every field)',
    );
    const unknown = await runOps(['sellers', 'list', '--json', 'code,balance'], env);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toMatch(/^unknown field balance; the fields are code, name, /);
    const wrongJq = await runOps(['sellers', 'list', '--json', 'code', '--jq', '.[] |'], env);
    expect(wrongJq).toMatchObject({ code: 2, stdout: '' });
    expect(wrongJq.stderr).toMatch(/^--jq \.\[\] \|: .+\. See ops sellers list --help\n$/);
    const failing = await runOps(['sellers', 'list', '--json', 'code', '--jq', '.[] | .code + 1'], env);
    expect(failing).toMatchObject({ code: 1, stdout: '' });
    expect(failing.stderr).toMatch(/^--jq \.\[\] \| \.code \+ 1: .*cannot be added\n$/);
    const jqAlone = await runOps(['sellers', 'list', '--jq', '.'], env);
    expect(jqAlone.stderr).toContain('--jq filters --json: add --json FIELDS');
  }, 60_000);
});

describe('ops schema and ops help formats', () => {
  it("prints each list's fields with their types, for one group or as JSON", async () => {
    const sellers = await runOps(['schema', 'sellers'], env);
    expect(sellers.code).toBe(0);
    expect(sellers.stdout).toMatch(/^ops sellers list\n {2}code +string\n/);
    expect(sellers.stdout).toMatch(/\n {2}confirmedBalance +integer\n {2}confirmedBalanceCurrency +currency\n/);
    const all = await runOps(['schema', '--json'], env);
    const schema = JSON.parse(all.stdout) as Record<string, Record<string, string>>;
    expect(schema['payout-requests list']).toMatchObject({ code: 'string', amount: 'integer', currency: 'currency' });
    expect(schema['kyc-checks history']).toMatchObject({ createdAt: 'timestamp' });
    const unknown = await runOps(['schema', 'nothing'], env);
    expect(unknown.code).toBe(2);
  }, 60_000);

  it('documents the formats in a help topic, in Dutch too', async () => {
    const topic = await runOps(['help', 'formats'], env);
    expect(topic.code).toBe(0);
    expect(topic.stdout).toContain('--json FIELD,FIELD');
    expect(topic.stdout).toContain('confirmedBalanceCurrency');
    expect(topic.stdout).toContain('(Total amount 10000, Total amount currency EUR)');
    const dutch = await runOps(['help', 'formats'], { ...env, OPS_LANG: 'nl' });
    expect(dutch.stdout).toContain('Bedragen zijn exact');
  }, 60_000);
});

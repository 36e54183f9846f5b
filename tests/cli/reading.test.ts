import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundClient, createFundSplitsClient } from '../../packages/core/src/api/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: PayoutTestKit;
let division: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let scope: string[];
let paymentCode = '';
let refundCode = '';
let payoutRequestCode = '';
let payoutCode = '';
let transferCode = '';

beforeAll(async () => {
  kit = await startPayoutTest();
  division = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  const [first = '', second = ''] = division.sellerAccounts;
  await kit.deposit(first, 100_000);
  const splits = createFundSplitsClient(kit.api);
  const payment = await splits.createSplitPayment({
    body: {
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      psp: 'ADYEN',
      pspReference: 'PSP-CLI-1',
      paymentMethod: 'IDEAL',
      currency: 'EUR',
      orderNumber: 'ORDER-CLI-1',
      totalAmount: 10_000,
      sellers: [
        {
          sellerCode: division.sellers[0],
          amount: 6_000,
          itemGroups: [{ productItemAmount: 6_000, commission: 600 }],
        },
        { sellerCode: division.sellers[1], amount: 4_000, itemGroups: [{ productItemAmount: 4_000 }] },
      ],
    },
  });
  paymentCode = payment.code;
  const refund = await splits.createSplitRefund({
    body: {
      paymentCode,
      totalAmount: 1_000,
      sellers: [{ sellerCode: division.sellers[1], amount: 1_000, itemGroups: [{ productItemAmount: 1_000 }] }],
    },
  });
  refundCode = refund.code;
  const request = await kit.payouts.createPayoutRequest({
    params: { merchantCode: division.merchantCode, divisionCode: division.divisionCode },
    body: { virtualAccountCode: first, amountMode: 'PARTIAL', amount: 2_500 },
  });
  payoutRequestCode = request.code;
  await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [payoutRequestCode] } });
  const [processed] = (await kit.payouts.listPayoutRequests({ query: { search: payoutRequestCode } })).elements;
  payoutCode = processed?.payoutCode ?? '';
  const transfer = await createFundClient(kit.api).createBalanceTransfer({
    body: {
      fromVirtualAccountCode: first,
      toVirtualAccountCode: second,
      amount: 1_234,
      currency: 'EUR',
      type: 'CORRECTION',
    },
    idempotencyKey: 'cli-reading-transfer',
  });
  transferCode = transfer.code;
  folder = mkdtempSync(join(tmpdir(), 'ops-reading-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', division.merchantCode, '--division', division.divisionCode];
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const lines = (text: string) => text.trimEnd().split('\n');

describe('merchants and divisions', () => {
  it('finds a merchant by code and shows it with its divisions; an unknown code says so', async () => {
    const listed = await runOps(['merchants', 'list', '--search', division.merchantCode, '--json'], env);
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.stdout) as { code: string }[]).map((merchant) => merchant.code)).toEqual([
      division.merchantCode,
    ]);
    const shown = await runOps(['merchants', 'show', division.merchantCode], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^Code\\s+${division.merchantCode}$`, 'm'));
    expect(shown.stdout).toMatch(new RegExp(`^Divisions\\n.*\\n${division.divisionCode}\\s`, 'm'));
    const missing = await runOps(['merchants', 'show', 'M-NOPE'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('No merchant found with this code\n');
  }, 60_000);

  it('lists a merchant’s divisions as CSV and shows one with its virtual accounts, in minor units with --raw', async () => {
    const csv = await runOps(['divisions', 'list', '--merchant', division.merchantCode, '--csv'], env);
    const [header, row] = csv.stdout.trimEnd().split('\r\n');
    expect(header).toBe('Code,Name,Description,KYC tier,IBAN,Virtual accounts,Created');
    expect(row).toMatch(new RegExp(`^${division.divisionCode},Ledger division .*,ADVANCED_KYC,,1,`));
    const shown = await runOps(
      ['divisions', 'show', division.divisionCode, '--merchant', division.merchantCode, '--raw'],
      env,
    );
    expect(shown.code).toBe(0);
    // The payment's commission (600) waits on the income account's pending balance.
    const income = lines(shown.stdout).find((line) => line.startsWith(division.incomeAccount));
    expect(income).toMatch(/\sDIVISION_INCOME\s+0\s+600\s+0$/);
    const unbound = await runOps(['divisions', 'list'], env);
    expect(unbound.code).toBe(1);
    expect(unbound.stderr).toBe('Please select a merchant and try again\n');
  }, 60_000);
});

describe('sellers and transactions', () => {
  it('shows a seller with its balances', async () => {
    const shown = await runOps(['sellers', 'show', division.sellers[0] ?? '', ...scope], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Status\s+ACTIVE$/m);
    expect(shown.stdout).toContain('Account balances');
    // 1,000.00 deposited, less the 25.00 payout request and the 12.34 transfer; 54.00 of the payment pending.
    expect(shown.stdout).toMatch(/SELLER\s+€962\.66\s+€54\.00\s+€25\.00$/m);
  }, 60_000);

  it('filters transactions by status, type, seller and dates', async () => {
    const codes = async (...filters: string[]) => {
      const run = await runOps(['transactions', 'list', ...scope, '--jsonl', ...filters], env);
      expect(run.stderr).toBe('');
      return run.stdout === ''
        ? []
        : lines(run.stdout).map((line) => (JSON.parse(line) as { splitCode: string }).splitCode);
    };
    expect((await codes()).sort()).toEqual([paymentCode, refundCode].sort());
    expect(await codes('--type', 'REFUND')).toEqual([refundCode]);
    expect(await codes('--status', 'PENDING_SETTLEMENT')).toEqual(expect.arrayContaining([refundCode]));
    expect(await codes('--status', 'CANCELLED,RECONCILED')).toEqual([]);
    expect(await codes('--seller', division.sellers[0] ?? '', '--type', 'PAYMENT')).toEqual([paymentCode]);
    expect(await codes('--from', '2999-01-01')).toEqual([]);
    const table = await runOps(['transactions', 'list', ...scope, '--from', '2999-01-01'], env);
    expect(table.stdout).toBe('No results found\n');
    const backwards = await runOps(
      ['transactions', 'list', ...scope, '--from', '2026-02-01', '--to', '2026-01-01'],
      env,
    );
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toContain('Invalid date range');
  }, 60_000);

  it('shows a transaction with its shares, related transactions and balance impact', async () => {
    const shown = await runOps(['transactions', 'show', paymentCode, ...scope], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Total amount\s+€100\.00$/m);
    expect(shown.stdout).toMatch(/^Order number\s+ORDER-CLI-1$/m);
    const shares = shown.stdout.slice(shown.stdout.indexOf('\nSplit details\n'));
    expect(shares).toMatch(/Seller 1\s+\S+\s+€60\.00\s+€6\.00\s+€54\.00/);
    expect(shown.stdout).toContain(`\nRelated transactions\n`);
    expect(shown.stdout.slice(shown.stdout.indexOf('Related transactions'))).toContain(refundCode);
    expect(shown.stdout).toContain('\nBalance impact\n');
    const json = await runOps(['transactions', 'show', paymentCode, ...scope, '--json'], env);
    expect((JSON.parse(json.stdout) as { split: { code: string } }).split.code).toBe(paymentCode);
    // CSV for scripts: each amount a number in minor units, its currency in a column beside it, in every language.
    const csv = await runOps(['transactions', 'show', paymentCode, ...scope, '--csv'], { ...env, OPS_LANG: 'nl' });
    const [record] = parse(csv.stdout, { columns: true, cast: true }) as Record<string, unknown>[];
    expect(record).toMatchObject({ 'Total amount': 10_000, 'Total amount currency': 'EUR' });
  }, 60_000);
});

describe('payouts and transfers', () => {
  it('shows a payout request with its batch and balances, found across merchants', async () => {
    const shown = await runOps(['payout-requests', 'show', payoutRequestCode], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Payout status\s+IN_PROGRESS$/m);
    expect(shown.stdout).toMatch(new RegExp(`^Payout\\s+${payoutCode}$`, 'm'));
    expect(shown.stdout).toMatch(/^Payout balance\s+€25\.00$/m);
    const csv = await runOps(['payout-requests', 'show', payoutRequestCode, '--csv'], env);
    const [record] = parse(csv.stdout, { columns: true, cast: true }) as Record<string, unknown>[];
    expect(record).toMatchObject({ 'Payout balance': 2500, 'Payout balance currency': 'EUR' });
    expect(typeof record?.Amount).toBe('number');
    expect(record?.['Amount currency']).toBe('EUR');
    const missing = await runOps(['payout-requests', 'show', `${payoutRequestCode}X`], env);
    expect(missing.stderr).toBe(`Not found: ${payoutRequestCode}X\n`);
  }, 60_000);

  it('shows a payout batch with its items, and its fields as one CSV row', async () => {
    const shown = await runOps(['payouts', 'show', payoutCode], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Status\s+OPEN$/m);
    expect(shown.stdout.slice(shown.stdout.indexOf('\nPayout items\n'))).toContain(payoutRequestCode);
    const csv = await runOps(['payouts', 'show', payoutCode, '--csv'], env);
    const [header, row, more] = csv.stdout.trimEnd().split('\r\n');
    expect(header).toMatch(/^Code,Status,Merchant,/);
    expect(row).toMatch(new RegExp(`^${payoutCode},OPEN,`));
    expect(more).toBeUndefined();
    const json = await runOps(['payouts', 'show', payoutCode, '--json'], env);
    const document = JSON.parse(json.stdout) as { payout: { code: string }; items: { code: string }[] };
    expect(document.items.map((item) => item.code)).toEqual([payoutRequestCode]);
  }, 60_000);

  it('shows a balance transfer', async () => {
    const shown = await runOps(['balance-transfers', 'show', transferCode, '--raw'], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Amount\s+1234$/m);
    expect(shown.stdout).toMatch(/^Type\s+CORRECTION$/m);
  }, 60_000);

  it('helps with examples on every reading command', async () => {
    const help = await runOps(['transactions', 'list', '--help'], env);
    expect(help.stdout).toContain('--status <status>');
    expect(help.stdout).toContain('PENDING_SPLIT, PENDING_SETTLEMENT, RECONCILED, CANCELLED');
    expect(help.stdout).toContain('Examples:\n  ops transactions list');
    const root = await runOps(['--help'], env);
    expect(root.stdout).toMatch(/^ {2}merchants\s+list, show, clear, create, delete$/m);
    expect(root.stdout).toMatch(/^ {2}payout-requests\s+list, show, process,/m);
    const dutch = await runOps(['payouts', 'show', '--help'], { ...env, OPS_LANG: 'nl' });
    expect(dutch.stdout).toContain('één uitbetalingsbatch met zijn items');
    expect(dutch.stdout).toContain('Voorbeelden:\n  ops payouts show');
  }, 60_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountOwnerClient,
  createFundClient,
  createFundSplitsClient,
  createInvoicingReportsClient,
} from '../../packages/core/src/api/index.ts';
import { bankStatementLines } from '../../packages/platform/src/db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { importPspLines } from './psp-report-lines.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: PayoutTestKit;
let division: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let scope: string[];
/**
 * A division of its own for the sellers made through the platform, each with the KYC check it opened (Fietsen Jansen,
 * then Bakkerij de Boer), and for its payout batch of one accepted request of 25.00.
 */
let kycShop: string[];
let kycSellers: string[];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startPayoutTest();
  division = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  const [first = '', second = ''] = division.sellers;
  const splits = createFundSplitsClient(kit.api);
  const pay = (pspReference: string, amount: number) =>
    splits.createSplitPayment({
      body: {
        merchantCode: division.merchantCode,
        divisionCode: division.divisionCode,
        psp: 'ADYEN',
        pspReference,
        paymentMethod: 'IDEAL',
        currency: 'EUR',
        totalAmount: amount,
        sellers: [{ sellerCode: first, amount, itemGroups: [{ productItemAmount: amount }] }],
      },
    });
  const refunded = await pay('PSP-QUERY-1', 8_000);
  await pay('PSP-QUERY-2', 3_000);
  const refund = { paymentCode: refunded.code, totalAmount: 500, sellers: [{ sellerCode: first, amount: 500 }] };
  await splits.createSplitRefund({ body: refund });
  await splits.createSplitRefund({
    body: { ...refund, type: 'CHARGEBACK', totalAmount: 200, sellers: [{ sellerCode: first, amount: 200 }] },
  });
  await kit.deposit(division.sellerAccounts[1] ?? '', 10_000);
  await kit.payouts.createPayoutRequest({
    params: { merchantCode: division.merchantCode, divisionCode: division.divisionCode },
    body: { virtualAccountCode: division.sellerAccounts[1] ?? '', amountMode: 'PARTIAL', amount: 4_000 },
  });
  expect(second).not.toBe('');
  const [firstAccount = '', secondAccount = ''] = division.sellerAccounts;
  const transfer = (type: 'VAT' | 'CORRECTION', amount: number) =>
    createFundClient(kit.api).createBalanceTransfer({
      body: {
        fromVirtualAccountCode: secondAccount,
        toVirtualAccountCode: firstAccount,
        amount,
        currency: 'EUR',
        type,
      },
    });
  await transfer('VAT', 1_200);
  await transfer('CORRECTION', 300);
  await transfer('VAT', 500);
  const shop = await kit.division({ sellers: 1 });
  kycShop = ['--merchant', shop.merchantCode];
  await kit.deposit(shop.sellerAccounts[0] ?? '', 10_000);
  const accepted = await kit.payouts.createPayoutRequest({
    params: { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode },
    body: { virtualAccountCode: shop.sellerAccounts[0] ?? '', amountMode: 'PARTIAL', amount: 2_500 },
  });
  await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [accepted.code] } });
  kycSellers = [];
  for (const name of ['Fietsen Jansen', 'Bakkerij de Boer']) {
    const seller = await createAccountOwnerClient(kit.api).createAccountHolder({
      params: { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode },
      body: { name, email: 'kyc@example.com', legalForm: 'INDIVIDUAL' },
    });
    kycSellers.push(seller.code);
  }
  // The division's lines are its by the account they were allocated to; BL-CLIQ-4 is the other division's.
  const line = (code: string, status: 'FAILED' | 'UNALLOCATED', amount: number, reference: string) => ({
    code,
    bankName: 'Sandbox Bank',
    status,
    type: 'CONFIRMED_TRANSACTION' as const,
    amount,
    currency: 'EUR',
    reference,
    virtualAccountCode: firstAccount,
  });
  await kit.platform.database.transaction((tx) =>
    tx
      .insert(bankStatementLines)
      .values([
        line('BL-CLIQ-1', 'FAILED', 2_500, 'PR-CLIQ-10'),
        line('BL-CLIQ-2', 'UNALLOCATED', 400, 'PR-CLIQ-2'),
        line('BL-CLIQ-3', 'FAILED', 90, 'PR-OTHER'),
        { ...line('BL-CLIQ-4', 'FAILED', 700, 'PR-CLIQ-4'), virtualAccountCode: shop.sellerAccounts[0] ?? '' },
      ]),
  );
  const divisionParams = { merchantCode: division.merchantCode, divisionCode: division.divisionCode };
  await importPspLines(kit.api, divisionParams, [
    ['Settled', 'PSP-CLIQ-10', '25.00', '81'],
    ['Settled', 'PSP-CLIQ-2', '4.00', '81'],
    ['Fee', '', '-0.90', '82'],
  ]);
  const reports = createInvoicingReportsClient(kit.api);
  for (const [type, body] of [
    ['ACCOUNT_STATEMENT', { from: '2026-01-01', to: '2026-01-31', virtualAccountCode: firstAccount }],
    ['TRANSACTIONS', { from: '2026-02-01', to: '2026-02-28', format: 'PDF' }],
    ['FEES', { from: '2026-03-01', to: '2026-03-31', virtualAccountCode: secondAccount }],
  ] as const) {
    await reports.requestReport({ params: { ...divisionParams, type }, body });
  }
  folder = mkdtempSync(join(tmpdir(), 'ops-query-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', division.merchantCode, '--division', division.divisionCode];
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The split codes a list command prints as JSON, and its exit code. */
async function listedCodes(args: string[]) {
  const run = await runOps([...args, ...scope, '--json', 'splitCode,type'], env);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as { splitCode: string; type: string }[];
}

describe('ops … list --query', () => {
  it("'type:REFUND,CHARGEBACK created>-30d' lists the same transactions as the equivalent filter flags", async () => {
    const byQuery = await listedCodes(['transactions', 'list', '--query', 'type:REFUND,CHARGEBACK created>-30d']);
    const byFlags = await listedCodes(['transactions', 'list', '--type', 'REFUND,CHARGEBACK', '--from', daysAgo(29)]);
    expect(byQuery.map((row) => row.type)).toEqual(['CHARGEBACK', 'REFUND']);
    expect(byQuery).toEqual(byFlags);
    const large = await listedCodes(['transactions', 'list', '--query', 'amount>=50 -type:REFUND,CHARGEBACK']);
    expect(large.map((row) => row.type)).toEqual(['PAYMENT']);
  }, 60_000);

  it('filters payout requests by a query', async () => {
    const run = await runOps(
      ['payout-requests', 'list', ...scope, '--query', 'status:waiting amount:40', '--json', 'code,amount'],
      env,
    );
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { amount: number }[]).map((row) => row.amount)).toEqual([4_000]);
  }, 60_000);

  it('filters balance transfers by a query, as the equivalent filter flags do', async () => {
    const transfers = async (args: string[]) => {
      const run = await runOps(['balance-transfers', 'list', ...scope, ...args, '--json', 'code,type,amount'], env);
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as { code: string; type: string; amount: number }[];
    };
    const byQuery = await transfers(['--query', 'type:vat created>-30d']);
    expect(byQuery.map((row) => row.amount)).toEqual([500, 1_200]);
    expect(await transfers(['--type', 'VAT', '--from', daysAgo(29)])).toEqual(byQuery);
    expect((await transfers(['--query', 'amount>=6 -type:correction'])).map((row) => row.amount)).toEqual([1_200]);
    const refused = await runOps(['balance-transfers', 'list', ...scope, '--query', 'status:confirmed'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'status' is not a field of this list (character 1)");
  }, 60_000);

  it('filters the activity feed by a query, as the equivalent filter flags do', async () => {
    const entries = async (args: string[]) => {
      const run = await runOps(['activity', 'list', ...scope, ...args, '--jsonl'], env);
      expect(run.stderr).toBe('');
      return run.stdout
        .trimEnd()
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { entityId: string }).entityId);
    };
    const byQuery = await entries(['--query', 'type:balanceTransfer when>-1d']);
    expect(byQuery).toHaveLength(3);
    expect(await entries(['--entity-type', 'balanceTransfer'])).toEqual(byQuery);
    const [newest = ''] = byQuery;
    expect(await entries(['--query', `object:${newest} action:create*`])).toEqual([newest]);
    expect(await entries(['--query', `type:balanceTransfer -object:${newest}`])).toEqual(byQuery.slice(1));
    const refused = await runOps(['activity', 'list', ...scope, '--query', 'who:oscar when>yesterday'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'yesterday' is not a date (character 16)");
  }, 60_000);

  it("filters the division's bank lines by a query, as the equivalent filter flags do", async () => {
    const lines = async (args: string[]) => {
      const run = await runOps(['bank-lines', 'list', ...args, '--json', 'code,status,amount'], env);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { code: string }[]).map((row) => row.code);
    };
    const byQuery = await lines(['--query', 'status:failed code:BL-CLIQ*', ...scope]);
    expect(byQuery.sort()).toEqual(['BL-CLIQ-1', 'BL-CLIQ-3']);
    expect((await lines(['--status', 'FAILED', ...scope])).sort()).toEqual(byQuery);
    expect(await lines(['--query', 'reference:PR-CLIQ* amount>=4', ...scope])).toEqual(['BL-CLIQ-2', 'BL-CLIQ-1']);
    // Without a bound division, every division's lines.
    expect((await lines(['--query', 'status:failed code:BL-CLIQ*'])).sort()).toEqual([...byQuery, 'BL-CLIQ-4']);
    const refused = await runOps(['bank-lines', 'list', '--query', 'status:lost'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'lost' is not a value of status (character 8)");
  }, 60_000);

  it('filters PSP lines by a query, as the equivalent filter flags do', async () => {
    const references = async (args: string[]) => {
      const run = await runOps(['psp-reports', 'list', ...args, ...scope, '--json', 'pspReference,status'], env);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { pspReference: string | null }[]).map((row) => row.pspReference);
    };
    const byQuery = await references(['--query', 'status:unallocated batch:81']);
    expect(byQuery).toEqual(['PSP-CLIQ-2', 'PSP-CLIQ-10']);
    expect(await references(['--status', 'UNALLOCATED'])).toEqual(byQuery);
    expect(await references(['--query', 'reference:PSP-CLIQ-1* amount>=4'])).toEqual(['PSP-CLIQ-10']);
    expect(await references(['--query', 'amount<0'])).toEqual([null]);
    const refused = await runOps(['psp-reports', 'list', '--query', 'status:lost'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'lost' is not a value of status (character 8)");
  }, 60_000);

  it('filters reports by a query, as the equivalent filter flags do', async () => {
    const reports = async (args: string[]) => {
      const run = await runOps(['reports', 'list', ...scope, ...args, '--json', 'code,type,format'], env);
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as { code: string; type: string; format: string }[];
    };
    const byQuery = await reports(['--query', 'period>=2026-02-15 period<=2026-03-01']);
    expect(byQuery.map((row) => row.type)).toEqual(['FEES', 'TRANSACTIONS']);
    expect(await reports(['--from', '2026-02-15', '--to', '2026-03-01'])).toEqual(byQuery);
    const [firstAccount = ''] = division.sellerAccounts;
    expect(await reports(['--query', `account:${firstAccount}`])).toEqual(await reports(['--account', firstAccount]));
    const types = async (query: string) => (await reports(['--query', query])).map((row) => row.type);
    expect(await types('type:account_statement,fees -format:pdf')).toEqual(['FEES', 'ACCOUNT_STATEMENT']);
    expect(await types('format:pdf created:today')).toEqual(['TRANSACTIONS']);
    const refused = await runOps(['reports', 'list', ...scope, '--query', 'amount>10'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'amount' is not a field of this list (character 1)");
  }, 60_000);

  it('filters sellers by a query, as the equivalent filter flags do', async () => {
    type Listed = { code: string; status: string; confirmedBalance: number | null };
    const sellers = async (args: string[]) => {
      const run = await runOps(['sellers', 'list', ...scope, ...args, '--json', 'code,status,confirmedBalance'], env);
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as Listed[];
    };
    const all = await sellers([]);
    expect(all).toHaveLength(2);
    const byStatus = await sellers(['--query', 'status:active']);
    expect(byStatus.length).toBeGreaterThan(0);
    expect(await sellers(['--status', 'ACTIVE'])).toEqual(byStatus);
    const [first = ''] = division.sellers;
    expect(await sellers(['--query', first.toLowerCase()])).toEqual(await sellers(['--search', first]));
    // The seller with the larger confirmed balance, by an amount as shown.
    const confirmed = (seller: Listed) => seller.confirmedBalance ?? 0;
    const richer = all.reduce((best, seller) => (confirmed(seller) > confirmed(best) ? seller : best));
    expect(confirmed(richer)).toBeGreaterThan(0);
    const shown = (confirmed(richer) / 100).toFixed(2);
    expect((await sellers(['--query', `balance>=${shown}`])).map((seller) => seller.code)).toEqual([richer.code]);
    expect(await sellers(['--query', `balance>${shown}`])).toEqual([]);
    const refused = await runOps(['sellers', 'list', ...scope, '--query', 'kyc:approved'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'approved' is not a value of kyc (character 5)");
  }, 60_000);

  it('filters the KYC checks by a query, as the equivalent filter flags do', async () => {
    const tasks = async (args: string[]) => {
      const run = await runOps(['kyc-checks', 'list', ...kycShop, ...args, '--json', 'accountHolderCode,status'], env);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { accountHolderCode: string }[]).map((row) => row.accountHolderCode);
    };
    const byQuery = await tasks(['--query', 'status:open reason:seller_created created<=today']);
    expect(byQuery).toEqual(kycSellers);
    expect(await tasks(['--status', 'OPEN', '--older-than', '0'])).toEqual(byQuery);
    expect(await tasks(['--query', 'jansen -status:done,assigned'])).toEqual(kycSellers.slice(0, 1));
    expect(await tasks(['--query', `seller:${kycSellers[1]?.slice(0, -1)}*`])).toEqual(kycSellers.slice(1));
    const refused = await runOps(['kyc-checks', 'list', ...kycShop, '--query', 'amount>10'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'amount' is not a field of this list (character 1)");
  }, 60_000);

  it('filters payout batches by a query, as the equivalent filter flags do', async () => {
    const batches = async (args: string[]) => {
      const run = await runOps(['payouts', 'list', ...kycShop, ...args, '--json', 'code,status,total'], env);
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as { code: string; status: string; total: number }[];
    };
    const byQuery = await batches(['--query', 'status:open amount>=25 currency:eur created>-7d']);
    expect(byQuery.map((row) => [row.status, row.total])).toEqual([['OPEN', 2_500]]);
    expect(await batches(['--status', 'OPEN'])).toEqual(byQuery);
    expect(await batches(['--query', `${byQuery[0]?.code.toLowerCase()} -status:open`])).toEqual([]);
    expect(await batches(['--query', 'amount>25'])).toEqual([]);
    const refused = await runOps(['payouts', 'list', ...kycShop, '--query', 'seller:AH-1'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'seller' is not a field of this list (character 1)");
  }, 60_000);

  it('refuses a query it cannot read in one line naming the character, exit 2, before asking the platform', async () => {
    const run = await runOps(['transactions', 'list', ...scope, '--query', 'type:REFUND created>-3x'], env);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "'-3x' is not a date (character 21); write it as 2026-01-31, today, -7d, -2w, -3m or -1y. " +
        'See ops transactions list --help\n',
    });
    const dutch = await runOps(['payout-requests', 'list', '--query', 'state:x'], { ...env, OPS_LANG: 'nl' });
    expect(dutch.code).toBe(2);
    expect(dutch.stderr).toContain("'state' is geen veld van deze lijst (teken 1)");
    const help = await runOps(['transactions', 'list', '--help'], env);
    expect(help.stdout).toContain('--query <text>');
  }, 60_000);
});

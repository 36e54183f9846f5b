import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountOwnerClient,
  createFundClient,
  createFundSplitsClient,
} from '../../packages/core/src/api/index.ts';
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

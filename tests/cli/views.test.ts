import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountOwnerClient,
  createFundClient,
  createInvoicingReportsClient,
  createSavedViewsClient,
} from '../../packages/core/src/api/index.ts';
import { bankStatementLines, payoutRequests } from '../../packages/platform/src/db/schema/index.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { importPspLines } from './psp-report-lines.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let folder: string;
/** Oscar (ops), who saves the view, and Tess (treasury), a colleague who opens it. */
let oscar: Record<string, string>;
let tess: Record<string, string>;
let scope: string[];
/** The sellers made through the platform, each with its open KYC check: Anna Visser, then Bram Visser. */
const kycSellers: string[] = [];
const viewName = 'Failed payouts this week';
const query = 'status:failed created>-7d';

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  const request = (code: string, status: 'FAILED' | 'WAITING', daysAgo: number) => ({
    code,
    merchantCode: shop.merchantCode,
    divisionCode: shop.divisionCode,
    accountHolderCode: shop.sellers[0] ?? '',
    virtualAccountCode: shop.sellerAccounts[0] ?? '',
    externalAccountCode: `EA-${shop.sellers[0]}`,
    iban: shop.ibans[0] ?? null,
    creditorName: 'Seller 1',
    amount: 1_000,
    sourceCurrency: 'EUR',
    targetCurrency: 'EUR',
    type: 'MANUAL' as const,
    status,
    failureReason: status === 'FAILED' ? 'Insufficient balance' : null,
    createdBy: opsEmail,
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
  });
  await kit.platform.database.transaction((tx) =>
    tx
      .insert(payoutRequests)
      .values([
        request('PR-VIEW-1', 'FAILED', 1),
        request('PR-VIEW-2', 'FAILED', 2),
        request('PR-VIEW-OLD', 'FAILED', 12),
        request('PR-VIEW-WAIT', 'WAITING', 1),
      ]),
  );
  await createSavedViewsClient(kit.api).createSavedView({
    body: { list: 'payoutRequests', name: viewName, ...shop, shared: true, state: { query } },
  });
  const [first = '', second = ''] = shop.sellerAccounts;
  await kit.deposit(second, 10_000);
  for (const [type, amount] of [
    ['VAT', 700],
    ['CORRECTION', 300],
    ['VAT', 200],
  ] as const) {
    await createFundClient(kit.api).createBalanceTransfer({
      body: { fromVirtualAccountCode: second, toVirtualAccountCode: first, amount, currency: 'EUR', type },
    });
  }
  const views = createSavedViewsClient(kit.api);
  await views.createSavedView({
    body: { list: 'balanceTransfers', name: 'VAT transfers', ...shop, shared: true, state: { query: 'type:vat' } },
  });
  // A view saved from an older link keeps the list's filter parameters instead of a query.
  await views.createSavedView({
    body: {
      list: 'balanceTransfers',
      name: 'Corrections',
      ...shop,
      shared: true,
      state: { filters: { type: 'CORRECTION' } },
    },
  });
  await views.createSavedView({
    body: { list: 'sellers', name: 'Sellers with money', ...shop, shared: true, state: { query: 'balance>=50' } },
  });
  // A sellers view saved from an older link: its search and status, and the list's switches, as parameters.
  await views.createSavedView({
    body: {
      list: 'sellers',
      name: 'Active with balance',
      ...shop,
      shared: true,
      state: { filters: { status: 'ACTIVE', hideNoBalance: 'true' } },
    },
  });
  await views.createSavedView({
    body: {
      list: 'activity',
      name: 'Transfers in the feed',
      ...shop,
      shared: true,
      state: { query: 'type:balanceTransfer' },
    },
  });
  // An activity view saved from an older link: the object's type as a filter parameter.
  await views.createSavedView({
    body: {
      list: 'activity',
      name: 'Transfers made',
      ...shop,
      shared: true,
      state: { filters: { entityType: 'balanceTransfer', action: 'createBalanceTransfer' } },
    },
  });
  const line = (code: string, status: 'FAILED' | 'RECONCILED', type: 'DEPOSIT' | 'CONFIRMED_TRANSACTION') => ({
    code,
    bankName: 'Sandbox Bank',
    status,
    type,
    amount: 100,
    currency: 'EUR',
    reference: code.replace('BL', 'PR'),
  });
  await kit.platform.database.transaction((tx) =>
    tx
      .insert(bankStatementLines)
      .values([
        line('BL-VIEW-1', 'FAILED', 'DEPOSIT'),
        line('BL-VIEW-2', 'FAILED', 'CONFIRMED_TRANSACTION'),
        line('BL-VIEW-3', 'RECONCILED', 'DEPOSIT'),
      ]),
  );
  await views.createSavedView({
    body: {
      list: 'bankLines',
      name: 'Failed view lines',
      shared: true,
      state: { query: 'status:failed reference:PR-VIEW*' },
    },
  });
  // A bank lines view saved from an older link: its status and type as parameters.
  await views.createSavedView({
    body: {
      list: 'bankLines',
      name: 'View deposits',
      shared: true,
      state: { filters: { type: 'DEPOSIT', status: 'RECONCILED' } },
    },
  });
  const reports = createInvoicingReportsClient(kit.api);
  const divisionParams = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
  for (const [type, body] of [
    ['ACCOUNT_STATEMENT', { from: '2026-01-01', to: '2026-01-31', virtualAccountCode: first }],
    ['FEES', { from: '2026-02-01', to: '2026-02-28', format: 'PDF' }],
    ['PAYOUTS', { from: '2026-03-01', to: '2026-03-31', virtualAccountCode: second }],
  ] as const) {
    await reports.requestReport({ params: { ...divisionParams, type }, body });
  }
  await views.createSavedView({
    body: { list: 'reports', name: 'PDF reports', ...shop, shared: true, state: { query: 'format:pdf' } },
  });
  // A reports view saved from an older link: its account and period as parameters.
  await views.createSavedView({
    body: { list: 'reports', name: 'First seller', ...shop, shared: true, state: { filters: { account: first } } },
  });
  for (const name of ['Anna Visser', 'Bram Visser']) {
    const seller = await createAccountOwnerClient(kit.api).createAccountHolder({
      params: { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode },
      body: { name, email: 'visser@example.com', legalForm: 'INDIVIDUAL' },
    });
    kycSellers.push(seller.code);
  }
  await views.createSavedView({
    body: { list: 'kycChecks', name: 'Anna’s check', ...shop, shared: true, state: { query: 'anna status:open' } },
  });
  // A KYC checks view saved from an older link: the queue's status and merchant as parameters.
  await views.createSavedView({
    body: {
      list: 'kycChecks',
      name: 'Open checks of the shop',
      shared: true,
      state: { filters: { status: 'OPEN', queueMerchant: shop.merchantCode } },
    },
  });
  // The shop's payout requests above are in no batch: one accepted request of 20.00 opens one
  // (the seller keeps more than the 50.00 the sellers view asks for).
  const accepted = await kit.payouts.createPayoutRequest({
    params: { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode },
    body: { virtualAccountCode: second, amountMode: 'PARTIAL', amount: 2_000 },
  });
  await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [accepted.code] } });
  await views.createSavedView({
    body: { list: 'payoutBatches', name: 'Large open batches', ...shop, shared: true, state: { query: 'amount>=20' } },
  });
  // A payout batches view saved from an older link: its status as a parameter.
  await views.createSavedView({
    body: {
      list: 'payoutBatches',
      name: 'Ready batches',
      ...shop,
      shared: true,
      state: { filters: { status: 'READY' } },
    },
  });
  await importPspLines(kit.api, shop, [
    ['Settled', 'PSP-VIEW-1', '10.00', '91'],
    ['Settled', 'PSP-VIEW-2', '20.00', '92'],
    ['Fee', '', '-1.00', '92'],
  ]);
  await views.createSavedView({
    body: { list: 'pspLines', name: 'Batch 92 lines', ...shop, shared: true, state: { query: 'batch:92' } },
  });
  // A PSP lines view saved from an older link: its status and type as parameters.
  await views.createSavedView({
    body: {
      list: 'pspLines',
      name: 'Unallocated settlements',
      ...shop,
      shared: true,
      state: { filters: { status: 'UNALLOCATED', type: 'SETTLEMENT' } },
    },
  });
  folder = mkdtempSync(join(tmpdir(), 'ops-views-'));
  oscar = await signedInEnv(kit.platform, folder);
  tess = { ...oscar, OPS_TOKEN: await kit.platform.tokenFor('treasury@sandbox.test', 'ops-cli') };
  scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The codes a payout request list prints as JSON, checked to have succeeded quietly. */
async function listedCodes(args: string[], env = tess) {
  const run = await runOps(['payout-requests', 'list', ...args, '--json', 'code,status'], env);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as { code: string }[]).map((row) => row.code).sort();
}

describe('saved views in the cli', () => {
  it('--view prints the rows of a colleague’s shared view, the same as its query, and a flag given wins', async () => {
    const byView = await listedCodes(['--view', viewName, ...scope]);
    expect(byView).toEqual(['PR-VIEW-1', 'PR-VIEW-2']);
    expect(await listedCodes(['--query', query, ...scope])).toEqual(byView);
    // Unbound, the view's own division is listed.
    expect(await listedCodes(['--view', viewName])).toEqual(byView);
    expect(await listedCodes(['--view', viewName, '--query', 'status:waiting', ...scope])).toEqual(['PR-VIEW-WAIT']);

    const missing = await runOps(['payout-requests', 'list', '--view', 'No such view', ...scope], tess);
    expect(missing).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'No saved view named “No such view” of the Payout requests list\n',
    });
  }, 60_000);

  it('--view on the balance transfers list: its query, or its filters as flags, and a flag given wins', async () => {
    const amounts = async (args: string[]) => {
      const run = await runOps(['balance-transfers', 'list', ...args, '--json', 'amount'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { amount: number }[]).map((row) => row.amount);
    };
    const byView = await amounts(['--view', 'VAT transfers']);
    expect(byView).toEqual([200, 700]);
    expect(await amounts(['--type', 'VAT', ...scope])).toEqual(byView);
    expect(await amounts(['--view', 'VAT transfers', '--query', 'amount<5'])).toEqual([200, 300]);
    expect(await amounts(['--view', 'Corrections'])).toEqual([300]);
  }, 60_000);

  it('--view on the sellers list: its query, or its filters and switches as flags, and a flag given wins', async () => {
    const codes = async (args: string[]) => {
      const run = await runOps(['sellers', 'list', ...args, '--json', 'code'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { code: string }[]).map((row) => row.code);
    };
    const byView = await codes(['--view', 'Sellers with money']);
    expect(byView.length).toBeGreaterThan(0);
    expect(await codes(['--query', 'balance>=50', ...scope])).toEqual(byView);
    const poorer = await codes(['--view', 'Sellers with money', '--query', 'balance<50']);
    expect(poorer).toEqual(await codes(['--query', 'balance<50', ...scope]));
    expect(poorer).not.toEqual(byView);
    const older = await codes(['--view', 'Active with balance']);
    expect(older.length).toBeGreaterThan(0);
    expect(await codes(['--status', 'ACTIVE', '--hide-no-balance', ...scope])).toEqual(older);
  }, 60_000);

  it('--view on the activity feed: its query, or its filters as flags, and a flag given wins', async () => {
    const objects = async (args: string[]) => {
      const run = await runOps(['activity', 'list', ...args, '--jsonl'], tess);
      expect(run.stderr).toBe('');
      return run.stdout
        .trimEnd()
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { entityId: string }).entityId);
    };
    const byView = await objects(['--view', 'Transfers in the feed']);
    expect(byView).toHaveLength(3);
    expect(await objects(['--entity-type', 'balanceTransfer', ...scope])).toEqual(byView);
    expect(await objects(['--view', 'Transfers made'])).toEqual(byView);
    const [newest = ''] = byView;
    expect(await objects(['--view', 'Transfers in the feed', '--query', `object:${newest}`])).toEqual([newest]);
  }, 60_000);

  it('--view on the bank lines list: its query, or its filters as flags, and a flag given wins', async () => {
    const codes = async (args: string[]) => {
      const run = await runOps(['bank-lines', 'list', ...args, '--json', 'code'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { code: string }[])
        .map((row) => row.code)
        .filter((code) => code.startsWith('BL-VIEW'));
    };
    expect(await codes(['--view', 'Failed view lines'])).toEqual(['BL-VIEW-2', 'BL-VIEW-1']);
    expect(await codes(['--view', 'View deposits'])).toEqual(['BL-VIEW-3']);
    expect(await codes(['--view', 'View deposits', '--status', 'FAILED'])).toEqual(['BL-VIEW-1']);
    expect(await codes(['--view', 'Failed view lines', '--query', 'type:deposit'])).toEqual(['BL-VIEW-3', 'BL-VIEW-1']);
  }, 60_000);

  it('--view on the PSP lines list: its query, or its filters as flags, and a flag given wins', async () => {
    const references = async (args: string[]) => {
      const run = await runOps(['psp-reports', 'list', ...args, '--json', 'pspReference,status'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { pspReference: string | null }[]).map((row) => row.pspReference);
    };
    expect(await references(['--view', 'Batch 92 lines'])).toEqual([null, 'PSP-VIEW-2']);
    expect(await references(['--view', 'Unallocated settlements'])).toEqual(['PSP-VIEW-2', 'PSP-VIEW-1']);
    expect(await references(['--view', 'Unallocated settlements', '--status', 'PARSED', '--type', 'UNKNOWN'])).toEqual([
      null,
    ]);
    expect(await references(['--view', 'Batch 92 lines', '--query', 'amount<0'])).toEqual([null]);
  }, 60_000);

  it('--view on the reports list: its query, or its filters as flags, and a flag given wins', async () => {
    const types = async (args: string[]) => {
      const run = await runOps(['reports', 'list', ...args, '--json', 'type'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { type: string }[]).map((row) => row.type);
    };
    const byView = await types(['--view', 'PDF reports']);
    expect(byView).toEqual(['FEES']);
    expect(await types(['--query', 'format:pdf', ...scope])).toEqual(byView);
    expect(await types(['--view', 'PDF reports', '--query', 'period>=2026-02-15'])).toEqual(['PAYOUTS', 'FEES']);
    expect(await types(['--view', 'First seller'])).toEqual(['ACCOUNT_STATEMENT']);
  }, 60_000);

  it('--view on the KYC checks list: its query, or its filters as flags, and a flag given wins', async () => {
    const sellers = async (args: string[]) => {
      const run = await runOps(['kyc-checks', 'list', ...args, '--json', 'accountHolderCode'], oscar);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { accountHolderCode: string }[]).map((row) => row.accountHolderCode);
    };
    expect(await sellers(['--view', 'Anna’s check'])).toEqual(kycSellers.slice(0, 1));
    expect(await sellers(['--view', 'Anna’s check', '--query', 'visser'])).toEqual(kycSellers);
    expect(await sellers(['--view', 'Open checks of the shop'])).toEqual(kycSellers);
    expect(await sellers(['--view', 'Open checks of the shop', '--status', 'DONE'])).toEqual([]);
  }, 60_000);

  it('--view on the payout batches list: its query, or its filters as flags, and a flag given wins', async () => {
    const totals = async (args: string[]) => {
      const run = await runOps(['payouts', 'list', ...args, '--json', 'total'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { total: number }[]).map((row) => row.total);
    };
    expect(await totals(['--view', 'Large open batches'])).toEqual([2_000]);
    expect(await totals(['--view', 'Large open batches', '--query', 'amount>20'])).toEqual([]);
    expect(await totals(['--view', 'Ready batches'])).toEqual([]);
    expect(await totals(['--view', 'Ready batches', '--status', 'OPEN'])).toEqual([2_000]);
  }, 60_000);

  it('ops views list and show say what each view is and what it restores', async () => {
    const listed = await runOps(
      ['views', 'list', '--list', 'payoutRequests', '--json', 'name,owner,shared,query'],
      tess,
    );
    expect(listed.stderr).toBe('');
    expect(JSON.parse(listed.stdout)).toEqual([{ name: viewName, owner: opsEmail, shared: true, query }]);

    const shown = await runOps(['views', 'show', viewName], tess);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(viewName);
    expect(shown.stdout).toContain(query);
    expect(shown.stdout).toContain(`${shop.merchantCode}/${shop.divisionCode}`);

    const wrongList = await runOps(['views', 'list', '--list', 'payouts'], tess);
    expect(wrongList.code).toBe(2);
    expect(wrongList.stderr).toContain('Unknown list payouts; the lists are sellers, kycChecks, transactions');
  }, 60_000);

  it('ops views delete asks first, prints with --dry-run, refuses a colleague and deletes the owner’s view', async () => {
    const piped = await runOps(['views', 'delete', viewName], oscar);
    expect(piped.code).toBe(1);
    expect(piped.stderr).toContain('add --yes');

    const dry = await runOps(['views', 'delete', viewName, '--dry-run'], oscar);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`Name: ${viewName}`);
    expect(dry.stdout).toMatch(/DELETE .*views\/api\/v1\/views\/\d+/);

    const colleague = await runOps(['views', 'delete', viewName, '--yes'], tess);
    expect(colleague.code).toBe(1);
    expect(colleague.stderr).toContain(`Only the owner of this view (${opsEmail}) can change or delete it`);
    expect(await listedCodes(['--view', viewName, ...scope])).toEqual(['PR-VIEW-1', 'PR-VIEW-2']);

    const deleted = await runOps(['views', 'delete', viewName, '--yes'], oscar);
    expect(deleted).toMatchObject({ code: 0, stdout: `Deleted the view “${viewName}” of the Payout requests list\n` });
    const gone = await runOps(['payout-requests', 'list', '--view', viewName, ...scope], tess);
    expect(gone.code).toBe(1);
  }, 60_000);
});

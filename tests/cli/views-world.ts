// The rows and saved views `views.test.ts` opens from the CLI: a shop of two sellers with payout requests, transfers,
// KYC checks, a payout batch, bank lines (and one of another division), PSP lines and reports, and a view of each list (from a query, and from an older
// link's filters) saved by Oscar and shared with Tess.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { importPspLines } from './psp-report-lines.ts';
import { signedInEnv } from './run-ops.ts';

export const viewName = 'Failed payouts this week';
export const query = 'status:failed created>-7d';

export interface ViewsWorld {
  kit: PayoutTestKit;
  shop: PayoutDivision;
  folder: string;
  /** Oscar (ops), who saves the views, and Tess (treasury), a colleague who opens them. */
  oscar: Record<string, string>;
  tess: Record<string, string>;
  scope: string[];
  /** The sellers made through the platform, each with its open KYC check: Anna Visser, then Bram Visser. */
  kycSellers: string[];
}

export async function startViewsWorld(): Promise<ViewsWorld> {
  const kycSellers: string[] = [];
  const kit = await startPayoutTest();
  const shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
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
  // The shop's lines are its by the account they were allocated to; BL-VIEW-4 is another division's.
  const line = (code: string, status: 'FAILED' | 'RECONCILED', type: 'DEPOSIT' | 'CONFIRMED_TRANSACTION') => ({
    code,
    bankName: 'Sandbox Bank',
    status,
    type,
    amount: 100,
    currency: 'EUR',
    reference: code.replace('BL', 'PR'),
    virtualAccountCode: first,
  });
  const elsewhere = await kit.division({ sellers: 1 });
  await kit.platform.database.transaction((tx) =>
    tx
      .insert(bankStatementLines)
      .values([
        line('BL-VIEW-1', 'FAILED', 'DEPOSIT'),
        line('BL-VIEW-2', 'FAILED', 'CONFIRMED_TRANSACTION'),
        line('BL-VIEW-3', 'RECONCILED', 'DEPOSIT'),
        { ...line('BL-VIEW-4', 'FAILED', 'DEPOSIT'), virtualAccountCode: elsewhere.sellerAccounts[0] ?? '' },
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
  const folder = mkdtempSync(join(tmpdir(), 'ops-views-'));
  const oscar = await signedInEnv(kit.platform, folder);
  const tess = { ...oscar, OPS_TOKEN: await kit.platform.tokenFor('treasury@sandbox.test', 'ops-cli') };
  const scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
  return { kit, shop, folder, oscar, tess, scope, kycSellers };
}

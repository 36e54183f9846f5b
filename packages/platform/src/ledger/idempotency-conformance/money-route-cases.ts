import { randomBytes } from 'node:crypto';
import {
  createFundSplitsClient,
  createInsightsBalancesClient,
  createInvoicingBillingClient,
  createPspAdapterClient,
  type FundSplitsClient,
} from '@ops/core/api';
import type { CreateSplitPaymentBody } from '@ops/core/contract';
import type { PayoutDivision, PayoutTestKit } from '../../services/fund/payouts/testing/payout-test-kit.ts';
import { opsEmail } from '../../services/fund/payouts/testing/payout-test-kit.ts';
import { billedDivision, sampleTerms } from '../../services/invoicing/testing/invoicing-test-kit.ts';
import { csvFile, reportOf } from '../../services/psp-adapter/testing/psp-test-kit.ts';
import { bookedLines, today } from '../../services/reconciliation/workbench/testing/workbench-kit.ts';
import type { ConformanceCall } from './conformance-call.ts';

/** Makes the state a valid call of one money-moving route needs, afresh each time, and answers that call. */
export type MoneyRouteCase = (kit: PayoutTestKit) => Promise<ConformanceCall>;

const divisionOf = (shop: PayoutDivision) => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
const first = (codes: string[]) => codes[0] ?? '';

/** A division of `sellers` active sellers with an IBAN each, every seller account holding 1,000. */
async function fundedShop(kit: PayoutTestKit, sellers = 1, ibanEndings?: string[]) {
  const shop = await kit.division({ sellers, ibanEndings, balanceTransfersEnabled: true });
  for (const account of shop.sellerAccounts) await kit.deposit(account, 1_000);
  return shop;
}

function paymentBody(shop: PayoutDivision): CreateSplitPaymentBody {
  return {
    merchantCode: shop.merchantCode,
    divisionCode: shop.divisionCode,
    psp: 'ADYEN',
    pspReference: `PSP-${randomBytes(4).toString('hex').toUpperCase()}`,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    totalAmount: 1_000,
    sellers: [
      { sellerCode: first(shop.sellers), amount: 1_000, itemGroups: [{ productItemAmount: 1_000, commission: 0 }] },
    ],
  };
}

async function paidShop(kit: PayoutTestKit) {
  const shop = await fundedShop(kit);
  const splits = createFundSplitsClient(kit.api);
  const payment = await splits.createSplitPayment({ body: paymentBody(shop) });
  return { shop, splits, payment };
}

async function refunded(splits: FundSplitsClient, shop: PayoutDivision, paymentCode: string) {
  return splits.createSplitRefund({
    body: { paymentCode, totalAmount: 100, sellers: [{ sellerCode: first(shop.sellers), amount: 100 }] },
  });
}

async function waitingRequests(kit: PayoutTestKit, shop: PayoutDivision) {
  const codes: string[] = [];
  for (const virtualAccountCode of shop.sellerAccounts) {
    const request = await kit.payouts.createPayoutRequest({ params: divisionOf(shop), body: { virtualAccountCode } });
    codes.push(request.code);
  }
  return codes;
}

async function openBatch(kit: PayoutTestKit, sellers = 1, ibanEndings?: string[]) {
  const shop = await fundedShop(kit, sellers, ibanEndings);
  const codes = await waitingRequests(kit, shop);
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  return { shop, codes, payoutCode: report.items[0]?.payoutCode ?? '' };
}

async function instructedBatch(kit: PayoutTestKit, ibanEndings?: string[]) {
  const batch = await openBatch(kit, 1, ibanEndings);
  const params = { ...divisionOf(batch.shop), payoutCode: batch.payoutCode };
  await kit.payouts.approvePayout({ params: { ...params, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params });
  return batch;
}

/** A statement line whose reference the sandbox bank cut short ('9999'): it matches no request, so it FAILED. */
async function failedBankLine(kit: PayoutTestKit) {
  const batch = await instructedBatch(kit, ['9999']);
  await kit.importSandboxStatement(batch.payoutCode);
  const lines = await kit.reconciliation.listBankStatementsInfo({ query: { payoutCode: batch.payoutCode } });
  const line = lines.elements.find((item) => item.status === 'FAILED');
  if (!line) throw new Error(`no failed line for ${batch.payoutCode}`);
  return { bankLineCode: line.code, payoutRequestCode: first(batch.codes) };
}

/** An instructed batch of one 10.00 item and a statement line of 10.00 that names neither: a workbench match. */
async function workbenchMatch(kit: PayoutTestKit) {
  const batch = await instructedBatch(kit);
  const [bankLineCode = ''] = await bookedLines(kit, [{ amount: 1_000, bookingDate: today() }]);
  return {
    params: divisionOf(batch.shop),
    body: { bankLineCodes: [bankLineCode], candidates: [{ kind: 'batch' as const, code: batch.payoutCode }] },
    bankLineCode,
  };
}

/** A payment of 10.00 and a PSP report item of 10.00 that names another reference: a workbench match. */
async function workbenchPspMatch(kit: PayoutTestKit) {
  const { shop, payment } = await paidShop(kit);
  const psp = createPspAdapterClient(kit.api);
  const params = divisionOf(shop);
  const merchantAccount = `${shop.divisionCode}-ACCOUNT`;
  const integration = await psp.createPspIntegration({ params, body: { provider: 'ADYEN', merchantAccount } });
  const report = reportOf([
    {
      merchantAccount,
      pspReference: `LOST-${payment.code}`,
      type: 'Settled',
      grossCurrency: 'EUR',
      grossCredit: '10.00',
      netCurrency: 'EUR',
      netCredit: '10.00',
      commission: '0.00',
      batchNumber: '1',
      bookingDate: today(),
    },
  ]);
  const imported = await psp.importPspSettlement({
    params: { ...params, integrationCode: integration.code },
    body: { file: csvFile(report) },
  });
  const items = await psp.searchPspReports({ body: { filter: { executionId: imported.executionId } }, query: {} });
  const reportItemCode = items.elements[0]?.code ?? '';
  return { psp, params, body: { reportItemCodes: [reportItemCode], splitCodes: [payment.code] }, reportItemCode };
}

/**
 * One case per money-moving route of the contract (`idempotent: true`), by route id. The suite fails for a route
 * of the contract without a case here, so a new money route is covered when it is added.
 */
export const moneyRouteCases: Readonly<Record<string, MoneyRouteCase>> = {
  async createBalanceTransfer(kit) {
    const shop = await fundedShop(kit, 2);
    const [fromVirtualAccountCode = '', toVirtualAccountCode = ''] = shop.sellerAccounts;
    return { body: { fromVirtualAccountCode, toVirtualAccountCode, amount: 100, currency: 'EUR', type: 'CORRECTION' } };
  },
  async createSplitPayment(kit) {
    return { body: paymentBody(await fundedShop(kit)) };
  },
  async cancelSplitPayment(kit) {
    const { payment } = await paidShop(kit);
    return { params: { splitCode: payment.code } };
  },
  async reconcileSplitPayment(kit) {
    const { payment } = await paidShop(kit);
    return { params: { splitCode: payment.code }, body: {} };
  },
  async createSplitRefund(kit) {
    const { shop, payment } = await paidShop(kit);
    return {
      body: {
        paymentCode: payment.code,
        totalAmount: 100,
        sellers: [{ sellerCode: first(shop.sellers), amount: 100 }],
      },
    };
  },
  async cancelSplitRefund(kit) {
    const { shop, splits, payment } = await paidShop(kit);
    return { params: { splitCode: (await refunded(splits, shop, payment.code)).code } };
  },
  async reconcileSplitRefund(kit) {
    const { shop, splits, payment } = await paidShop(kit);
    return { params: { splitCode: (await refunded(splits, shop, payment.code)).code }, body: {} };
  },
  async createPayoutRequest(kit) {
    const shop = await fundedShop(kit);
    return { params: divisionOf(shop), body: { virtualAccountCode: first(shop.sellerAccounts) } };
  },
  async createOwnPayoutRequest(kit) {
    // Only the provider's own account may call it: for ops staff it is a refusal, kept as the key's first answer.
    const shop = await fundedShop(kit);
    return { params: divisionOf(shop), body: { amountMode: 'COMPLETE' }, answers: 403 };
  },
  async triggerScheduledPayout(kit) {
    const shop = await fundedShop(kit);
    return { params: { ...divisionOf(shop), virtualAccountCode: first(shop.sellerAccounts) } };
  },
  async processPayoutRequests(kit) {
    const shop = await fundedShop(kit);
    return { body: { payoutRequestCodes: await waitingRequests(kit, shop) } };
  },
  async processDivisionPayoutRequests(kit) {
    const shop = await fundedShop(kit);
    await waitingRequests(kit, shop);
    return { params: divisionOf(shop) };
  },
  async cancelPayout(kit) {
    const { shop, payoutCode } = await openBatch(kit);
    return { params: { ...divisionOf(shop), payoutCode }, scope: divisionOf(shop) };
  },
  async cancelPayoutItem(kit) {
    const { shop, codes, payoutCode } = await openBatch(kit, 2);
    return { params: { ...divisionOf(shop), payoutCode, payoutRequestCode: codes[1] ?? '' } };
  },
  async instructPayout(kit) {
    const { shop, payoutCode } = await openBatch(kit);
    const params = { ...divisionOf(shop), payoutCode };
    await kit.payouts.approvePayout({ params: { ...params, approverEmail: opsEmail } });
    return { params };
  },
  async returnPayoutRequest(kit) {
    const { shop, codes, payoutCode } = await instructedBatch(kit);
    await kit.importSandboxStatement(payoutCode);
    return { params: { ...divisionOf(shop), payoutRequestCode: first(codes) }, body: {} };
  },
  async allocateBankLine(kit) {
    const { bankLineCode } = await failedBankLine(kit);
    return { body: { bankLineCode } };
  },
  async matchBankLines(kit) {
    const { params, body } = await workbenchMatch(kit);
    return { params, body };
  },
  async unmatchBankLines(kit) {
    const { params, body, bankLineCode } = await workbenchMatch(kit);
    await kit.reconciliation.matchBankLines({ params, body });
    return { params: { ...params, bankLineCode }, body: { reason: 'Matched to the wrong batch' } };
  },
  async matchPspReportItems(kit) {
    const { params, body } = await workbenchPspMatch(kit);
    return { params, body };
  },
  async unmatchPspReportItems(kit) {
    const { psp, params, body, reportItemCode } = await workbenchPspMatch(kit);
    await psp.matchPspReportItems({ params, body });
    return { params: { ...params, reportItemCode }, body: { reason: 'Matched to the wrong payment' } };
  },
  async confirmPayoutBankLine(kit) {
    const { bankLineCode, payoutRequestCode } = await failedBankLine(kit);
    return { params: { bankLineCode }, query: { payout_code: payoutRequestCode } };
  },
  async createInvoice(kit) {
    const invoicing = {
      platform: kit.platform,
      billing: createInvoicingBillingClient(kit.api),
      insights: createInsightsBalancesClient(kit.api),
      close: () => kit.close(),
    };
    const today = new Date().toISOString().slice(0, 10);
    const billed = async () => {
      const { address } = await billedDivision(invoicing, {
        incomeDeposit: 100_000,
        settlements: [[new Date(), 20_000]],
      });
      await invoicing.billing.createFeeContract({ params: address, body: { ...sampleTerms, status: 'ACTIVE' } });
      return { params: address, body: { from: today, to: today } };
    };
    // The platform's own billing accounts come with its first invoice ever: one is made first, so a case's call
    // adds what any invoice adds.
    await invoicing.billing.createInvoice(await billed());
    return billed();
  },
};

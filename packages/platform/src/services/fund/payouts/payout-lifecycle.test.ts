import type { FundPayoutRequest } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../testing/fund-test-kit.ts';
import { painSchemaErrors } from './testing/pain-schema.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from './testing/payout-test-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
/** One request per seller: paid, bounced (IBAN ending 0000), paid with a truncated reference (ending 9999). */
const requests: FundPayoutRequest[] = [];
let payoutCode = '';

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const request = (index: number) => requests[index] ?? ({} as FundPayoutRequest);
const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 3, ibanEndings: ['', '0000', '9999'] });
  for (const account of shop.sellerAccounts) await kit.deposit(account, 10_000);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('a payout from request to bank statement', () => {
  it('creates waiting requests that leave the balances unchanged', async () => {
    const asks = [
      { virtualAccountCode: seller(0), amountMode: 'PARTIAL' as const, amount: 2_500, description: 'March payout' },
      { virtualAccountCode: seller(1), amountMode: 'COMPLETE' as const },
      { virtualAccountCode: seller(2), amountMode: 'PARTIAL' as const, amount: 3_000 },
    ];
    for (const body of asks) {
      requests.push(
        await kit.payouts.createPayoutRequest({ params: division(), body, idempotencyKey: crypto.randomUUID() }),
      );
    }
    expect(request(0)).toMatchObject({
      code: expect.stringMatching(/^PR-/),
      accountHolderCode: shop.sellers[0],
      accountHolderName: 'Seller 1',
      virtualAccountCode: seller(0),
      iban: shop.ibans[0],
      amount: 2_500,
      sourceCurrency: 'EUR',
      targetCurrency: 'EUR',
      status: 'WAITING',
      type: 'MANUAL',
      description: 'March payout',
      createdBy: opsEmail,
      payoutCode: null,
      processedAt: null,
    });
    expect(request(1).amount).toBe(10_000);
    for (const account of shop.sellerAccounts) {
      expect(await kit.balancesOf(account)).toEqual({ confirmed: 10_000, pending: 0, payout: 0 });
    }
    const [event] = await kit.auditOf('payoutRequest', request(0).code);
    expect(event).toMatchObject({ actor: opsEmail, action: 'createPayoutRequest', before: null, after: request(0) });
  });

  it('processes them: each is accepted, its amount moves to the payout balance, and all join one open batch', async () => {
    const report = await kit.payouts.processPayoutRequests({
      body: { payoutRequestCodes: [...requests.map((item) => item.code), 'PR-UNKNOWN'] },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(report).toMatchObject({ total: 4, accepted: 3, failed: 1, skipped: 0, readyPayoutCodes: [] });
    expect(report.items.at(-1)).toEqual({
      code: 'PR-UNKNOWN',
      outcome: 'NOT_FOUND',
      status: null,
      reason: 'No payout request PR-UNKNOWN',
      payoutCode: null,
    });
    payoutCode = report.items[0]?.payoutCode ?? '';
    expect(new Set(report.items.slice(0, 3).map((item) => item.payoutCode))).toEqual(new Set([payoutCode]));
    expect(await kit.balancesOf(seller(0))).toEqual({ confirmed: 7_500, pending: 0, payout: 2_500 });
    expect(await kit.balancesOf(seller(1))).toEqual({ confirmed: 0, pending: 0, payout: 10_000 });
    const [batch] = (await kit.payouts.listDivisionPayouts({ params: division() })).elements;
    expect(batch).toMatchObject({
      code: payoutCode,
      status: 'OPEN',
      itemCount: 3,
      sellerCount: 3,
      totalAmount: 15_500,
      currency: 'EUR',
      merchantCode: shop.merchantCode,
    });
    await kit.assertLedger();
  });

  it('approves the batch in the approver’s name, then instructs it and keeps the SEPA file', async () => {
    const approved = await kit.payouts.approvePayout({
      params: { ...division(), payoutCode, approverEmail: opsEmail },
    });
    expect(approved).toMatchObject({ status: 'APPROVED', approvedBy: opsEmail, instructedAt: null });
    expect(Date.now() - Date.parse(approved.approvedAt ?? '')).toBeLessThan(60_000);
    const instructed = await kit.payouts.instructPayout({
      params: { ...division(), payoutCode },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(instructed).toMatchObject({ status: 'IN_PROGRESS', instructedBy: opsEmail });
    const file = await kit.payouts.downloadPayoutSepaXml({ params: { ...division(), payoutCode } });
    expect(file.name).toBe(`${payoutCode}.xml`);
    const xml = await file.text();
    expect(await painSchemaErrors(xml)).toEqual([]);
    expect(xml.match(/<NbOfTxs>3<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>155.00<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain(`<EndToEndId>${request(0).code}</EndToEndId>`);
    expect(xml).toContain('<Ustrd>March payout</Ustrd>');
    const again = await kit.payouts.downloadPayoutSepaXml({ params: { ...division(), payoutCode } });
    expect(await again.text()).toBe(xml);
  });

  it('answers with a camt.053 statement whose import pays, returns or fails each item', async () => {
    const imported = await kit.importSandboxStatement(payoutCode);
    expect(imported).toMatchObject({
      statementCount: 1,
      entryCount: 3,
      newLineCount: 3,
      alreadyImported: false,
      statuses: { RECONCILED: 2, FAILED: 1 },
    });
    const lines = (await kit.reconciliation.listBankStatementsInfo({ query: { payoutCode } })).elements;
    const byRequest = (code: string) => lines.find((line) => line.reference === code);
    expect(byRequest(request(0).code)).toMatchObject({
      status: 'RECONCILED',
      type: 'CONFIRMED_TRANSACTION',
      creditDebit: 'DBIT',
      payoutRequestCode: request(0).code,
      rawData: expect.stringContaining(`<EndToEndId>${request(0).code}</EndToEndId>`),
    });
    expect(byRequest(request(1).code)).toMatchObject({
      status: 'RECONCILED',
      type: 'RETURNED_TRANSACTION',
      creditDebit: 'CRDT',
    });
    const truncated = lines.find((line) => line.status === 'FAILED');
    expect(truncated).toMatchObject({
      reference: request(2).code.slice(0, 8),
      payoutRequestCode: null,
      failureReason: `No payout request matches reference ${request(2).code.slice(0, 8)}`,
    });
    const [during] = (await kit.payouts.listDivisionPayouts({ params: division() })).elements;
    expect(during).toMatchObject({ status: 'IN_PROGRESS', processedCount: 1, returnedCount: 1 });
    expect(await kit.balancesOf(seller(0))).toEqual({ confirmed: 7_500, pending: 0, payout: 0 });
    expect(await kit.balancesOf(seller(1))).toEqual({ confirmed: 10_000, pending: 0, payout: 0 });
    expect(await kit.balancesOf(seller(2))).toEqual({ confirmed: 7_000, pending: 0, payout: 3_000 });
    expect(await kit.importSandboxStatement(payoutCode)).toMatchObject({ ...imported, alreadyImported: true });

    const refused = await failureOf(
      kit.payouts.confirmPayoutBankLine({
        params: { bankLineCode: truncated?.code ?? '' },
        query: { payout_code: request(0).code },
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      error: { message: expect.stringMatching(/^Linking by hand is only/) },
    });
    const linked = await kit.payouts.confirmPayoutBankLine({
      params: { bankLineCode: truncated?.code ?? '' },
      query: { payout_code: request(2).code },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(linked).toMatchObject({ status: 'RECONCILED', payoutRequestCode: request(2).code, allocatedBy: opsEmail });
    expect(await kit.balancesOf(seller(2))).toEqual({ confirmed: 7_000, pending: 0, payout: 0 });
    const [batch] = (await kit.payouts.listDivisionPayouts({ params: division() })).elements;
    expect(batch).toMatchObject({ status: 'PARTIALLY_FAILED', processedCount: 2, returnedCount: 1 });
    await kit.assertLedger();
  });

  it('regenerates the returned request as a new waiting one (bounceback)', async () => {
    const statuses = async () =>
      Object.fromEntries(
        (await kit.payouts.listDivisionPayoutRequests({ params: division(), query: { limit: 100 } })).elements.map(
          (item) => [item.code, item.status],
        ),
      );
    expect(await statuses()).toEqual({
      [request(0).code]: 'PROCESSED',
      [request(1).code]: 'RETURNED',
      [request(2).code]: 'PROCESSED',
    });
    const report = await kit.payouts.regenerateDivisionPayoutRequests({ params: division() });
    expect(report).toEqual({ regenerated: 1, elements: [{ returnedCode: request(1).code, code: expect.any(String) }] });
    const regenerated = report.elements[0]?.code ?? '';
    expect(await statuses()).toMatchObject({ [request(1).code]: 'REGENERATED', [regenerated]: 'WAITING' });
    const again = await kit.payouts.regenerateDivisionPayoutRequests({ params: division() });
    expect(again).toEqual({ regenerated: 0, elements: [] });
    const overview = await kit.insights.getPayoutRequestOverview({
      params: { ...division(), payoutRequestCode: request(1).code },
    });
    expect(overview).toMatchObject({
      status: 'FAILED',
      regeneratedAs: regenerated,
      payoutRequest: { status: 'REGENERATED', failureReason: 'Returned by the bank' },
      payout: { code: payoutCode, status: 'PARTIALLY_FAILED' },
      virtualAccount: { code: seller(1), confirmedBalance: 10_000, payoutBalance: 0 },
      bankLines: [{ type: 'RETURNED_TRANSACTION', status: 'RECONCILED' }],
    });
    const details = await kit.insights.getPayoutRequestDetails({
      params: { ...division(), payoutRequestCode: request(1).code },
      body: { page: 0, limit: 25 },
    });
    expect(
      details.elements.map((mutation) => [mutation.type, mutation.confirmedChange, mutation.payoutChange]),
    ).toEqual([
      ['PAYOUT', -10_000, 10_000],
      ['PAYOUT_RETURN', 10_000, -10_000],
    ]);
    await kit.assertLedger();
  });
});

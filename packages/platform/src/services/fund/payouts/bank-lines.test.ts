import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../testing/fund-test-kit.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from './testing/payout-test-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let payoutCode = '';

const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

beforeAll(async () => {
  kit = await startPayoutTest();
  // The second seller's IBAN ends in 9999: the sandbox bank truncates its reference.
  shop = await kit.division({ sellers: 2, ibanEndings: ['', '9999'] });
  const codes: string[] = [];
  for (const account of shop.sellerAccounts) {
    await kit.deposit(account, 1_000);
    const request = await kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: account },
    });
    codes.push(request.code);
  }
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  payoutCode = report.items[0]?.payoutCode ?? '';
  await kit.payouts.approvePayout({ params: { ...division(), payoutCode, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params: { ...division(), payoutCode } });
  await kit.importSandboxStatement(payoutCode);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const linesOf = async () => (await kit.reconciliation.listBankStatementsInfo({ query: { payoutCode } })).elements;

describe('allocating bank statement lines', () => {
  it('reconciles a line at import; a new allocation of it is refused', async () => {
    const line = (await linesOf()).find((item) => (item.reference ?? '').length > 8);
    const bankLineCode = line?.code ?? '';
    expect(line).toMatchObject({
      status: 'RECONCILED',
      payoutRequestCode: line?.reference,
      amount: 1_000,
      currency: 'EUR',
      allocatedBy: opsEmail,
      payoutCode,
      merchantName: expect.any(String),
      reconciledTransactions: 1,
    });
    expect(await failureOf(kit.payouts.allocateBankLine({ body: { bankLineCode } }))).toMatchObject({
      status: 409,
      error: { message: `Bank statement line ${bankLineCode} is already reconciled` },
    });
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toEqual({ confirmed: 0, pending: 0, payout: 0 });
    const [event] = await kit.auditOf('bankStatementLine', bankLineCode);
    expect(event).toMatchObject({
      action: 'importBankStatement',
      // The line is written once, with its outcome: there was no line before.
      before: null,
      after: { status: 'RECONCILED', allocatedBy: expect.any(String) },
    });
  });

  it('fails a line whose reference matches no payout request, moving nothing, until it is linked by hand', async () => {
    const line = (await linesOf()).find((item) => item.reference?.length === 8);
    const bankLineCode = line?.code ?? '';
    expect(line).toMatchObject({ status: 'FAILED', payoutRequestCode: null });
    const idempotencyKey = crypto.randomUUID();
    const failed = await kit.payouts.allocateBankLine({ body: { bankLineCode }, idempotencyKey });
    expect(failed).toMatchObject({ status: 'FAILED', payoutRequestCode: null });
    expect(await kit.payouts.allocateBankLine({ body: { bankLineCode }, idempotencyKey })).toEqual(failed);
    expect(await kit.balancesOf(shop.sellerAccounts[1] ?? '')).toEqual({ confirmed: 0, pending: 0, payout: 1_000 });
    const [request] = (await kit.payouts.listPayoutRequests({ query: { accountHolderCode: shop.sellers[1] } }))
      .elements;
    const notTheStart = await failureOf(
      kit.payouts.confirmPayoutBankLine({ params: { bankLineCode }, query: { payout_code: `X${request?.code}` } }),
    );
    expect(notTheStart.status).toBe(409);
    const linked = await kit.payouts.confirmPayoutBankLine({
      params: { bankLineCode },
      query: { payout_code: request?.code ?? '' },
    });
    expect(linked).toMatchObject({ status: 'RECONCILED', payoutRequestCode: request?.code, failureReason: null });
    expect(await kit.balancesOf(shop.sellerAccounts[1] ?? '')).toEqual({ confirmed: 0, pending: 0, payout: 0 });
    const [batch] = (await kit.payouts.listDivisionPayouts({ params: division() })).elements;
    expect(batch?.status).toBe('COMPLETE');
    await kit.assertLedger();
  });

  it('answers 404 for an unknown line, and refuses the sandbox statement of a batch not yet instructed', async () => {
    expect((await failureOf(kit.payouts.allocateBankLine({ body: { bankLineCode: 'BL-NOPE' } }))).status).toBe(404);
    const request = await kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: shop.sellerAccounts[0] ?? '', amountMode: 'PARTIAL', amount: 1 },
    });
    await kit.deposit(shop.sellerAccounts[0] ?? '', 1);
    const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [request.code] } });
    const failure = await failureOf(
      kit.payouts.sandboxBankStatement({ params: { payoutCode: report.items[0]?.payoutCode ?? '' } }),
    );
    expect(failure).toMatchObject({
      status: 409,
      error: { message: 'The sandbox bank sends a statement only for an instructed batch; this one is OPEN' },
    });
  });
});

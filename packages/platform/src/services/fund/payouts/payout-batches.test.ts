import type { PayoutBatch } from '@ops/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

/** Accepted requests of the given amounts from seller 1 and 2 in turn, in a new open batch. */
async function openBatch(...amounts: number[]): Promise<{ batch: PayoutBatch; codes: string[] }> {
  const codes: string[] = [];
  for (const [index, amount] of amounts.entries()) {
    const request = await kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: seller(index % 2), amountMode: 'PARTIAL', amount },
    });
    codes.push(request.code);
  }
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  const payoutCode = report.items[0]?.payoutCode ?? '';
  const [batch] = (await kit.payouts.listPayouts({ query: { search: payoutCode } })).elements;
  if (!batch) throw new Error('no open batch');
  return { batch, codes };
}

const batchParams = (batch: PayoutBatch) => ({ ...division(), payoutCode: batch.code });
const approve = (batch: PayoutBatch, approverEmail = opsEmail) =>
  kit.payouts.approvePayout({ params: { ...batchParams(batch), approverEmail } });
const instruct = (batch: PayoutBatch) => kit.payouts.instructPayout({ params: batchParams(batch) });

beforeAll(async () => {
  kit = await startPayoutTest();
}, payoutSetupTimeoutMs);
// Each test has a division of its own, so its batches hold only its own items.
beforeEach(async () => {
  shop = await kit.division({ sellers: 2 });
  for (const account of shop.sellerAccounts) await kit.deposit(account, 100_000);
});
afterAll(async () => {
  await kit?.close();
});

describe('approving and instructing a batch', () => {
  it('approves only in the signed-in user’s own name, and only an open or ready batch', async () => {
    const { batch } = await openBatch(100);
    const someoneElse = await failureOf(approve(batch, 'support@sandbox.test'));
    expect(someoneElse).toMatchObject({
      status: 403,
      error: {
        message: "A batch is approved in the approver's own name: support@sandbox.test is not the signed-in user",
      },
    });
    await approve(batch);
    expect(await failureOf(approve(batch))).toMatchObject({
      status: 409,
      error: { message: 'Only an open or ready batch can be approved; this one is APPROVED' },
    });
    const [event] = await kit.auditOf('payoutBatch', batch.code);
    expect(event).toMatchObject({ actor: opsEmail, action: 'approvePayout', after: { status: 'APPROVED' } });
  });

  it('instructs only an approved batch, once', async () => {
    const { batch } = await openBatch(100);
    expect(await failureOf(instruct(batch))).toMatchObject({
      status: 409,
      error: { message: 'Only an approved batch can be instructed; this one is OPEN' },
    });
    await approve(batch);
    expect(await instruct(batch)).toMatchObject({ status: 'IN_PROGRESS', requestedExecutionDate: expect.any(String) });
    expect((await failureOf(instruct(batch))).status).toBe(409);
  });

  it('answers 404 for a batch of another division', async () => {
    const { batch } = await openBatch(100);
    const other = await kit.division({ sellers: 1 });
    const failure = await failureOf(
      kit.payouts.approvePayout({
        params: {
          merchantCode: other.merchantCode,
          divisionCode: other.divisionCode,
          payoutCode: batch.code,
          approverEmail: opsEmail,
        },
      }),
    );
    expect(failure).toMatchObject({
      status: 404,
      error: { message: `No payout batch ${batch.code} in this merchant division` },
    });
  });
});

describe('cancelling a batch or an item', () => {
  it('gives every item’s money back from the payout to the confirmed balance, only from a bound dashboard', async () => {
    const before = await kit.balancesOf(seller(0));
    const { batch, codes } = await openBatch(1_000, 2_000, 3_000);
    await approve(batch);
    const other = await kit.division({ sellers: 1 });
    const elsewhere = kit.boundPayouts({ merchantCode: other.merchantCode, divisionCode: other.divisionCode });
    const unbound = await failureOf(elsewhere.cancelPayout({ params: batchParams(batch) }));
    expect(unbound).toMatchObject({
      status: 400,
      error: { message: 'Dashboard needs to be bound to cancel payout batch' },
    });
    const cancelled = await kit.boundPayouts(division()).cancelPayout({
      params: batchParams(batch),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledBy: opsEmail, itemCount: 0, totalAmount: 0 });
    expect(await kit.balancesOf(seller(0))).toEqual(before);
    const items = await kit.payouts.listPayoutRequests({ query: { payoutCode: batch.code } });
    expect(items.elements.map((item) => item.status)).toEqual(codes.map(() => 'CANCELLED'));
    await kit.assertLedger();
  });

  it('cancels one item and keeps the rest of the batch', async () => {
    const { batch, codes } = await openBatch(400, 500);
    const [first = '', second = ''] = codes;
    const before = await kit.balancesOf(seller(1));
    const after = await kit.payouts.cancelPayoutItem({
      params: { ...batchParams(batch), payoutRequestCode: second },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(after).toMatchObject({ status: 'OPEN', itemCount: 1, totalAmount: 400 });
    expect(await kit.balancesOf(seller(1))).toEqual({
      confirmed: before.confirmed + 500,
      pending: 0,
      payout: before.payout - 500,
    });
    const notAnItem = await failureOf(
      kit.payouts.cancelPayoutItem({ params: { ...batchParams(batch), payoutRequestCode: 'PR-NOPE' } }),
    );
    expect(notAnItem).toMatchObject({
      status: 404,
      error: { message: `Payout request PR-NOPE is not an item of batch ${batch.code}` },
    });
    const last = await kit.payouts.cancelPayoutItem({ params: { ...batchParams(batch), payoutRequestCode: first } });
    expect(last).toMatchObject({ status: 'CANCELLED', itemCount: 0 });
    await kit.assertLedger();
  });

  it('refuses to cancel once the batch went to the bank', async () => {
    const { batch, codes } = await openBatch(700);
    await approve(batch);
    await instruct(batch);
    const whole = await failureOf(kit.boundPayouts(division()).cancelPayout({ params: batchParams(batch) }));
    expect(whole).toMatchObject({
      status: 409,
      error: { message: 'A batch can be cancelled only before it is instructed; this one is IN_PROGRESS' },
    });
    const item = await failureOf(
      kit.payouts.cancelPayoutItem({ params: { ...batchParams(batch), payoutRequestCode: codes[0] ?? '' } }),
    );
    expect(item.status).toBe(409);
  });

  it('replays a cancellation retried with its Idempotency-Key, moving nothing more', async () => {
    const { batch, codes } = await openBatch(250, 350);
    const idempotencyKey = crypto.randomUUID();
    const params = { ...batchParams(batch), payoutRequestCode: codes[0] ?? '' };
    const first = await kit.payouts.cancelPayoutItem({ params, idempotencyKey });
    const balances = await kit.balancesOf(seller(0));
    expect(await kit.payouts.cancelPayoutItem({ params, idempotencyKey })).toEqual(first);
    expect(await kit.balancesOf(seller(0))).toEqual(balances);
  });
});

describe('returning a processed payout request (ops tool)', () => {
  it('brings the money back from the bank onto the confirmed balance and marks the batch partially failed', async () => {
    const { batch, codes } = await openBatch(1_100, 1_200);
    await approve(batch);
    await instruct(batch);
    const settled = await kit.importSandboxStatement(batch.code);
    expect(settled.statuses).toEqual({ RECONCILED: 2 });
    const [settledBatch] = (
      await kit.payouts.listDivisionPayouts({ params: division(), query: { limit: 100 } })
    ).elements.filter((item) => item.code === batch.code);
    expect(settledBatch).toMatchObject({ status: 'COMPLETE', processedCount: 2 });
    const notProcessed = await openBatch(10);
    const before = await kit.balancesOf(seller(0));
    const refused = await failureOf(
      kit.payouts.returnPayoutRequest({
        params: { ...division(), payoutRequestCode: notProcessed.codes[0] ?? '' },
        body: {},
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      error: { message: 'Only a processed payout request can be returned; this one is ACCEPTED' },
    });
    const returned = await kit.payouts.returnPayoutRequest({
      params: { ...division(), payoutRequestCode: codes[0] ?? '' },
      body: {},
      idempotencyKey: crypto.randomUUID(),
    });
    expect(returned).toMatchObject({ status: 'RETURNED', failureReason: `Returned by ${opsEmail}` });
    expect(await kit.balancesOf(seller(0))).toEqual({ ...before, confirmed: before.confirmed + 1_100 });
    const [after] = (await kit.payouts.listPayouts({ query: { search: batch.code } })).elements;
    expect(after).toMatchObject({ status: 'PARTIALLY_FAILED', processedCount: 1, returnedCount: 1 });
    await kit.assertLedger();
  });
});

describe('the batch lists', () => {
  it('list newest first across merchants and per division, filtered by status', async () => {
    const all = await kit.payouts.listPayouts({ query: { limit: 100 } });
    const times = all.elements.map((batch) => batch.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const cancelled = await kit.payouts.listPayouts({ query: { status: 'CANCELLED' } });
    expect(cancelled.totalCount).toBeGreaterThanOrEqual(2);
    expect(cancelled.elements.every((batch) => batch.status === 'CANCELLED')).toBe(true);
    const { batch } = await openBatch(5);
    const own = await kit.payouts.listDivisionPayouts({ params: division() });
    expect(own.elements.map((item) => item.code)).toEqual([batch.code]);
  });
});

import {
  ActionRefusal,
  approveBatchAction,
  balanceTransferAction,
  cancelBatchAction,
  cancelBatchItemAction,
  deletePayoutRequestAction,
  downloadSepaXmlAction,
  instructBatchAction,
  processPayoutRequestsAction,
  runAction,
} from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { PayoutBatch } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from './testing/payout-test-kit.ts';

// The registry's payout and transfer actions (palette, shortcuts, cli) on the platform.
let kit: PayoutTestKit;
let shop: PayoutDivision;
let token: string;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 3, balanceTransfersEnabled: true });
  for (const account of shop.sellerAccounts) await kit.deposit(account, 100_000);
  token = await kit.platform.tokenFor(opsEmail);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The context the web and the cli give an action, bound to `scope` (its calls carry the Merchant-Code headers). */
const contextBoundTo = (scope: MerchantScope | undefined) =>
  opsActionContext(kit.platform, { token, email: opsEmail }, scope);

const division = (): MerchantScope => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

const request = async (seller: number, amount: number) =>
  (
    await kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: shop.sellerAccounts[seller] ?? '', amountMode: 'PARTIAL', amount },
    })
  ).code;

async function openBatch(): Promise<{ batch: PayoutBatch; codes: string[] }> {
  const codes = [await request(0, 100), await request(1, 200)];
  const answer = (await runAction(processPayoutRequestsAction, contextBoundTo(undefined), { codes })) as {
    summary: { accepted: number };
  };
  expect(answer.summary.accepted).toBe(2);
  const { elements: items } = await kit.payouts.listPayoutRequests({ query: { search: codes[0] } });
  const [batch] = (await kit.payouts.listPayouts({ query: { search: items[0]?.payoutCode ?? '' } })).elements;
  if (!batch) throw new Error('no open batch');
  return { batch, codes };
}

describe('the payout actions on the platform', () => {
  it("processes chosen requests and answers the summary in the spec's words with the failed ones", async () => {
    const fine = await request(0, 100);
    const tooMuch = await request(1, 1_000_000_000);
    const answer = await runAction(processPayoutRequestsAction, contextBoundTo(undefined), {
      codes: [fine, tooMuch],
      chunkSize: 1,
    });
    expect(answer).toMatchObject({
      summary: { total: 2, accepted: 1, failed: 1, skipped: 0, serverError: false },
      messages: ['1 of 2 requests have failed'],
      failed: [{ code: tooMuch, state: 'failed' }],
    });
  });

  it('refuses to process without codes or a filter, before calling anything', async () => {
    await expect(runAction(processPayoutRequestsAction, contextBoundTo(undefined), {})).rejects.toBeInstanceOf(
      ActionRefusal,
    );
  });

  it('deletes a waiting request of the bound division with the 30-minute note', async () => {
    const code = await request(2, 100);
    const answer = await runAction(deletePayoutRequestAction, contextBoundTo(division()), { payoutRequestCode: code });
    expect(answer).toEqual({
      deleted: code,
      note: 'The payout request is deleted. It may take up to 30 minutes to show in the lists.',
    });
    const { elements: items } = await kit.payouts.listPayoutRequests({ query: { search: code } });
    expect(items[0]?.status).toBe('CANCELLED');
  });

  it('approves in the signed-in user’s name, downloads the SEPA XML, instructs, and removes an item first', async () => {
    const { batch, codes } = await openBatch();
    const context = contextBoundTo(undefined);
    const given = { ...division(), payoutCode: batch.code };
    const removed = await runAction(cancelBatchItemAction, context, { ...given, payoutRequestCode: codes[1] });
    expect(removed).toMatchObject({ code: batch.code });
    expect(await runAction(approveBatchAction, context, given)).toMatchObject({
      status: 'APPROVED',
      approvedBy: opsEmail,
    });
    const xml = (await runAction(downloadSepaXmlAction, context, given)) as Blob;
    expect(await xml.text()).toContain('pain.001.001.03');
    expect(await runAction(instructBatchAction, context, given)).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it("refuses to cancel a batch without a bound dashboard: 'Dashboard needs to be bound to cancel payout batch'", async () => {
    const { batch } = await openBatch();
    const refusal = await runAction(cancelBatchAction, contextBoundTo(undefined), { payoutCode: batch.code }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ActionRefusal);
    expect((refusal as ActionRefusal).messageKey).toBe('errors.payoutBatchCancelNeedsBinding');
    expect(await runAction(cancelBatchAction, contextBoundTo(division()), { payoutCode: batch.code })).toMatchObject({
      status: 'CANCELLED',
    });
  });

  it('makes a balance transfer once per idempotency key', async () => {
    const [from, to] = [shop.sellerAccounts[0] ?? '', shop.sellerAccounts[2] ?? ''];
    const before = await kit.balancesOf(from);
    const parameters = {
      fromVirtualAccountCode: from,
      toVirtualAccountCode: to,
      amount: '250',
      currency: 'EUR',
      type: 'CORRECTION',
      idempotencyKey: `action-${crypto.randomUUID()}`,
    };
    const first = (await runAction(balanceTransferAction, contextBoundTo(undefined), parameters)) as {
      transfer: { code: string };
    };
    const again = (await runAction(balanceTransferAction, contextBoundTo(undefined), parameters)) as {
      transfer: { code: string };
    };
    expect(again.transfer.code).toBe(first.transfer.code);
    expect((await kit.balancesOf(from)).confirmed).toBe(before.confirmed - 250);
  });
});

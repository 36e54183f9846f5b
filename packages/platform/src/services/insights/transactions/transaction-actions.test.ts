import type { ActionContext } from '@ops/core/actions';
import { ActionRefusal, cancelTransactionAction, openTransactionAction, runAction } from '@ops/core/actions';
import { ApiRequestError, type MerchantScope } from '@ops/core/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  opsEmail,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from '../../fund/splits/testing/split-test-kit.ts';

let kit: SplitTestKit;
let shop: SplitShop;
let other: SplitShop;
let token: string;

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 2 });
  other = await kit.shop({ sellers: 1 });
  token = await kit.platform.tokenFor(opsEmail);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

/** The registry's context as the web or the cli gives it, bound to `division`, with the real clients. */
function contextFor(division: SplitShop, visited: string[] = []): ActionContext {
  const scope: MerchantScope = { merchantCode: division.merchantCode, divisionCode: division.divisionCode };
  return opsActionContext(kit.platform, { token, email: opsEmail }, scope, {
    navigate: (path, query) => visited.push(`${path}?${new URLSearchParams(query)}`),
  });
}

const pay = () =>
  kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 6_000, commission: 600 }, { amount: 3_000 }]) });
const balances = () => Promise.all([...shop.sellerAccounts, shop.incomeAccount].map((code) => kit.balancesOf(code)));

async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiRequestError) return { status: error.status, error: error.error };
    throw error;
  }
  throw new Error('the action succeeded');
}

describe('transaction actions', () => {
  it('opens a transaction of the bound division: goes to its details and answers them', async () => {
    const payment = await pay();
    const visited: string[] = [];
    const details = await runAction(openTransactionAction, contextFor(shop, visited), { splitCode: payment.code });
    expect(details).toMatchObject({ split: { code: payment.code, status: 'PENDING' } });
    expect(visited).toEqual([`/transactions?transaction=${payment.code}`]);
  });

  it('takes the transaction on view when none is named', async () => {
    const payment = await pay();
    const context = { ...contextFor(shop), subject: { splitCode: payment.code } };
    const cancelled = await runAction(cancelTransactionAction, context);
    expect(cancelled).toMatchObject({ code: payment.code, status: 'CANCELLED' });
  });

  it('cancels an unreconciled payment, and an unreconciled refund through the refunds call', async () => {
    const payment = await pay();
    const refund = await kit.splits.createSplitRefund({
      body: {
        paymentCode: payment.code,
        totalAmount: 1_000,
        sellers: [{ sellerCode: shop.sellers[1], amount: 1_000 }],
      },
    });
    const beforeRefund = await balances();
    expect(await runAction(cancelTransactionAction, contextFor(shop), { splitCode: refund.code })).toMatchObject({
      code: refund.code,
      type: 'REFUND',
      status: 'CANCELLED',
    });
    const afterRefund = await balances();
    expect(afterRefund[1]?.pending).toBe((beforeRefund[1]?.pending ?? 0) + 1_000);
    expect(await runAction(cancelTransactionAction, contextFor(shop), { splitCode: payment.code })).toMatchObject({
      code: payment.code,
      status: 'CANCELLED',
    });
  });

  it('refuses a reconciled transaction with the reason and changes nothing', async () => {
    const payment = await pay();
    await kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: {} });
    const before = await balances();
    expect(await refusalOf(runAction(cancelTransactionAction, contextFor(shop), { splitCode: payment.code }))).toEqual({
      status: 409,
      error: { code: 409, message: 'Only unreconciled transactions can be cancelled', details: [] },
    });
    expect(await balances()).toEqual(before);
    expect((await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).status).toBe('RECONCILED');
  });

  it('finds no transaction of another division, and cancels nothing there', async () => {
    const payment = await pay();
    expect(
      (await refusalOf(runAction(cancelTransactionAction, contextFor(other), { splitCode: payment.code }))).status,
    ).toBe(404);
    expect((await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).status).toBe('PENDING');
  });

  it('asks for a merchant before anything when none is bound', async () => {
    const unbound = { ...contextFor(shop), scope: undefined };
    await expect(runAction(cancelTransactionAction, unbound, { splitCode: 'SP-1' })).rejects.toEqual(
      new ActionRefusal('validation.selectMerchant'),
    );
  });
});

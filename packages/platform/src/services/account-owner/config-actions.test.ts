import { runAction, setConfigAction } from '@ops/core/actions';
import { defaultDivisionConfig } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let context: ReturnType<typeof opsActionContext>;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2 });
  await kit.deposit(shop.sellerAccounts[0] as string, 10_000);
  const token = await kit.platform.tokenFor(opsEmail);
  context = opsActionContext(kit.platform, { token, email: opsEmail }, shop);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const transfer = (amount: number) =>
  context.clients.fund.createBalanceTransfer({
    body: {
      fromVirtualAccountCode: shop.sellerAccounts[0] as string,
      toVirtualAccountCode: shop.sellerAccounts[1] as string,
      amount,
      currency: 'EUR',
      type: 'CORRECTION',
    },
    idempotencyKey: crypto.randomUUID(),
  });

describe('the configuration actions', () => {
  it('shows a new division with balance transfers off, and the platform refuses transfers then', async () => {
    expect(await context.clients.accountOwner.getDivisionConfig({ params: shop })).toEqual(defaultDivisionConfig);
    await expect(transfer(100)).rejects.toMatchObject({
      status: 409,
      error: { message: 'Balance transfers are disabled for this division' },
    });
  });

  it('turns balance transfers on, so a transfer moves money, and off again, so the next is refused', async () => {
    const on = await runAction(setConfigAction, context, { balanceTransfersEnabled: true });
    expect(on.balanceTransfersEnabled).toBe(true);
    await transfer(2_500);
    expect((await kit.balancesOf(shop.sellerAccounts[1] as string)).confirmed).toBe(2_500);
    await runAction(setConfigAction, context, { balanceTransfersEnabled: false });
    await expect(transfer(100)).rejects.toMatchObject({ status: 409 });
    expect((await kit.balancesOf(shop.sellerAccounts[1] as string)).confirmed).toBe(2_500);
    await kit.assertLedger();
  });

  it('refuses a refund period while the scheduler is off, writing nothing', async () => {
    const before = await context.clients.accountOwner.getDivisionConfig({ params: shop });
    await expect(runAction(setConfigAction, context, { refundPeriodDays: 7 })).rejects.toMatchObject({
      status: 400,
      error: { details: [{ field: 'refundPeriodDays' }] },
    });
    expect(await context.clients.accountOwner.getDivisionConfig({ params: shop })).toEqual(before);
  });

  it('saves a custom scheduler and its refund period; turning the scheduler off drops the refund period', async () => {
    const on = await runAction(setConfigAction, context, {
      payoutScheduler: { enabled: true, frequency: { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } },
      refundPeriodDays: 14,
    });
    expect(on).toMatchObject({ payoutScheduler: { enabled: true }, refundPeriodDays: 14 });
    const off = await runAction(setConfigAction, context, {
      payoutScheduler: { ...on.payoutScheduler, enabled: false },
    });
    expect(off.refundPeriodDays).toBeNull();
  });
});

import { deleteMerchantAction, runAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';

let kit: PayoutTestKit;
let token: string;

beforeAll(async () => {
  kit = await startPayoutTest();
  token = await kit.platform.tokenFor(opsEmail);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

function boundTo(scope: MerchantScope) {
  const bindings: (MerchantScope | undefined)[] = [];
  const context = opsActionContext(kit.platform, { token, email: opsEmail }, scope, {
    bindMerchant: (bound) => bindings.push(bound),
  });
  return { context, bindings };
}

describe('deleting a merchant', () => {
  it('is refused while a seller of one of its divisions holds money, and deletes nothing', async () => {
    const shop = await kit.division({ sellers: 1 });
    await kit.deposit(shop.sellerAccounts[0] as string, 100);
    const { context, bindings } = boundTo(shop);
    await expect(runAction(deleteMerchantAction, context)).rejects.toMatchObject({
      status: 409,
      error: { message: 'This merchant cannot be deleted while any of its divisions holds money' },
    });
    expect(bindings).toEqual([]);
    expect((await context.clients.accountOwner.getMerchant({ params: shop })).code).toBe(shop.merchantCode);
  });

  it('deletes a merchant without money with its divisions, and unbinds the app from it', async () => {
    const empty = await kit.division({ sellers: 1 });
    const { context, bindings } = boundTo(empty);
    expect(await runAction(deleteMerchantAction, context)).toEqual({ merchantCode: empty.merchantCode });
    expect(bindings).toEqual([undefined]);
    await expect(context.clients.accountOwner.getMerchant({ params: empty })).rejects.toMatchObject({ status: 404 });
    await expect(context.clients.accountOwner.getDivisionConfig({ params: empty })).rejects.toMatchObject({
      status: 404,
    });
  });
});

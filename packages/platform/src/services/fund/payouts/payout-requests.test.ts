import { createAccountOwnerClient } from '@ops/core/api';
import type { CreatePayoutRequestBody } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders, divisions } from '../../../db/schema/index.ts';
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
let otherShop: PayoutDivision;

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const division = (of: PayoutDivision = shop) => ({ merchantCode: of.merchantCode, divisionCode: of.divisionCode });
const create = (body: CreatePayoutRequestBody, of: PayoutDivision = shop) =>
  kit.payouts.createPayoutRequest({ params: division(of), body });

beforeAll(async () => {
  kit = await startPayoutTest();
  // Seller 3 has no external account; seller 4 is made inactive below.
  shop = await kit.division({ sellers: 4, ibanEndings: ['', '', null, ''], divisionAccount: true });
  otherShop = await kit.division({ sellers: 1 });
  for (const account of [...shop.sellerAccounts, shop.incomeAccount, ...otherShop.sellerAccounts]) {
    await kit.deposit(account, 5_000);
  }
  await kit.platform.database.transaction((tx) =>
    tx
      .update(accountHolders)
      .set({ status: 'IN_PROGRESS' })
      .where(eq(accountHolders.code, shop.sellers[3] ?? '')),
  );
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('creating a payout request', () => {
  it('asks the estimated amount for a complete payout, the given amount for a partial one', async () => {
    const complete = await create({ virtualAccountCode: seller(0) });
    expect(complete).toMatchObject({ amount: 5_000, status: 'WAITING', type: 'MANUAL', description: null });
    const partial = await create({ virtualAccountCode: seller(0), amountMode: 'PARTIAL', amount: 1_234 });
    expect(partial.amount).toBe(1_234);
    expect(await kit.balancesOf(seller(0))).toEqual({ confirmed: 5_000, pending: 0, payout: 0 });
  });

  it('refuses a seller without an active status, or without a selected external account', async () => {
    expect(await failureOf(create({ virtualAccountCode: seller(3) }))).toEqual({
      status: 409,
      error: { code: 409, message: 'Seller does not have an active status', details: [] },
    });
    expect(await failureOf(create({ virtualAccountCode: seller(2) }))).toMatchObject({
      status: 409,
      error: { message: 'No selected external account found' },
    });
  });

  it('pays out only in the virtual account’s own currency', async () => {
    const failure = await failureOf(create({ virtualAccountCode: seller(0), targetCurrency: 'USD' }));
    expect(failure).toMatchObject({
      status: 400,
      error: {
        details: [
          {
            field: 'targetCurrency',
            message: "Payouts are made in the virtual account's currency (EUR); USD is not possible",
          },
        ],
      },
    });
  });

  it("answers 'Error, check virtual account code' for an unknown account or one of another division", async () => {
    for (const virtualAccountCode of ['VA-NOPE', otherShop.sellerAccounts[0] ?? '']) {
      expect(await failureOf(create({ virtualAccountCode }))).toMatchObject({
        status: 400,
        error: { details: [{ field: 'virtualAccountCode', message: 'Error, check virtual account code' }] },
      });
    }
  });

  it('checks the amount against the choice of a complete or partial payout', async () => {
    const missing = await failureOf(create({ virtualAccountCode: seller(0), amountMode: 'PARTIAL' }));
    expect(missing).toMatchObject({ status: 400, error: { details: [{ field: 'amount', message: 'Required' }] } });
    const both = await failureOf(create({ virtualAccountCode: seller(0), amount: 10 }));
    expect(both.error?.details).toEqual([
      { field: 'amount', message: 'A complete payout pays out the estimated amount: leave the amount out' },
    ]);
    const fraction = await failureOf(create({ virtualAccountCode: seller(0), amountMode: 'PARTIAL', amount: 1.5 }));
    expect(fraction.error?.details).toEqual([{ field: 'amount', message: 'Invalid Amount' }]);
  });

  it('refuses a complete payout of an empty balance', async () => {
    const empty = await kit.division({ sellers: 1 });
    const failure = await failureOf(create({ virtualAccountCode: empty.sellerAccounts[0] ?? '' }, empty));
    expect(failure).toMatchObject({
      status: 409,
      error: { message: 'Nothing to pay out: the confirmed balance is 0' },
    });
  });

  it('answers a retry with the same Idempotency-Key with the first request, making no second one', async () => {
    const idempotencyKey = crypto.randomUUID();
    const body = { virtualAccountCode: seller(1), amountMode: 'PARTIAL' as const, amount: 77 };
    const first = await kit.payouts.createPayoutRequest({ params: division(), body, idempotencyKey });
    const retry = await kit.payouts.createPayoutRequest({ params: division(), body, idempotencyKey });
    expect(retry).toEqual(first);
    const listed = await kit.payouts.listDivisionPayoutRequests({
      params: division(),
      query: { virtualAccountCode: seller(1) },
    });
    expect(listed.elements.filter((item) => item.amount === 77)).toHaveLength(1);
  });

  it('makes a division’s own payout from its income account, listed by the account owner service', async () => {
    const own = await create({ virtualAccountCode: shop.incomeAccount, amountMode: 'PARTIAL', amount: 900 });
    expect(own).toMatchObject({ accountHolderCode: null, accountHolderName: null, amount: 900 });
    const accountOwner = createAccountOwnerClient(kit.api);
    const listed = await accountOwner.listMerchantPayoutRequests({ query: { merchantCode: shop.merchantCode } });
    expect(listed.elements.map((item) => item.code)).toEqual([own.code]);
  });

  it('refuses the restricted own-payout-requests call to anyone but a provider account with 403.050.111', async () => {
    const before = await kit.payouts.listDivisionPayoutRequests({ params: division() });
    const failure = await failureOf(
      kit.payouts.createOwnPayoutRequest({ params: division(), body: { amountMode: 'COMPLETE' } }),
    );
    expect(failure).toEqual({
      status: 403,
      error: {
        code: '403.050.111',
        message: "This endpoint can't be called if not from a provider account",
        details: [],
      },
    });
    expect((await kit.payouts.listDivisionPayoutRequests({ params: division() })).totalCount).toBe(before.totalCount);
  });
});

describe('listing, deleting and scheduling payout requests', () => {
  it('lists newest first and filters by status, seller, type and code', async () => {
    const all = await kit.payouts.listPayoutRequests({ query: { merchantCode: shop.merchantCode, limit: 100 } });
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const times = all.elements.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const bySeller = await kit.payouts.listDivisionPayoutRequests({
      params: division(),
      query: { accountHolderCode: shop.sellers[0] },
    });
    expect(bySeller.elements.every((item) => item.accountHolderCode === shop.sellers[0])).toBe(true);
    const target = all.elements[1]?.code ?? '';
    const searched = await kit.payouts.listPayoutRequests({ query: { search: target.toLowerCase() } });
    expect(searched.elements.map((item) => item.code)).toEqual([target]);
    const processed = await kit.payouts.listPayoutRequests({
      query: { status: 'PROCESSED', merchantCode: shop.merchantCode },
    });
    expect(processed.totalCount).toBe(0);
  });

  it('deletes a waiting request (cancelled, kept in the trail) and refuses any other', async () => {
    const waiting = await create({ virtualAccountCode: seller(1), amountMode: 'PARTIAL', amount: 10 });
    await kit.payouts.deletePayoutRequest({ params: { ...division(), payoutRequestCode: waiting.code } });
    const [deleted] = (await kit.payouts.listPayoutRequests({ query: { search: waiting.code } })).elements;
    expect(deleted?.status).toBe('CANCELLED');
    const [event] = await kit.auditOf('payoutRequest', waiting.code);
    expect(event).toMatchObject({ actor: opsEmail, action: 'deletePayoutRequest', after: { status: 'CANCELLED' } });
    const again = await failureOf(
      kit.payouts.deletePayoutRequest({ params: { ...division(), payoutRequestCode: waiting.code } }),
    );
    expect(again).toMatchObject({
      status: 409,
      error: { message: 'Only a waiting payout request can be deleted; this one is CANCELLED' },
    });
    const elsewhere = await failureOf(
      kit.payouts.deletePayoutRequest({ params: { ...division(otherShop), payoutRequestCode: waiting.code } }),
    );
    expect(elsewhere.status).toBe(404);
  });

  it('triggers a scheduled payout of the whole confirmed balance of a virtual account', async () => {
    const scheduled = await kit.payouts.triggerScheduledPayout({
      params: { ...division(otherShop), virtualAccountCode: otherShop.sellerAccounts[0] ?? '' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(scheduled).toMatchObject({ type: 'SCHEDULED', status: 'WAITING', amount: 5_000 });
  });

  it('tells how a virtual account is paid out: manually, or scheduled with the next payout day', async () => {
    const manual = await kit.payouts.getPayoutConfig({ params: { virtualAccountCode: seller(0) } });
    expect(manual).toEqual({
      virtualAccountCode: seller(0),
      accountHolderCode: shop.sellers[0],
      mode: 'MANUAL',
      nextScheduledDate: null,
    });
    await kit.platform.database.transaction(async (tx) => {
      await tx
        .update(accountHolders)
        .set({ payoutsMode: 'SCHEDULED' })
        .where(eq(accountHolders.code, shop.sellers[1] ?? ''));
      await tx
        .update(divisions)
        .set({ payoutScheduler: { enabled: true, frequency: { preset: 'EVERY_DAY' } } })
        .where(eq(divisions.code, shop.divisionCode));
    });
    const scheduled = await kit.payouts.getPayoutConfig({ params: { virtualAccountCode: seller(1) } });
    expect(scheduled.mode).toBe('SCHEDULED');
    expect(scheduled.nextScheduledDate ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(scheduled.nextScheduledDate ?? '')).toBeGreaterThan(Date.now() - 86_400_000);
    const income = await kit.payouts.getPayoutConfig({ params: { virtualAccountCode: shop.incomeAccount } });
    expect(income).toMatchObject({ accountHolderCode: null, mode: 'SCHEDULED' });
    const unknown = await failureOf(kit.payouts.getPayoutConfig({ params: { virtualAccountCode: 'VA-NOPE' } }));
    expect(unknown).toMatchObject({ status: 404, error: { message: 'Error, check virtual account code' } });
  });
});

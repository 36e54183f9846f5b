import type { CreateBalanceTransferBody } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualAccounts } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type FundTestKit, failureOf, opsEmail, setupTimeoutMs, startFundTest } from './testing/fund-test-kit.ts';

let kit: FundTestKit;
let shop: LedgerDivision;
let otherShop: LedgerDivision;
let closedShop: LedgerDivision;

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 3, balanceTransfersEnabled: true });
  otherShop = await kit.division({ sellers: 1, balanceTransfersEnabled: true });
  closedShop = await kit.division({ sellers: 2 });
  for (const code of [...shop.sellerAccounts, shop.incomeAccount, otherShop.sellerAccounts[0] ?? '']) {
    await kit.deposit(code, 10_000);
  }
  await kit.deposit(closedShop.sellerAccounts[0] ?? '', 10_000);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const seller = (division: LedgerDivision, index: number) => division.sellerAccounts[index] ?? '';

function transfer(from: string, to: string, amount: number, extra: Partial<CreateBalanceTransferBody> = {}) {
  return {
    fromVirtualAccountCode: from,
    toVirtualAccountCode: to,
    amount,
    currency: 'EUR',
    type: 'CORRECTION' as const,
    ...extra,
  };
}

/** Runs a refused call and checks that no balance of the division moved. */
async function refusedWithoutMoving(body: CreateBalanceTransferBody, division: LedgerDivision = shop) {
  const codes = [...division.sellerAccounts, division.incomeAccount];
  const before = await Promise.all(codes.map((code) => kit.balancesOf(code)));
  const failure = await failureOf(kit.fund.createBalanceTransfer({ body }));
  expect(await Promise.all(codes.map((code) => kit.balancesOf(code)))).toEqual(before);
  await assertLedgerInvariants(kit.platform.database.db);
  return failure;
}

describe('creating a balance transfer', () => {
  it('moves confirmed balance from one seller to another and answers the transfer', async () => {
    const created = await kit.fund.createBalanceTransfer({
      body: transfer(seller(shop, 0), seller(shop, 1), 2_500, { type: 'USAGE_FEE', description: 'March fee' }),
    });
    expect(created).toMatchObject({
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      fromVirtualAccountCode: seller(shop, 0),
      toVirtualAccountCode: seller(shop, 1),
      amount: 2_500,
      currency: 'EUR',
      type: 'USAGE_FEE',
      description: 'March fee',
      createdBy: opsEmail,
    });
    expect(created.code).toMatch(/^BT-/);
    expect(Date.now() - Date.parse(created.createdAt)).toBeLessThan(60_000);
    expect(await kit.balancesOf(seller(shop, 0))).toEqual({ confirmed: 7_500, pending: 0, payout: 0 });
    expect(await kit.balancesOf(seller(shop, 1))).toEqual({ confirmed: 12_500, pending: 0, payout: 0 });
    await assertLedgerInvariants(kit.platform.database.db);
  });

  it('records who made the transfer in the audit trail', async () => {
    const created = await kit.fund.createBalanceTransfer({ body: transfer(seller(shop, 1), seller(shop, 0), 100) });
    const [event] = await kit.auditOf('balanceTransfer', created.code);
    expect(event).toMatchObject({ actor: opsEmail, action: 'createBalanceTransfer', before: null, after: created });
  });

  it('moves money between a seller and the division income account, both ways', async () => {
    await kit.fund.createBalanceTransfer({ body: transfer(seller(shop, 2), shop.incomeAccount, 1_000) });
    await kit.fund.createBalanceTransfer({ body: transfer(shop.incomeAccount, seller(shop, 2), 300, { type: 'VAT' }) });
    expect((await kit.balancesOf(seller(shop, 2))).confirmed).toBe(9_300);
    expect((await kit.balancesOf(shop.incomeAccount)).confirmed).toBe(10_700);
  });

  it('may empty a balance to exactly zero, not below', async () => {
    const division = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
    await kit.deposit(seller(division, 0), 500);
    await kit.fund.createBalanceTransfer({ body: transfer(seller(division, 0), seller(division, 1), 500) });
    expect((await kit.balancesOf(seller(division, 0))).confirmed).toBe(0);
    const failure = await refusedWithoutMoving(transfer(seller(division, 0), seller(division, 1), 1), division);
    expect(failure.status).toBe(409);
    expect(failure.error?.message).toBe(
      `Insufficient confirmed balance on virtual account ${seller(division, 0)}: 0 available, 1 needed`,
    );
  });

  it('refuses more than the confirmed balance', async () => {
    const failure = await refusedWithoutMoving(transfer(seller(shop, 0), seller(shop, 1), 1_000_000));
    expect(failure.status).toBe(409);
    expect(failure.error?.message).toMatch(/^Insufficient confirmed balance on virtual account/);
  });

  it("answers 'Error, check virtual account code' for a code that does not exist", async () => {
    const failure = await refusedWithoutMoving(transfer(seller(shop, 0), 'VA-NOPE', 100));
    expect(failure).toEqual({
      status: 400,
      error: {
        code: 400,
        message: 'Error, check virtual account code',
        details: [{ field: 'toVirtualAccountCode', message: 'Error, check virtual account code' }],
      },
    });
    const both = await refusedWithoutMoving(transfer('VA-NOPE', 'VA-NEITHER', 100));
    expect(both.error?.details.map((detail) => detail.field)).toEqual([
      'fromVirtualAccountCode',
      'toVirtualAccountCode',
    ]);
  });

  it('refuses a currency other than the accounts hold', async () => {
    const failure = await refusedWithoutMoving(transfer(seller(shop, 0), seller(shop, 1), 100, { currency: 'GBP' }));
    expect(failure.status).toBe(400);
    expect(failure.error?.details).toEqual([
      { field: 'currency', message: `Virtual account ${seller(shop, 0)} holds EUR, not GBP` },
    ]);
  });

  it('refuses accounts in two different currencies', async () => {
    const poundAccount = `${shop.incomeAccount}-GBP`;
    await kit.platform.database.transaction((tx) =>
      tx.insert(virtualAccounts).values({
        code: poundAccount,
        merchantCode: shop.merchantCode,
        divisionCode: shop.divisionCode,
        type: 'DIVISION_INCOME',
        displayName: 'Division income GBP',
        currency: 'GBP',
      }),
    );
    const failure = await refusedWithoutMoving(transfer(seller(shop, 0), poundAccount, 100));
    expect(failure.status).toBe(400);
    expect(failure.error?.details).toEqual([
      { field: 'currency', message: `Virtual account ${poundAccount} holds GBP, not EUR` },
    ]);
  });

  it('refuses a direction other than seller to seller, seller to income, income to seller', async () => {
    const failure = await refusedWithoutMoving(transfer(shop.incomeAccount, otherShop.incomeAccount, 100));
    expect(failure.status).toBe(400);
    expect(failure.error?.message).toBe(
      'Transfers are allowed only seller to seller, seller to division income account, and division income account to seller',
    );
  });

  it('refuses a transfer between two divisions', async () => {
    const failure = await refusedWithoutMoving(transfer(seller(shop, 0), seller(otherShop, 0), 100));
    expect(failure.status).toBe(400);
    expect(failure.error?.message).toBe('Both virtual accounts must belong to the same merchant division');
  });

  it('refuses transfers in a division whose config leaves them off (the default)', async () => {
    const failure = await refusedWithoutMoving(transfer(seller(closedShop, 0), seller(closedShop, 1), 100), closedShop);
    expect(failure).toMatchObject({
      status: 409,
      error: { message: 'Balance transfers are disabled for this division' },
    });
  });

  it('refuses a request that breaks the contract before anything is looked at', async () => {
    const zero = await refusedWithoutMoving(transfer(seller(shop, 0), seller(shop, 1), 0));
    expect(zero).toMatchObject({ status: 400, error: { details: [{ field: 'amount', message: 'Value Too Low' }] } });
    const same = await refusedWithoutMoving(transfer(seller(shop, 0), seller(shop, 0), 100));
    expect(same.error?.details).toEqual([
      { field: 'toVirtualAccountCode', message: 'The from and to virtual accounts must differ' },
    ]);
    const fraction = await refusedWithoutMoving(transfer(seller(shop, 0), seller(shop, 1), 12.5));
    expect(fraction.error?.details).toEqual([{ field: 'amount', message: 'Invalid Amount' }]);
  });
});

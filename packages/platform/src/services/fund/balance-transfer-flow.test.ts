import {
  type BalanceTransferCalls,
  balanceTransferCallsOf,
  checkTransferDraft,
  startBalanceTransfer,
  whenTransfer,
} from '@ops/core/flows/balance-transfer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type FundTestKit, setupTimeoutMs, startFundTest } from './testing/fund-test-kit.ts';

// The core transfer flow (the web form's) against the real platform and its ledger.
let kit: FundTestKit;
let shop: LedgerDivision;
let otherShop: LedgerDivision;
let closedShop: LedgerDivision;

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  otherShop = await kit.division({ sellers: 1, balanceTransfersEnabled: true });
  closedShop = await kit.division({ sellers: 2 });
  for (const code of [...shop.sellerAccounts, shop.incomeAccount, ...closedShop.sellerAccounts]) {
    await kit.deposit(code, 10_000);
  }
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

function startFlow(calls: BalanceTransferCalls = balanceTransferCallsOf(kit.fund)) {
  return startBalanceTransfer(calls, { locale: 'en' });
}

type Flow = ReturnType<typeof startFlow>;

async function fillIn(actor: Flow, from: string, to: string, amount: number) {
  actor.send({ type: 'from.changed', code: from });
  actor.send({ type: 'to.changed', code: to });
  await whenTransfer(
    actor,
    ({ context }) => context.accounts.from.status !== 'loading' && context.accounts.to.status !== 'loading',
  );
  actor.send({ type: 'type.chosen', transferType: 'CORRECTION' });
  actor.send({ type: 'amount.changed', amount: String(amount) });
}

async function refusalOf(actor: Flow) {
  actor.send({ type: 'review' });
  actor.send({ type: 'confirm' });
  const refused = await whenTransfer(actor, ({ context }) => context.refusal !== undefined);
  return refused.context.refusal;
}

const seller = (division: LedgerDivision, index: number) => division.sellerAccounts[index] ?? '';

describe('the balance transfer flow on the platform', () => {
  it('moves exactly the amount once, however often confirm is pressed, and shows both new balances', async () => {
    const [from, to] = [seller(shop, 0), seller(shop, 1)];
    const before = [await kit.balancesOf(from), await kit.balancesOf(to)];
    const actor = startFlow();
    await fillIn(actor, from, to, 1_234);
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    const done = await whenTransfer(actor, (snapshot) => snapshot.matches({ step: 'done' }));
    expect(done.context.created).toMatchObject({
      amount: 1_234,
      fromVirtualAccountCode: from,
      toVirtualAccountCode: to,
    });
    expect(await kit.balancesOf(from)).toMatchObject({ confirmed: (before[0]?.confirmed ?? 0) - 1_234 });
    expect(await kit.balancesOf(to)).toMatchObject({ confirmed: (before[1]?.confirmed ?? 0) + 1_234 });
    const listed = await kit.fund.listBalanceTransfers({ query: { virtualAccountCode: from } });
    expect(listed.totalCount).toBe(1);
    const refreshed = await whenTransfer(
      actor,
      ({ context }) => context.accounts.from.status === 'found' && context.accounts.to.status === 'found',
    );
    const { accounts } = refreshed.context;
    expect(accounts.from.status === 'found' && accounts.from.account.confirmedBalance).toBe(
      (before[0]?.confirmed ?? 0) - 1_234,
    );
    await assertLedgerInvariants(kit.platform.database.db);
  });

  it('retries a transfer whose answer got lost under its key: the money moves once', async () => {
    const [from, to] = [seller(shop, 1), shop.incomeAccount];
    const before = await kit.balancesOf(from);
    const real = balanceTransferCallsOf(kit.fund);
    let lose = true;
    const actor = startFlow({
      balanceOf: real.balanceOf,
      async transfer(body, key, signal) {
        const transfer = await real.transfer(body, key, signal);
        if (lose) {
          lose = false;
          throw new Error('connection reset after the platform answered');
        }
        return transfer;
      },
    });
    await fillIn(actor, from, to, 700);
    actor.send({ type: 'review' });
    actor.send({ type: 'confirm' });
    await whenTransfer(actor, (snapshot) => snapshot.matches({ step: 'failed' }));
    actor.send({ type: 'retry' });
    await whenTransfer(actor, (snapshot) => snapshot.matches({ step: 'done' }));
    expect(await kit.balancesOf(from)).toMatchObject({ confirmed: before.confirmed - 700 });
    const listed = await kit.fund.listBalanceTransfers({ query: { fromVirtualAccountCode: from } });
    expect(listed.elements.filter((transfer) => transfer.amount === 700)).toHaveLength(1);
  });

  it("says 'Error, check virtual account code' for a code the platform does not know", async () => {
    const actor = startFlow();
    await fillIn(actor, seller(shop, 0), 'VA-DOES-NOT-EXIST', 100);
    const { context } = actor.getSnapshot();
    expect(context.accounts.to.status).toBe('invalid');
    const checked = checkTransferDraft(context.draft, context.accounts);
    expect(checked.ok ? undefined : checked.errors.toVirtualAccountCode).toBe('validation.checkVirtualAccountCode');
  });

  it('shows the refusal when transfers are disabled for the division, and moves nothing', async () => {
    const before = await kit.balancesOf(seller(closedShop, 0));
    const actor = startFlow();
    await fillIn(actor, seller(closedShop, 0), seller(closedShop, 1), 100);
    expect(await refusalOf(actor)).toEqual({
      message: 'Balance transfers are disabled for this division',
      field: undefined,
    });
    expect(actor.getSnapshot().matches({ step: 'editing' })).toBe(true);
    expect(await kit.balancesOf(seller(closedShop, 0))).toEqual(before);
  });

  it('shows the refusal of a direction that is not allowed, and of two divisions, and moves nothing', async () => {
    await kit.deposit(otherShop.incomeAccount, 1_000);
    const before = await kit.balancesOf(shop.incomeAccount);
    const direction = startFlow();
    await fillIn(direction, shop.incomeAccount, otherShop.incomeAccount, 100);
    expect(await refusalOf(direction)).toEqual({
      message:
        'Transfers are allowed only seller to seller, seller to division income account, and division income account to seller',
      field: 'toVirtualAccountCode',
    });
    const divisions = startFlow();
    await fillIn(divisions, seller(shop, 0), seller(otherShop, 0), 100);
    expect(await refusalOf(divisions)).toEqual({
      message: 'Both virtual accounts must belong to the same merchant division',
      field: 'toVirtualAccountCode',
    });
    expect(await kit.balancesOf(shop.incomeAccount)).toEqual(before);
    await assertLedgerInvariants(kit.platform.database.db);
  });
});

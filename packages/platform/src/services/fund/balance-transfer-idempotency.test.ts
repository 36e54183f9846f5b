import { randomUUID } from 'node:crypto';
import type { CreateBalanceTransferBody } from '@ops/core/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceTransfers, ledgerTransactions } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type FundTestKit, failureOf, opsEmail, setupTimeoutMs, startFundTest } from './testing/fund-test-kit.ts';

let kit: FundTestKit;
let shop: LedgerDivision;

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const transfer = (amount: number): CreateBalanceTransferBody => ({
  fromVirtualAccountCode: seller(0),
  toVirtualAccountCode: seller(1),
  amount,
  currency: 'EUR',
  type: 'CORRECTION',
});

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  await kit.deposit(seller(0), 10_000);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** What a money move leaves behind: balances, transfers and ledger transactions. */
async function ledgerState() {
  const { db } = kit.platform.database;
  const [[transfers], [transactions]] = await Promise.all([
    db.select({ value: count() }).from(balanceTransfers),
    db.select({ value: count() }).from(ledgerTransactions),
  ]);
  return {
    from: await kit.balancesOf(seller(0)),
    to: await kit.balancesOf(seller(1)),
    transfers: transfers?.value,
    transactions: transactions?.value,
  };
}

/** The raw call, to see the headers the typed client does not show. */
async function post(body: unknown, idempotencyKey: string, email = opsEmail) {
  const response = await fetch(`${kit.platform.baseUrl}/api/main/api/v2/fund/internal/balance/transfer`, {
    method: 'POST',
    headers: {
      ...(await kit.platform.headersFor(email)),
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: await response.json(),
  };
}

describe('a balance transfer with an Idempotency-Key', () => {
  it('answers a retry with the first result and moves nothing more', async () => {
    const idempotencyKey = randomUUID();
    const first = await kit.fund.createBalanceTransfer({ body: transfer(1_000), idempotencyKey });
    const afterFirst = await ledgerState();
    const retry = await kit.fund.createBalanceTransfer({ body: transfer(1_000), idempotencyKey });
    expect(retry).toEqual(first);
    expect(await ledgerState()).toEqual(afterFirst);
    expect(afterFirst.from.confirmed).toBe(9_000);
    const raw = await post({ ...transfer(1_000), description: '' }, idempotencyKey);
    expect(raw).toEqual({ status: 201, replayed: 'true', body: first });
    await assertLedgerInvariants(kit.platform.database.db);
  });

  it('treats the same fields in another order as the same request', async () => {
    const idempotencyKey = randomUUID();
    const { type, amount, currency, toVirtualAccountCode, fromVirtualAccountCode } = transfer(10);
    const first = await post({ type, amount, currency, toVirtualAccountCode, fromVirtualAccountCode }, idempotencyKey);
    const second = await post(transfer(10), idempotencyKey);
    expect(first).toMatchObject({ status: 201, replayed: null });
    expect(second).toEqual({ ...first, replayed: 'true' });
  });

  it('refuses the same key with a different body with 409, moving nothing', async () => {
    const idempotencyKey = randomUUID();
    await kit.fund.createBalanceTransfer({ body: transfer(500), idempotencyKey });
    const before = await ledgerState();
    const failure = await failureOf(kit.fund.createBalanceTransfer({ body: transfer(501), idempotencyKey }));
    expect(failure).toEqual({
      status: 409,
      error: {
        code: 409,
        message: 'This Idempotency-Key was already used for a different request',
        details: [
          { field: 'Idempotency-Key', message: 'This Idempotency-Key was already used for a different request' },
        ],
      },
    });
    expect(await ledgerState()).toEqual(before);
  });

  it("keeps a key to its caller: another user's request with the same key is a transfer of its own", async () => {
    const idempotencyKey = randomUUID();
    const mine = await post(transfer(300), idempotencyKey);
    const before = await ledgerState();
    const theirs = await post(transfer(300), idempotencyKey, 'oscar@sandbox.test');
    expect(mine.status).toBe(201);
    expect(theirs).toMatchObject({ status: 201, replayed: null });
    expect((theirs.body as { code: string }).code).not.toBe((mine.body as { code: string }).code);
    expect((await ledgerState()).from.confirmed).toBe(before.from.confirmed - 300);
    expect(await post(transfer(300), idempotencyKey, 'oscar@sandbox.test')).toMatchObject({ replayed: 'true' });
    await assertLedgerInvariants(kit.platform.database.db);
  });

  it('keeps a refusal as the first result: the retry is refused too, a new key goes through', async () => {
    const idempotencyKey = randomUUID();
    const tooMuch = transfer(1_000_000);
    const refusal = await failureOf(kit.fund.createBalanceTransfer({ body: tooMuch, idempotencyKey }));
    expect(refusal.status).toBe(409);
    await kit.deposit(seller(0), 1_000_000);
    const before = await ledgerState();
    expect(await post(tooMuch, idempotencyKey)).toEqual({ status: 409, replayed: 'true', body: refusal.error });
    expect(await ledgerState()).toEqual(before);
    await kit.fund.createBalanceTransfer({ body: tooMuch, idempotencyKey: randomUUID() });
    expect((await ledgerState()).from.confirmed).toBe(before.from.confirmed - 1_000_000);
  });

  it('moves money once when the same request arrives many times at once', async () => {
    const idempotencyKey = randomUUID();
    const before = await ledgerState();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => kit.fund.createBalanceTransfer({ body: transfer(7), idempotencyKey })),
    );
    expect(new Set(answers.map((answer) => answer.code)).size).toBe(1);
    const after = await ledgerState();
    expect(after.from.confirmed).toBe(before.from.confirmed - 7);
    expect(after.transfers).toBe((before.transfers ?? 0) + 1);
    await assertLedgerInvariants(kit.platform.database.db);
  });

  it('refuses a malformed key: too long, or with spaces', async () => {
    const before = await ledgerState();
    for (const idempotencyKey of ['x'.repeat(256), 'two words']) {
      const failure = await failureOf(kit.fund.createBalanceTransfer({ body: transfer(1), idempotencyKey }));
      expect(failure).toMatchObject({ status: 400, error: { details: [{ field: 'Idempotency-Key' }] } });
    }
    expect(await ledgerState()).toEqual(before);
  });

  it('moves money on every request without a key', async () => {
    const before = await ledgerState();
    await kit.fund.createBalanceTransfer({ body: transfer(3) });
    await kit.fund.createBalanceTransfer({ body: transfer(3) });
    expect((await ledgerState()).from.confirmed).toBe(before.from.confirmed - 6);
  });
});

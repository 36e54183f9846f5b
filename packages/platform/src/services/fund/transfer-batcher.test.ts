import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVirtualAccountBalances } from '../../ledger/balances.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { createLedgerDivision, depositConfirmed, setupTimeoutMs } from '../../ledger/testing/ledger-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createTransferBatcher } from './transfer-batcher.ts';
import type { TransferCall, TransferCallAnswer } from './transfer-call.ts';

let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
}, setupTimeoutMs);
afterAll(async () => {
  await opened?.close();
});

/** Two sellers of a division with transfers on, the first holding `balance`. */
async function twoSellers(balance: number) {
  const { database } = opened;
  const division = await createLedgerDivision(database, { sellers: 2, balanceTransfersEnabled: true });
  const [a = '', b = ''] = division.sellerAccounts;
  await database.transaction((tx) => depositConfirmed(tx, { virtualAccountCode: a, currency: 'EUR', amount: balance }));
  return { a, b };
}

const call = (from: string, to: string, amount: number, key: string | null = null): TransferCall => ({
  key,
  routeId: 'createBalanceTransfer',
  callerEmail: 'ops@sandbox.test',
  requestHash: key ? `hash of ${from} ${to} ${amount}` : null,
  successStatus: key ? 201 : null,
  code: `BT-${randomUUID()}`,
  ledgerCode: `LT-${randomUUID()}`,
  from,
  to,
  amount,
  currency: 'EUR',
  type: 'CORRECTION',
  description: null,
});

const confirmedOf = async (code: string) => (await readVirtualAccountBalances(opened.database.db, code))?.confirmed;
const createdAtOf = (answer: TransferCallAnswer) =>
  answer.outcome && 'answer' in answer.outcome ? answer.outcome.answer.createdAt : undefined;

describe('transfer batcher', () => {
  it('makes transfers that arrive together in one statement, each answering as it would alone', async () => {
    const { a, b } = await twoSellers(100);
    const make = createTransferBatcher(opened.database.db);
    const key = randomUUID();
    const [first, ...together] = await Promise.all([
      make(call(b, a, 1)), // b holds nothing yet: refused
      make(call(a, b, 80, key)),
      make(call(a, b, 80, key)), // the same request again: the first answer, nothing moves
      make(call(a, b, 80)), // 21 left: refused, and only this one is undone
      make(call(b, a, 50)),
    ]);
    expect(first).toMatchObject({ refused: { refused: 'INSUFFICIENT_BALANCE' } });
    const [moved, replayed, refused, back] = together as [TransferCallAnswer, ...TransferCallAnswer[]];
    expect(moved.outcome).toMatchObject({ answer: { amount: 80, fromVirtualAccountCode: a } });
    expect(replayed?.outcome).toEqual({
      replay: { status: 201, body: moved.outcome && 'answer' in moved.outcome ? moved.outcome.answer : null },
    });
    expect(refused).toMatchObject({ refused: { refused: 'INSUFFICIENT_BALANCE', available: 20, needed: 80 } });
    expect(back?.outcome).toMatchObject({ answer: { amount: 50 } });
    // One statement, one database transaction: the transfers made together share its time.
    expect(createdAtOf(back as TransferCallAnswer)).toBe(createdAtOf(moved));
    expect([await confirmedOf(a), await confirmedOf(b)]).toEqual([70, 30]);
    await assertLedgerInvariants(opened.database.db);
  });

  it('makes the transfers one by one when the statement fails, so only the bad one fails', async () => {
    const { a, b } = await twoSellers(100);
    const make = createTransferBatcher(opened.database.db);
    const outcomes = await Promise.allSettled([
      make(call(a, b, 1)),
      make(call(a, b, 10)),
      make(call(a, b, 2 ** 64)), // beyond bigint: the database's error, no refusal
      make(call(a, b, 20)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect([await confirmedOf(a), await confirmedOf(b)]).toEqual([69, 31]);
    await assertLedgerInvariants(opened.database.db);
  });
});

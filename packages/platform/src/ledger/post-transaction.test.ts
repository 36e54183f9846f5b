import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings, ledgerTransactions, virtualAccounts } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { readVirtualAccountBalances, sumVirtualAccountPostings } from './balances.ts';
import { LedgerError } from './ledger-error.ts';
import { assertLedgerInvariants, findLedgerInvariantViolations } from './ledger-invariants.ts';
import { type LedgerTransactionInput, postTransaction, postTransactions } from './post-transaction.ts';
import { createLedgerDivision, type LedgerDivision, setupTimeoutMs } from './testing/ledger-fixtures.ts';
import { type WorldAccount, worldAccount, worldAccountBalances } from './world-account.ts';

let testDatabase: TestDatabase;
let shop: LedgerDivision;
let psp: WorldAccount;
let bank: WorldAccount;

const seller = (index: number) => shop.sellerAccounts[index] ?? '';

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  const { database } = testDatabase;
  shop = await createLedgerDivision(database, { sellers: 2 });
  psp = await database.transaction((tx) => worldAccount(tx, { kind: 'PSP', name: 'ADYEN', currency: 'EUR' }));
  bank = await database.transaction((tx) => worldAccount(tx, { kind: 'BANK', name: 'ING', currency: 'EUR' }));
}, setupTimeoutMs);
afterAll(async () => {
  await testDatabase?.close();
});

const post = (input: LedgerTransactionInput) => testDatabase.database.transaction((tx) => postTransaction(tx, input));

async function countRows() {
  const { db } = testDatabase.database;
  const [[transactions], [postings]] = await Promise.all([
    db.select({ value: count() }).from(ledgerTransactions),
    db.select({ value: count() }).from(ledgerPostings),
  ]);
  return { transactions: transactions?.value, postings: postings?.value };
}

/** Expects the ledger to refuse the transaction for that reason and to write nothing. */
async function expectRefused(input: LedgerTransactionInput, reason: LedgerError['reason'], status: number) {
  const before = await countRows();
  const refusal = await post(input).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(LedgerError);
  expect(refusal).toMatchObject({ reason, status });
  expect(await countRows()).toEqual(before);
  await assertLedgerInvariants(testDatabase.database.db);
  return refusal as LedgerError;
}

describe('posting a ledger transaction', () => {
  it('takes a PSP pay-in onto pending balances and keeps the balances equal to the postings', async () => {
    const posted = await post({
      type: 'SPLIT',
      status: 'PENDING',
      currency: 'EUR',
      reference: 'SPLIT-1',
      postings: [
        { worldAccount: psp, amount: -10_000 },
        { virtualAccountCode: seller(0), bucket: 'PENDING', amount: 8_000 },
        { virtualAccountCode: shop.incomeAccount, bucket: 'PENDING', amount: 2_000 },
      ],
    });
    expect(posted.code).toMatch(/^LT-/);
    expect(posted.balances.get(seller(0))).toEqual({ confirmed: 0, pending: 8_000, payout: 0 });
    expect(await readVirtualAccountBalances(testDatabase.database.db, seller(0))).toEqual({
      currency: 'EUR',
      confirmed: 0,
      pending: 8_000,
      payout: 0,
    });
    expect(await sumVirtualAccountPostings(testDatabase.database.db, seller(0))).toEqual(
      posted.balances.get(seller(0)),
    );
    expect((await worldAccountBalances(testDatabase.database.db, [psp.id])).get(psp.id)).toBe(-10_000);
    const [transaction] = await testDatabase.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, posted.id));
    expect(transaction).toMatchObject({ type: 'SPLIT', status: 'PENDING', reference: 'SPLIT-1', currency: 'EUR' });
    await assertLedgerInvariants(testDatabase.database.db);
  });

  it('moves between the balances of one account: pending to confirmed, confirmed to payout, out to the bank', async () => {
    const move = (status: LedgerTransactionInput['status'], postings: LedgerTransactionInput['postings']) =>
      post({ type: status === 'PROCESSED' ? 'PAYOUT' : 'SPLIT', status, currency: 'EUR', postings });
    await move('CONFIRMED', [
      { virtualAccountCode: seller(0), bucket: 'PENDING', amount: -5_000 },
      { virtualAccountCode: seller(0), bucket: 'CONFIRMED', amount: 5_000 },
    ]);
    await move('PENDING', [
      { virtualAccountCode: seller(0), bucket: 'CONFIRMED', amount: -1_500 },
      { virtualAccountCode: seller(0), bucket: 'PAYOUT', amount: 1_500 },
    ]);
    const paid = await move('PROCESSED', [
      { virtualAccountCode: seller(0), bucket: 'PAYOUT', amount: -1_500 },
      { worldAccount: bank, amount: 1_500 },
    ]);
    expect(paid.balances.get(seller(0))).toEqual({ confirmed: 3_500, pending: 3_000, payout: 0 });
    await assertLedgerInvariants(testDatabase.database.db);
  });

  it('refuses to take a balance below zero, naming the account, and writes nothing', async () => {
    const refusal = await expectRefused(
      {
        type: 'PAYOUT',
        status: 'PENDING',
        currency: 'EUR',
        postings: [
          { virtualAccountCode: seller(0), bucket: 'CONFIRMED', amount: -3_501 },
          { virtualAccountCode: seller(0), bucket: 'PAYOUT', amount: 3_501 },
        ],
      },
      'INSUFFICIENT_BALANCE',
      409,
    );
    expect(refusal.message).toBe(
      `Insufficient confirmed balance on virtual account ${seller(0)}: 3500 available, 3501 needed`,
    );
    await expectRefused(
      {
        type: 'SPLIT',
        status: 'PENDING_CANCELLED',
        currency: 'EUR',
        postings: [
          { virtualAccountCode: seller(1), bucket: 'PENDING', amount: -1 },
          { worldAccount: psp, amount: 1 },
        ],
      },
      'INSUFFICIENT_BALANCE',
      409,
    );
  });

  it('refuses postings that do not sum to zero, a single posting, and zero or fractional amounts', async () => {
    const base = { type: 'SPLIT', status: 'PENDING', currency: 'EUR' } as const;
    await expectRefused(
      {
        ...base,
        postings: [
          { worldAccount: psp, amount: -100 },
          { virtualAccountCode: seller(1), bucket: 'PENDING', amount: 99 },
        ],
      },
      'UNBALANCED',
      422,
    );
    await expectRefused({ ...base, postings: [{ worldAccount: psp, amount: 100 }] }, 'UNBALANCED', 422);
    for (const amount of [0, 0.5]) {
      await expectRefused(
        {
          ...base,
          postings: [
            { worldAccount: psp, amount: -amount },
            { virtualAccountCode: seller(1), bucket: 'PENDING', amount },
          ],
        },
        'INVALID_POSTING',
        422,
      );
    }
  });

  it('refuses a currency other than the accounts hold, and unknown accounts', async () => {
    const pounds = await testDatabase.database.transaction((tx) =>
      worldAccount(tx, { kind: 'PSP', name: 'ADYEN', currency: 'GBP' }),
    );
    const payIn = (currency: string, world: WorldAccount, code: string): LedgerTransactionInput => ({
      type: 'SPLIT',
      status: 'PENDING',
      currency,
      postings: [
        { worldAccount: world, amount: -100 },
        { virtualAccountCode: code, bucket: 'PENDING', amount: 100 },
      ],
    });
    await expectRefused(payIn('GBP', pounds, seller(1)), 'CURRENCY_MISMATCH', 422);
    await expectRefused(payIn('EUR', pounds, seller(1)), 'CURRENCY_MISMATCH', 422);
    await expectRefused(payIn('EUR', psp, 'VA-NOPE'), 'UNKNOWN_ACCOUNT', 422);
  });

  it('opens a world account once per PSP or bank and currency', async () => {
    const again = await testDatabase.database.transaction((tx) =>
      worldAccount(tx, { kind: 'PSP', name: 'ADYEN', currency: 'EUR' }),
    );
    expect(again).toEqual(psp);
  });
});

describe("the ledger's history", () => {
  it('cannot be changed or removed, not even by the platform itself', async () => {
    const { database } = testDatabase;
    for (const statement of [
      sql`update ledger_postings set amount = amount * 2`,
      sql`delete from ledger_postings`,
      sql`truncate ledger_postings`,
      sql`update ledger_transactions set status = 'CONFIRMED'`,
      sql`delete from ledger_transactions`,
    ]) {
      await expect(database.transaction((tx) => tx.execute(statement))).rejects.toThrow();
    }
    await assertLedgerInvariants(database.db);
  });

  it('keeps balances from going below zero even when written around the ledger', async () => {
    await expect(
      testDatabase.database.transaction((tx) =>
        tx
          .update(virtualAccounts)
          .set({ confirmedBalance: -1 })
          .where(eq(virtualAccounts.code, seller(1))),
      ),
    ).rejects.toThrow();
  });

  it('shows a balance written around the ledger as a broken invariant', async () => {
    const { database } = testDatabase;
    await database.transaction((tx) =>
      tx
        .update(virtualAccounts)
        .set({ payoutBalance: 7 })
        .where(eq(virtualAccounts.code, seller(1))),
    );
    const violations = await findLedgerInvariantViolations(database.db);
    expect(violations).toEqual([
      {
        invariant: "a virtual account's balances differ from the sums of its postings",
        rows: [expect.objectContaining({ code: seller(1), payout: '7', posted_payout: '0' })],
      },
    ]);
    await expect(assertLedgerInvariants(database.db)).rejects.toThrow(/breaks 1 invariant/);
    await database.transaction((tx) =>
      tx
        .update(virtualAccounts)
        .set({ payoutBalance: 0 })
        .where(eq(virtualAccounts.code, seller(1))),
    );
  });
});

describe('posting many ledger transactions at once', () => {
  const deposit = (account: string, amount: number): LedgerTransactionInput => ({
    type: 'DEPOSIT',
    status: 'CONFIRMED',
    currency: 'EUR',
    postings: [
      { worldAccount: bank, amount: -amount },
      { virtualAccountCode: account, bucket: 'CONFIRMED', amount },
    ],
  });
  const payOut = (account: string, amount: number): LedgerTransactionInput => ({
    type: 'PAYOUT',
    status: 'PROCESSED',
    currency: 'EUR',
    postings: [
      { virtualAccountCode: account, bucket: 'CONFIRMED', amount: -amount },
      { worldAccount: bank, amount },
    ],
  });

  it('writes them in order, so a later one may spend what an earlier one brought', async () => {
    const before = await readVirtualAccountBalances(testDatabase.database.db, seller(1));
    await testDatabase.database.transaction((tx) =>
      postTransactions(tx, [deposit(seller(1), 700), payOut(seller(1), 600), deposit(seller(1), 5)]),
    );
    const after = await readVirtualAccountBalances(testDatabase.database.db, seller(1));
    expect((after?.confirmed ?? 0) - (before?.confirmed ?? 0)).toBe(105);
    await assertLedgerInvariants(testDatabase.database.db);
  });

  it('refuses a withdrawal that only a later deposit of the list would cover, though the list ends balanced', async () => {
    const before = await readVirtualAccountBalances(testDatabase.database.db, seller(1));
    const confirmed = before?.confirmed ?? 0;
    const refusal = await testDatabase.database
      .transaction((tx) =>
        postTransactions(tx, [deposit(seller(1), 1), payOut(seller(1), confirmed + 2), deposit(seller(1), 50)]),
      )
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ reason: 'INSUFFICIENT_BALANCE' });
    expect(await readVirtualAccountBalances(testDatabase.database.db, seller(1))).toEqual(before);
  });

  it('throws the refusal of any one, and the caller’s transaction then writes none of them', async () => {
    const before = await countRows();
    const refusal = await testDatabase.database
      .transaction((tx) => postTransactions(tx, [deposit(seller(0), 1), payOut(seller(0), 1_000_000_000)]))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ reason: 'INSUFFICIENT_BALANCE' });
    expect(await countRows()).toEqual(before);
  });

  /** Two sellers of their own, with nothing on their balances: many drawn lists take one below zero. */
  let fresh: LedgerDivision;
  beforeAll(async () => {
    fresh = await createLedgerDivision(testDatabase.database, { sellers: 2 });
  }, setupTimeoutMs);
  const empty = (index: number) => fresh.sellerAccounts[index] ?? '';

  /** A mutation the model draws: money in, out, between buckets, or one the ledger refuses. */
  const drawnMutation = () =>
    fc.oneof(
      fc
        .record({ account: fc.integer({ min: 0, max: 1 }), amount: fc.integer({ min: 1, max: 900 }) })
        .map(({ account, amount }) => deposit(empty(account), amount)),
      fc
        .record({ account: fc.integer({ min: 0, max: 1 }), amount: fc.integer({ min: 1, max: 900 }) })
        .map(({ account, amount }) => payOut(empty(account), amount)),
      fc.integer({ min: 1, max: 900 }).map(
        (amount): LedgerTransactionInput => ({
          type: 'SPLIT',
          status: 'CONFIRMED',
          currency: 'EUR',
          postings: [
            { virtualAccountCode: empty(0), bucket: 'CONFIRMED', amount: -amount },
            { virtualAccountCode: empty(1), bucket: 'PAYOUT', amount },
          ],
        }),
      ),
      fc.constantFrom<LedgerTransactionInput>(
        { ...deposit(empty(0), 10), postings: [{ virtualAccountCode: empty(0), bucket: 'CONFIRMED', amount: 10 }] },
        { ...deposit(empty(0), 10), currency: 'USD' },
        { ...deposit('VA-NOT-THERE', 10) },
        {
          ...deposit(empty(1), 10),
          postings: [
            { worldAccount: bank, amount: 0 },
            { worldAccount: bank, amount: 0 },
          ],
        },
      ),
    );

  /** What a list of mutations leaves: the first refusal's reason and words, or the sellers' balances. */
  async function outcomeOf(write: (tx: Parameters<typeof postTransaction>[0]) => Promise<void>) {
    const rolledBack = new Error('rolled back');
    let outcome: unknown;
    await testDatabase.database
      .transaction(async (tx) => {
        try {
          await write(tx);
          outcome = await Promise.all([0, 1].map((index) => readVirtualAccountBalances(tx, empty(index))));
        } catch (error) {
          outcome = error instanceof LedgerError ? { reason: error.reason, message: error.message } : error;
        }
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    return outcome;
  }

  it('refuses and writes exactly what posting them one by one would (fast-check against postTransaction)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(drawnMutation(), { minLength: 1, maxLength: 8 }), async (mutations) => {
        const oneByOne = await outcomeOf(async (tx) => {
          for (const mutation of mutations) await postTransaction(tx, mutation);
        });
        expect(await outcomeOf((tx) => postTransactions(tx, mutations))).toEqual(oneByOne);
      }),
      { numRuns: 60 },
    );
    await assertLedgerInvariants(testDatabase.database.db);
  });
});

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVirtualAccountBalances } from '../../ledger/balances.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { createLedgerDivision, depositConfirmed, setupTimeoutMs } from '../../ledger/testing/ledger-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { makeTransferOn, type TransferCall, type TransferCallAnswer } from './transfer-call.ts';

let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
}, setupTimeoutMs);
afterAll(async () => {
  await opened?.close();
});

/** The accounts a generated transfer names, by role: each side of the comparison has its own set. */
const roles = ['income', 'seller1', 'seller2', 'seller3', 'transfersOff', 'dollars', 'unknown'] as const;
type Role = (typeof roles)[number];
const openingBalances: Partial<Record<Role, number>> = {
  income: 50,
  seller1: 100,
  seller2: 30,
  seller3: 20,
  transfersOff: 100,
  dollars: 100,
};

/** One side's accounts: a division with transfers on, one with them off, one in dollars; opening balances paid in. */
async function accountsOfOneSide(): Promise<Record<Role, string>> {
  const { database } = opened;
  const [on, off, dollars] = await Promise.all([
    createLedgerDivision(database, { sellers: 3, balanceTransfersEnabled: true }),
    createLedgerDivision(database, { sellers: 1, balanceTransfersEnabled: false }),
    createLedgerDivision(database, { sellers: 1, balanceTransfersEnabled: true, currency: 'USD' }),
  ]);
  const accounts: Record<Role, string> = {
    income: on.incomeAccount,
    seller1: on.sellerAccounts[0] ?? '',
    seller2: on.sellerAccounts[1] ?? '',
    seller3: on.sellerAccounts[2] ?? '',
    transfersOff: off.sellerAccounts[0] ?? '',
    dollars: dollars.sellerAccounts[0] ?? '',
    unknown: `VA-UNKNOWN-${randomBytes(4).toString('hex')}`,
  };
  await database.transaction(async (tx) => {
    for (const [role, amount] of Object.entries(openingBalances)) {
      const currency = role === 'dollars' ? 'USD' : 'EUR';
      await depositConfirmed(tx, { virtualAccountCode: accounts[role as Role], currency, amount });
    }
  });
  return accounts;
}

interface GeneratedTransfer {
  from: Role;
  to: Role;
  amount: number;
  /** Which Idempotency-Key the request carries, if any. */
  key: number | null;
}

const division = ['income', 'seller1', 'seller2', 'seller3'] as const;
/** Mostly transfers that go through, so whole batches do; now and then any pair, and amounts beyond a balance. */
const transfer = fc
  .record({
    pair: fc.oneof(
      { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...division), fc.constantFrom(...division)) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...roles), fc.constantFrom(...roles)) },
    ),
    amount: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 10 }) }, fc.integer({ min: 1, max: 120 })),
    // No key, a key of its own, or now and then one of three keys that other requests carry too.
    key: fc.oneof(
      { weight: 2, arbitrary: fc.constant(null) },
      { weight: 7, arbitrary: fc.integer({ min: 100, max: 1_000_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) },
    ),
  })
  .filter(({ pair: [from, to] }) => from !== to || !division.includes(from as (typeof division)[number]))
  .map(({ pair: [from, to], amount, key }): GeneratedTransfer => ({ from, to, amount, key }));

/** A side's call for a generated transfer: its own codes and keys, the same request hash for the same request. */
function callOf(side: string, accounts: Record<Role, string>, item: GeneratedTransfer, index: number): TransferCall {
  const key = item.key === null ? null : `${side}-key-${item.key}`;
  return {
    key,
    routeId: 'createBalanceTransfer',
    callerEmail: 'ops@sandbox.test',
    requestHash: key ? `${item.from} ${item.to} ${item.amount}` : null,
    successStatus: key ? 201 : null,
    code: `${side}-T${index}`,
    ledgerCode: `${side}-L${index}`,
    from: accounts[item.from],
    to: accounts[item.to],
    amount: item.amount,
    currency: item.from === 'dollars' ? 'USD' : 'EUR',
    type: 'CORRECTION',
    description: index % 2 === 0 ? null : `Correction ${index}`,
  };
}

/** An answer with the side's codes put back to roles (its merchant and division to M and D), the time left out, so both sides' answers compare. */
function comparable(side: string, accounts: Record<Role, string>, answer: TransferCallAnswer) {
  let text = JSON.stringify(answer)
    .replaceAll(`"${side}-`, '"')
    .replace(/"createdAt":"[^"]*"/g, '"createdAt":"…"')
    .replace(/"([MD])-[0-9A-F]{8}"/g, '"$1"');
  for (const role of roles) text = text.replaceAll(`"${accounts[role]}"`, `"${role}"`);
  return JSON.parse(text) as unknown;
}

async function balancesOf(accounts: Record<Role, string>) {
  const balances: Record<string, number | undefined> = {};
  for (const role of roles)
    balances[role] = (await readVirtualAccountBalances(opened.database.db, accounts[role]))?.confirmed;
  return balances;
}

async function auditedTransfers(side: string) {
  const [row] = await selectRows<{ count: string }>(
    opened.database.db,
    sql`select count(*)::text as count from audit_events
      where entity_type = 'balanceTransfer' and entity_id like ${`${side}-%`}`,
  );
  return Number(row?.count);
}

/** Batches that go through whole, run first on every seed: the path that makes a batch together is always compared. */
const batchesThatGoThrough: [GeneratedTransfer[], GeneratedTransfer | null][] = [
  [
    [
      { from: 'seller1', to: 'seller2', amount: 5, key: null },
      { from: 'seller2', to: 'seller3', amount: 3, key: 101 },
    ],
    null,
  ],
  [
    [
      { from: 'income', to: 'seller1', amount: 50, key: 102 },
      { from: 'seller1', to: 'seller3', amount: 120, key: null },
      { from: 'seller3', to: 'income', amount: 1, key: 103 },
    ],
    { from: 'seller2', to: 'seller1', amount: 10, key: 104 },
  ],
  [
    Array.from({ length: 12 }, (_, index): GeneratedTransfer => {
      const from = division[index % division.length] ?? 'seller1';
      const to = division[(index + 1) % division.length] ?? 'seller2';
      return { from, to, amount: 2, key: index % 3 === 0 ? null : 200 + index };
    }),
    null,
  ],
  [
    [
      { from: 'seller1', to: 'income', amount: 7, key: 105 },
      { from: 'seller1', to: 'income', amount: 7, key: 106 },
    ],
    { from: 'income', to: 'seller2', amount: 4, key: null },
  ],
];

describe('balance transfers made together', () => {
  it('answer, move, audit and store keys exactly as the same transfers made one by one', async () => {
    let run = 0;
    let batchesAllMade = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(transfer, { minLength: 2, maxLength: 12 }),
        fc.option(transfer, { nil: null }),
        async (batch, before) => {
          run += 1;
          const together = `R${run}-batch`;
          const alone = `R${run}-alone`;
          const [batchAccounts, aloneAccounts] = await Promise.all([accountsOfOneSide(), accountsOfOneSide()]);
          const makeAlone = makeTransferOn(opened.database.db);
          // A transfer made earlier, alone on both sides: its key may come again in the batch.
          if (before) {
            await makeAlone(callOf(together, batchAccounts, before, 0));
            await makeAlone(callOf(alone, aloneAccounts, before, 0));
          }

          const calls = batch.map((item, index) => callOf(together, batchAccounts, item, index + 1));
          const [row] = await selectRows<{ answers: string }>(
            opened.database.db,
            sql`select balance_transfer_create_batch(${JSON.stringify(calls)}::jsonb)::text as answers`,
          );
          const batchAnswers = JSON.parse(row?.answers ?? '[]') as TransferCallAnswer[];
          const aloneAnswers: TransferCallAnswer[] = [];
          for (const [index, item] of batch.entries()) {
            aloneAnswers.push(await makeAlone(callOf(alone, aloneAccounts, item, index + 1)));
          }

          expect(batchAnswers.map((answer) => comparable(together, batchAccounts, answer))).toEqual(
            aloneAnswers.map((answer) => comparable(alone, aloneAccounts, answer)),
          );
          expect(await balancesOf(batchAccounts)).toEqual(await balancesOf(aloneAccounts));
          expect(await auditedTransfers(together)).toBe(await auditedTransfers(alone));
          if (batchAnswers.every((answer) => answer.outcome && 'answer' in answer.outcome)) batchesAllMade += 1;
        },
      ),
      { numRuns: 25, examples: batchesThatGoThrough },
    );
    // Whole batches that went through were among them: the path that makes a batch together was compared too.
    expect(batchesAllMade).toBeGreaterThanOrEqual(batchesThatGoThrough.length);
    await assertLedgerInvariants(opened.database.db);
  }, 180_000);
});

import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerWorldAccounts, virtualAccounts } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { sqlStateOf } from './database-refusal.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { postTransaction } from './post-transaction.ts';
import { createLedgerDivision, type LedgerDivision, setupTimeoutMs } from './testing/ledger-fixtures.ts';
import { type WorldAccount, worldAccount } from './world-account.ts';

// A posting's transaction, virtual account and world account are held without foreign keys (migration 0085): a
// statement trigger refuses a posting naming a missing one with the foreign key's SQLSTATE, and the accounts can
// never go away or change their keys. Written straight into the tables here, around the ledger's own checks.

const foreignKeyViolation = '23503';
const insufficientPrivilege = '42501';

let testDatabase: TestDatabase;
let shop: LedgerDivision;
let bank: WorldAccount;
let depositId: number;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  const { database } = testDatabase;
  shop = await createLedgerDivision(database, { sellers: 3 });
  bank = await database.transaction((tx) => worldAccount(tx, { kind: 'BANK', name: 'ING', currency: 'EUR' }));
  const deposit = await database.transaction((tx) =>
    postTransaction(tx, {
      type: 'DEPOSIT',
      status: 'CONFIRMED',
      currency: 'EUR',
      postings: [
        { worldAccount: bank, amount: -5_000 },
        { virtualAccountCode: shop.sellerAccounts[0] ?? '', bucket: 'CONFIRMED', amount: 5_000 },
      ],
    }),
  );
  depositId = deposit.id;
}, setupTimeoutMs);
afterAll(async () => {
  await testDatabase?.close();
});

/**
 * Undoes a statement the database let through, so a test that fails leaves the next ones as they were. A refused
 * statement writes none of its rows, as any failed statement: a refusal is what these tests look for.
 */
const letThrough = new Error('the statement was let through (and rolled back)');

/** The database's refusal of a statement run in a transaction of its own: its SQLSTATE, message and detail. */
async function refusalOf(statement: SQL) {
  const error = await testDatabase.database
    .transaction(async (tx) => {
      await tx.execute(statement);
      throw letThrough;
    })
    .catch((failure: unknown) => failure);
  expect(error, 'the statement is refused').not.toBe(letThrough);
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const { message, detail } = cause as { message: string; detail?: string };
  return { state: sqlStateOf(error), message, detail };
}

/** A posting row as the ledger writes one, onto a virtual account's confirmed balance or a world account. */
const onAccount = (transactionId: number, code: string, amount: number) =>
  sql`(${transactionId}, ${code}, null::bigint, 'CONFIRMED', 'EUR', ${amount})`;
const onWorld = (transactionId: number, worldId: number, amount: number) =>
  sql`(${transactionId}, null, ${worldId}::bigint, 'WORLD', 'EUR', ${amount})`;
const insertPostings = (...rows: SQL[]) =>
  sql`insert into ledger_postings (transaction_id, virtual_account_code, world_account_id, bucket, currency, amount)
    values ${sql.join(rows, sql`, `)}`;

describe("a posting's references", () => {
  it.each([
    {
      what: 'an unknown virtual account',
      row: () => onAccount(depositId, 'VA-NOWHERE', 100),
      detail: 'Key (virtual_account_code)=(VA-NOWHERE) is not present in table "virtual_accounts".',
    },
    {
      what: 'an unknown world account',
      row: () => onWorld(depositId, 987_654_321, -100),
      detail: 'Key (world_account_id)=(987654321) is not present in table "ledger_world_accounts".',
    },
    {
      what: 'an unknown ledger transaction',
      row: () => onAccount(876_543_210, shop.sellerAccounts[1] ?? '', 100),
      detail: 'Key (transaction_id)=(876543210) is not present in table "ledger_transactions".',
    },
  ])('refuses a posting naming $what as a foreign key would', async ({ row, detail }) => {
    expect(await refusalOf(insertPostings(row()))).toMatchObject({ state: foreignKeyViolation, detail });
  });

  it('refuses a statement of many postings whole when one of them names a missing account', async () => {
    const refusal = await refusalOf(
      insertPostings(
        onWorld(depositId, bank.id, -300),
        onAccount(depositId, shop.sellerAccounts[1] ?? '', 100),
        onAccount(depositId, 'VA-NOWHERE', 100),
        onAccount(depositId, shop.sellerAccounts[2] ?? '', 100),
      ),
    );
    expect(refusal).toMatchObject({ state: foreignKeyViolation, message: expect.stringMatching(/VA-NOWHERE/) });
  });
});

describe("the accounts postings name are the ledger's for ever", () => {
  // A seller account no posting names yet is kept too: a check for postings would miss an uncommitted one.
  const unused = () => shop.sellerAccounts[2] ?? '';
  const used = () => shop.sellerAccounts[0] ?? '';

  it.each([
    {
      what: 'deleting a virtual account no posting names',
      statement: () => sql`delete from virtual_accounts where code = ${unused()}`,
      refused: /^DELETE of virtual_accounts is refused/,
    },
    {
      what: 'deleting a virtual account postings name',
      statement: () => sql`delete from virtual_accounts where code = ${used()}`,
      refused: /^DELETE of virtual_accounts is refused/,
    },
    {
      what: "changing a virtual account's code",
      statement: () => sql`update virtual_accounts set code = code || '-MOVED' where code = ${unused()}`,
      refused: /^a change of key of virtual_accounts is refused/,
    },
    // Other tables' foreign keys refuse a plain TRUNCATE of virtual_accounts; CASCADE reaches its own trigger first.
    {
      what: 'truncating the virtual accounts',
      statement: () => sql`truncate virtual_accounts cascade`,
      refused: /^TRUNCATE of virtual_accounts is refused/,
    },
    {
      what: 'deleting a world account',
      statement: () => sql`delete from ledger_world_accounts where id = ${bank.id}`,
      refused: /^DELETE of ledger_world_accounts is refused/,
    },
    {
      what: "changing a world account's id",
      statement: () => sql`update ledger_world_accounts set id = default where id = ${bank.id}`,
      refused: /^a change of key of ledger_world_accounts is refused/,
    },
    {
      what: 'truncating the world accounts',
      statement: () => sql`truncate ledger_world_accounts`,
      refused: /^TRUNCATE of ledger_world_accounts is refused/,
    },
  ])('refuses $what', async ({ statement, refused }) => {
    const refusal = await refusalOf(statement());
    expect(refusal).toMatchObject({ state: insufficientPrivilege, message: expect.stringMatching(refused) });
  });

  it("lets the ledger move an account's balances, and an update name its key unchanged", async () => {
    const { database } = testDatabase;
    await database.transaction((tx) =>
      postTransaction(tx, {
        type: 'DEPOSIT',
        status: 'CONFIRMED',
        currency: 'EUR',
        postings: [
          { worldAccount: bank, amount: -700 },
          { virtualAccountCode: unused(), bucket: 'CONFIRMED', amount: 700 },
        ],
      }),
    );
    const moved = await database.transaction((tx) =>
      tx
        .update(virtualAccounts)
        .set({ code: sql`code`, confirmedBalance: sql`confirmed_balance + 0` })
        .where(eq(virtualAccounts.code, unused()))
        .returning({ confirmed: virtualAccounts.confirmedBalance }),
    );
    expect(moved).toEqual([{ confirmed: 700 }]);
    const renamed = await database.transaction((tx) =>
      tx
        .update(ledgerWorldAccounts)
        .set({ name: 'ING' })
        .where(eq(ledgerWorldAccounts.id, bank.id))
        .returning({ id: ledgerWorldAccounts.id }),
    );
    expect(renamed).toEqual([{ id: bank.id }]);
    await assertLedgerInvariants(database.db);
  });
});

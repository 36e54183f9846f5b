import {
  accountHolderStatuses,
  companyTypes,
  externalAccountStatuses,
  ibanInputSchema,
  kycStatuses,
  legalForms,
} from '@ops/core/contract';
import { count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  accountHolders,
  divisions,
  documents,
  externalAccounts,
  feeContracts,
  jobSchedules,
  kycHistoryEntries,
  kycSignOffs,
  kycTasks,
  merchants,
  seedRuns,
  storedFiles,
  ubos,
  virtualAccounts,
} from '../db/schema/index.ts';
import { assertLedgerInvariants } from '../ledger/ledger-invariants.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { seedDatabase } from './seed-database.ts';
import { moneyHistoryDigest, virtualAccountBalances } from './testing/money-history-digest.ts';

const seededTables: Record<string, PgTable> = {
  merchants,
  divisions,
  accountHolders,
  virtualAccounts,
  externalAccounts,
  ubos,
  documents,
  storedFiles,
  kycTasks,
  kycHistoryEntries,
  kycSignOffs,
  feeContracts,
};

/** Seeding two test databases takes seconds; on a busy machine more than a minute. */
const seedTimeoutMs = 180_000;

let first: TestDatabase;
let second: TestDatabase;
const db = () => first.database.db;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDatabase(first.database, 'small');
  await seedDatabase(second.database, 'small');
}, seedTimeoutMs);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(seededTables)) {
    const [row] = await database.db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

/** A digest of every row of every seeded table, in code order. */
async function contentDigest(database: Database): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [name, table] of Object.entries(seededTables)) {
    const digest: SQL<string> = sql`md5(string_agg(${table}::text, '|' order by ${table}.code))`;
    const [row] = await database.db.select({ digest }).from(table);
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

const distinct = async (column: AnyPgColumn, from: PgTable): Promise<unknown[]> =>
  (await db().selectDistinct({ value: column }).from(from)).map((row) => row.value);

/** ABA routing numbers: weights 3, 7, 1 over the nine digits sum to a multiple of ten. */
const validRoutingNumber = (routing: string) =>
  /^\d{9}$/.test(routing) &&
  [...routing].reduce((sum, digit, position) => sum + Number(digit) * ([3, 7, 1][position % 3] ?? 0), 0) % 10 === 0;

describe('seeding demo data', () => {
  it('writes nothing more when seeded again: the same counts, and the start says the data is there', async () => {
    const before = await rowCounts(first.database);
    const again = await seedDatabase(first.database, 'small');
    expect(again).toEqual({
      kind: 'already-seeded',
      size: 'small',
      counts: { merchants: 5, divisions: 8, sellers: 200 },
    });
    expect(await rowCounts(first.database)).toEqual(before);
    expect(before.accountHolders).toBe(200);
  });

  it('keeps the size a database was seeded with when a later start asks for another', async () => {
    const outcome = await seedDatabase(first.database, 'large');
    expect(outcome).toMatchObject({ kind: 'already-seeded', size: 'small' });
    expect((await rowCounts(first.database)).accountHolders).toBe(200);
  });

  it('produces the same rows every time for the same size', async () => {
    expect(await contentDigest(second.database)).toEqual(await contentDigest(first.database));
  });

  it('produces the same dated money history and the same balances every time for the same size', async () => {
    expect(await moneyHistoryDigest(second.database)).toEqual(await moneyHistoryDigest(first.database));
    expect(await virtualAccountBalances(second.database)).toEqual(await virtualAccountBalances(first.database));
  });

  it('completes an interrupted seed without duplicating what was already written', async () => {
    await second.database.transaction((tx) => tx.delete(seedRuns).where(eq(seedRuns.step, 'sellers')));
    const before = await rowCounts(second.database);
    const outcome = await seedDatabase(second.database, 'small');
    expect(outcome).toMatchObject({ kind: 'seeded', steps: ['sellers'] });
    expect(await rowCounts(second.database)).toEqual(before);
  });

  it('adds nothing to a database that holds merchants of its own', async () => {
    const other = await openTestDatabase();
    try {
      await other.database.transaction((tx) =>
        tx
          .insert(merchants)
          .values({ code: 'M-OWN', displayName: 'Own', defaultKycTier: 'ADVANCED_KYC', countryCode: 'NLD' }),
      );
      expect(await seedDatabase(other.database, 'small')).toEqual({ kind: 'not-empty' });
      expect(await rowCounts(other.database)).toMatchObject({ merchants: 1, accountHolders: 0 });
    } finally {
      await other.close();
    }
  }, 60_000); // a fresh database and its migrations: seconds on a busy PostgreSQL server
});

describe('the small demo data', () => {
  it('has sellers in every status, KYC status, legal form and company type', async () => {
    expect((await distinct(accountHolders.status, accountHolders)).sort()).toEqual([...accountHolderStatuses].sort());
    expect((await distinct(accountHolders.kycStatus, accountHolders)).sort()).toEqual([...kycStatuses].sort());
    expect((await distinct(accountHolders.legalForm, accountHolders)).sort()).toEqual([...legalForms].sort());
    const types = await distinct(accountHolders.companyType, accountHolders);
    expect(types.filter((type) => type !== null).sort()).toEqual([...companyTypes].sort());
    expect((await distinct(externalAccounts.status, externalAccounts)).sort()).toEqual(
      [...externalAccountStatuses].sort(),
    );
  });

  it('has KYC tasks in every state, histories with changes, and signed-off reliance and government flags', async () => {
    expect((await distinct(kycTasks.status, kycTasks)).sort()).toEqual(['ASSIGNED', 'DONE', 'OPEN']);
    const [underReview] = await db()
      .select({ value: count() })
      .from(accountHolders)
      .where(eq(accountHolders.status, 'IN_PROGRESS'));
    const [live] = await db().select({ value: count() }).from(kycTasks).where(sql`${kycTasks.status} <> 'DONE'`);
    expect(live?.value).toBe(underReview?.value);
    const decided = await db().select().from(kycHistoryEntries).where(eq(kycHistoryEntries.status, 'ACTIVE')).limit(1);
    expect(decided[0]?.changes.updated.length).toBeGreaterThan(0);
    expect((await distinct(kycSignOffs.setting, kycSignOffs)).sort()).toEqual(['GOVERNMENT_ENTITY', 'RELIANCE_MODEL']);
  });

  it('gives every division an expired EUR contract and the active one that replaced it', async () => {
    const perDivision = await db()
      .select({
        divisionCode: divisions.code,
        statuses: sql<string>`string_agg(${feeContracts.status}, ',' order by ${feeContracts.code})`,
      })
      .from(divisions)
      .leftJoin(feeContracts, eq(feeContracts.divisionCode, divisions.code))
      .groupBy(divisions.code);
    expect(perDivision.length).toBeGreaterThan(0);
    expect(new Set(perDivision.map((division) => division.statuses))).toEqual(new Set(['EXPIRED,ACTIVE']));
  });

  it('gives every division whose payout scheduler is on its payout schedule, due after the seed', async () => {
    const scheduled = await db()
      .select({ code: divisions.code })
      .from(divisions)
      .where(sql`(${divisions.payoutScheduler} ->> 'enabled')::boolean`);
    const schedules = await db().select().from(jobSchedules).where(eq(jobSchedules.kind, 'payouts.scheduledRun'));
    expect(scheduled.length).toBeGreaterThan(0);
    expect(schedules.map((schedule) => schedule.code).sort()).toEqual(
      scheduled.map((division) => `payouts:${division.code}`).sort(),
    );
    expect(schedules.every((schedule) => schedule.nextRunAt > new Date(Date.now() - 86_400_000))).toBe(true);
  });

  it('has a merchant with several divisions, merchants with exactly one and a US card-processor merchant', async () => {
    const perMerchant = await db()
      .select({ code: merchants.code, countryCode: merchants.countryCode, divisions: count(divisions.code) })
      .from(merchants)
      .leftJoin(divisions, eq(divisions.merchantCode, merchants.code))
      .groupBy(merchants.code);
    expect(perMerchant.length).toBeGreaterThanOrEqual(4);
    expect(perMerchant.some((merchant) => merchant.divisions >= 3)).toBe(true);
    expect(perMerchant.some((merchant) => merchant.divisions === 1)).toBe(true);
    expect(perMerchant.some((merchant) => merchant.countryCode === 'USA')).toBe(true);
  });

  it('gives every division one empty income account, and balance transfers on in some divisions only', async () => {
    const income = await db()
      .select({ divisionCode: virtualAccounts.divisionCode, balances: virtualAccounts.confirmedBalance })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.type, 'DIVISION_INCOME'));
    const divisionRows = await db().select().from(divisions);
    expect(income.map((account) => account.divisionCode).sort()).toEqual(divisionRows.map((row) => row.code).sort());
    expect(new Set(divisionRows.map((division) => division.balanceTransfersEnabled))).toEqual(new Set([true, false]));
  });

  it('gives every seller one virtual account whose balances are what the ledger posted to it', async () => {
    const [totals] = await db()
      .select({
        accounts: count(),
        sellers: sql<number>`count(distinct ${virtualAccounts.accountHolderCode})::int`,
      })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.type, 'SELLER'));
    expect(totals).toEqual({ accounts: 200, sellers: 200 });
    await assertLedgerInvariants(db());
  });

  it('has only valid IBANs and US routing numbers, and only sellers with missing data lack a selected account', async () => {
    const accounts = await db().select().from(externalAccounts);
    const ibans = accounts.flatMap((account) => (account.iban ? [account.iban] : []));
    const divisionIbans = (
      await db().select({ iban: divisions.iban }).from(divisions).where(isNotNull(divisions.iban))
    ).map((row) => row.iban ?? '');
    expect(ibans.length).toBeGreaterThan(150);
    for (const iban of [...ibans, ...divisionIbans]) expect(ibanInputSchema.safeParse(iban).success, iban).toBe(true);
    const routingNumbers = accounts.flatMap((account) => (account.routingNumber ? [account.routingNumber] : []));
    expect(routingNumbers.length).toBeGreaterThan(10);
    for (const routing of routingNumbers) expect(validRoutingNumber(routing), routing).toBe(true);

    const selectedBySeller = new Set(
      accounts.filter((account) => account.selected).map((account) => account.accountHolderCode),
    );
    const sellers = await db()
      .select({ code: accountHolders.code, status: accountHolders.status })
      .from(accountHolders);
    const withoutAccount = sellers.filter((seller) => !selectedBySeller.has(seller.code));
    expect(withoutAccount.length).toBeGreaterThan(0);
    expect(new Set(withoutAccount.map((seller) => seller.status))).toEqual(new Set(['MISSING_DATA']));
  });

  it('has organizations with UBOs, documents with real PNG photos and PDF files, and some deleted sellers', async () => {
    const [organizationsWithUbos] = await db()
      .select({ value: sql<number>`count(distinct ${ubos.accountHolderCode})::int` })
      .from(ubos);
    expect(organizationsWithUbos?.value).toBeGreaterThan(30);
    expect((await distinct(documents.kind, documents)).sort()).toEqual(['ORGANIZATION', 'PERSONAL']);
    const files = await db().select().from(storedFiles);
    const png = files.find((file) => file.contentType === 'image/png');
    const pdf = files.find((file) => file.contentType === 'application/pdf');
    expect(Buffer.from(png?.content ?? []).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(Buffer.from(pdf?.content ?? []).toString('latin1')).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
    const [deleted] = await db()
      .select({ value: count() })
      .from(accountHolders)
      .where(isNotNull(accountHolders.deletedAt));
    expect(deleted?.value).toBeGreaterThan(0);
  });
});

import { defaultDivisionConfig } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { accountHolders, divisions, documents, externalAccounts, merchants, storedFiles } from './index.ts';

let testDatabase: TestDatabase;
const db = () => testDatabase.database.db;

const seller = (code: string, overrides: Partial<typeof accountHolders.$inferInsert> = {}) => ({
  code,
  merchantCode: 'M-ACME',
  divisionCode: 'D-ACME',
  name: `Seller ${code}`,
  email: `${code.toLowerCase()}@example.com`,
  legalForm: 'INDIVIDUAL' as const,
  ...overrides,
});

const ibanAccount = (code: string, accountHolderCode: string, selected: boolean) => ({
  code,
  merchantCode: 'M-ACME',
  divisionCode: 'D-ACME',
  accountHolderCode,
  type: 'IBAN' as const,
  displayName: 'Main account',
  currency: 'EUR',
  paymentMethod: 'SEPA' as const,
  iban: 'NL91ABNA0417164300',
  selected,
});

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  await db()
    .insert(merchants)
    .values({ code: 'M-ACME', displayName: 'Acme Market', defaultKycTier: 'ADVANCED_KYC', countryCode: 'NLD' });
  await db()
    .insert(divisions)
    .values({ code: 'D-ACME', merchantCode: 'M-ACME', displayName: 'Main', kycTier: 'ADVANCED_KYC' });
});
afterAll(async () => {
  await testDatabase?.close();
});

describe('account owner tables', () => {
  it("gives a new division the contract's default configuration: balance transfers off", async () => {
    const [division] = await db().select().from(divisions).where(eq(divisions.code, 'D-ACME'));
    expect(division).toMatchObject({
      balanceTransfersEnabled: defaultDivisionConfig.balanceTransfersEnabled,
      kycPermission: defaultDivisionConfig.kycPermission,
      relianceModel: defaultDivisionConfig.relianceModel,
      governmentEntity: false,
      payoutScheduler: defaultDivisionConfig.payoutScheduler,
      refundPeriodDays: null,
      webhookUrls: defaultDivisionConfig.webhookUrls,
    });
  });

  it('finds a merchant by the first letters of its name, whatever their case', async () => {
    const found = await db()
      .select({ code: merchants.code })
      .from(merchants)
      .where(sql`lower(${merchants.displayName}) like ${'ACM'.toLowerCase()} || '%'`);
    expect(found).toEqual([{ code: 'M-ACME' }]);
  });

  it('starts a seller with missing data and keeps large minor-unit volumes exact', async () => {
    await db()
      .insert(accountHolders)
      .values(seller('AH-VOLUME', { totalVolume: Number.MAX_SAFE_INTEGER }));
    const [stored] = await db().select().from(accountHolders).where(eq(accountHolders.code, 'AH-VOLUME'));
    expect(stored).toMatchObject({ status: 'MISSING_DATA', totalVolume: Number.MAX_SAFE_INTEGER, deletedAt: null });
  });

  it('refuses an organization without a company type and an individual with one', async () => {
    await expect(
      db()
        .insert(accountHolders)
        .values(seller('AH-ORG', { legalForm: 'ORGANIZATION' })),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(accountHolders)
        .values(seller('AH-IND', { companyType: 'NON_PROFIT' })),
    ).rejects.toThrow();
    await db()
      .insert(accountHolders)
      .values(seller('AH-ORG', { legalForm: 'ORGANIZATION', companyType: 'GOVERNMENT_ENTITY' }));
  });

  it('refuses a second selected external account for one seller', async () => {
    await db().insert(accountHolders).values(seller('AH-BANK'));
    await db()
      .insert(externalAccounts)
      .values(ibanAccount('EA-1', 'AH-BANK', true));
    await db()
      .insert(externalAccounts)
      .values(ibanAccount('EA-2', 'AH-BANK', false));
    await expect(
      db()
        .insert(externalAccounts)
        .values(ibanAccount('EA-3', 'AH-BANK', true)),
    ).rejects.toThrow();
  });

  it('keeps the bytes of a document photo unchanged and refuses a size that does not match them', async () => {
    await db().insert(accountHolders).values(seller('AH-DOC'));
    await db()
      .insert(documents)
      .values({ code: 'DOC-1', accountHolderCode: 'AH-DOC', kind: 'PERSONAL', type: 'PASSPORT' });
    const content = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x10]);
    const photo = { documentCode: 'DOC-1', fileName: 'front.jpg', contentType: 'image/jpeg' as const, content };
    await db()
      .insert(storedFiles)
      .values({ ...photo, code: 'FILE-1', size: content.byteLength });
    const [stored] = await db().select().from(storedFiles).where(eq(storedFiles.code, 'FILE-1'));
    expect([...(stored?.content ?? [])]).toEqual([...content]);
    await expect(
      db()
        .insert(storedFiles)
        .values({ ...photo, code: 'FILE-2', size: 1 }),
    ).rejects.toThrow();
  });

  it('refuses an organization document type on a personal document', async () => {
    await expect(
      db().insert(documents).values({ code: 'DOC-2', accountHolderCode: 'AH-DOC', kind: 'PERSONAL', type: 'OTHER' }),
    ).rejects.toThrow();
  });
});

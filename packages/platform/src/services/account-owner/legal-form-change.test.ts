import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders, storedFiles } from '../../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  type Scope,
  sampleFiles,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const storedFileCount = async () =>
  (await kit.platform.database.db.select({ value: count() }).from(storedFiles))[0]?.value;

const activate = (code: string) =>
  kit.platform.database.db
    .update(accountHolders)
    .set({ status: 'ACTIVE', kycStatus: 'PASSED' })
    .where(eq(accountHolders.code, code));

describe('change legal form', () => {
  it("permanently deletes the seller's details, UBOs and documents with their files", async () => {
    const seller = await createSeller(kit.ops, acme, {
      name: 'Bakkerij Vries',
      email: 'info@bakkerij.example',
      legalForm: 'ORGANIZATION',
      companyType: 'PRIVATE_COMPANY',
      identity: {
        legalName: 'Bakkerij Vries BV',
        registrationNumber: 'KVK-77',
        phone: '+31 30 123 4567',
        externalReference: 'bakery-7',
        address: { street: 'Dorpsstraat', city: 'Zeist', country: 'NLD' },
      },
    });
    const params = { ...acme, accountHolderCode: seller.code };
    await kit.ops.createUbo({ params, body: { type: 'INDIVIDUAL', firstName: 'Piet', lastName: 'Vries' } });
    const document = await kit.ops.createOrganizationDocument({ params, body: { type: 'REGISTRATION_EXTRACT' } });
    await kit.ops.uploadOrganizationDocumentFile({
      params: { ...params, documentId: document.code },
      body: { file: sampleFiles.pdf() },
    });
    const filesBefore = await storedFileCount();
    await activate(seller.code);

    const changed = await kit.ops.changeLegalForm({ params, body: { legalForm: 'INDIVIDUAL' } });
    expect(changed).toMatchObject({
      name: 'Bakkerij Vries',
      email: 'info@bakkerij.example',
      legalForm: 'INDIVIDUAL',
      companyType: null,
      status: 'MISSING_DATA',
      kycStatus: 'WAITING_DATA',
      identity: {
        type: 'INDIVIDUAL',
        legalName: null,
        registrationNumber: null,
        phone: null,
        externalReference: 'bakery-7',
        address: { street: null, city: null, country: null },
        ubos: [],
        documents: { personal: [], organization: [] },
      },
    });
    expect(await storedFileCount()).toBe((filesBefore ?? 0) - 1);
    const [event] = await kit.auditOf('accountHolder', seller.code);
    expect(event).toMatchObject({
      action: 'changeLegalForm',
      before: { legalForm: 'ORGANIZATION', identity: { legalName: 'Bakkerij Vries BV' } },
      after: { legalForm: 'INDIVIDUAL', identity: { legalName: null } },
    });
  });

  it('needs a company type to become an organization, and a different legal form', async () => {
    const seller = await createSeller(kit.ops, acme, { identity: { firstName: 'Kees' } });
    const params = { ...acme, accountHolderCode: seller.code };
    expect(await failureOf(kit.ops.changeLegalForm({ params, body: { legalForm: 'ORGANIZATION' } }))).toMatchObject({
      status: 400,
      error: { details: [{ field: 'companyType', message: 'An organization needs a company type' }] },
    });
    expect(await failureOf(kit.ops.changeLegalForm({ params, body: { legalForm: 'INDIVIDUAL' } }))).toMatchObject({
      status: 409,
      error: { message: 'The seller already has this legal form' },
    });
    const unchanged = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.code } });
    expect(unchanged.identity.firstName).toBe('Kees');
    const organization = await kit.ops.changeLegalForm({
      params,
      body: { legalForm: 'ORGANIZATION', companyType: 'NON_PROFIT' },
    });
    expect(organization).toMatchObject({
      legalForm: 'ORGANIZATION',
      companyType: 'NON_PROFIT',
      identity: { firstName: null },
    });
  });
});

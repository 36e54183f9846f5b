import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, kycHistoryEntries } from '../../db/schema/index.ts';
import {
  createMerchantScope,
  createSeller,
  failureOf,
  opsEmail,
  type Scope,
  sampleFiles,
  setupTimeoutMs,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { type KycTestKit, startKycTest } from './testing/kyc-test-kit.ts';

let kit: KycTestKit;
let acme: Scope;

beforeAll(async () => {
  kit = await startKycTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** A seller under review (IN_PROGRESS) with an identity, and its open task. */
async function sellerUnderReview(scope: Scope, name = 'Jan de Vries') {
  const seller = await createSeller(kit.ops, scope, {
    name,
    identity: { firstName: 'Jan', lastName: 'de Vries', address: { city: 'Utrecht' } },
  });
  await kit.ops.updateDivisionAccountHolder({
    params: { ...scope, accountHolderCode: seller.code },
    body: { identity: { nationality: 'NLD' } },
  });
  return seller;
}

const historyRows = async (accountHolderCode: string) =>
  (
    await kit.platform.database.db
      .select({ value: count() })
      .from(kycHistoryEntries)
      .where(eq(kycHistoryEntries.accountHolderCode, accountHolderCode))
  )[0]?.value;

describe('KYC decisions', () => {
  it(
    'approves a seller with both comments and a file, writing the history entry with the changes and the audit',
    async () => {
      const kyc = await kit.kyc(acme);
      const seller = await sellerUnderReview(acme);
      const entry = await kyc.updateKycStatus({
        body: {
          accountOwnerCode: seller.code,
          status: 'ACTIVE',
          tier: 'STANDARD_KYC',
          externalComment: 'Welcome aboard',
          internalComment: 'Passport checked against the register',
          files: sampleFiles.pdf(),
        },
      });
      expect(entry).toMatchObject({
        previousStatus: 'IN_PROGRESS',
        status: 'ACTIVE',
        tier: 'STANDARD_KYC',
        analyst: opsEmail,
        decider: 'OPS',
        externalComment: 'Welcome aboard',
        internalComment: 'Passport checked against the register',
        files: [{ fileName: 'extract.pdf', contentType: 'application/pdf' }],
      });
      expect(entry.changes.new).toEqual(
        expect.arrayContaining([
          { field: 'lastName', before: null, after: 'de Vries' },
          { field: 'address.city', before: null, after: 'Utrecht' },
        ]),
      );
      const details = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.code } });
      expect(details).toMatchObject({ status: 'ACTIVE', kycStatus: 'PASSED' });
      const [audit] = await kit.auditOf('accountHolder', seller.code);
      expect(audit).toMatchObject({
        action: 'updateKycStatus',
        before: { status: 'IN_PROGRESS', tier: 'ADVANCED_KYC' },
        after: { status: 'ACTIVE', tier: 'STANDARD_KYC', kycHistoryEntry: entry.code },
      });
      const tasks = await kyc.listKycTasks({ query: { merchantCode: acme.merchantCode, status: 'DONE' } });
      expect(tasks.elements.map((task) => task.accountHolderCode)).toContain(seller.code);

      await kit.ops.updateDivisionAccountHolder({
        params: { ...acme, accountHolderCode: seller.code },
        body: { identity: { address: { city: 'Amsterdam' } } },
      });
      const [task] = (
        await kyc.listKycTasks({ query: { merchantCode: acme.merchantCode, status: 'OPEN' } })
      ).elements.filter((open) => open.accountHolderCode === seller.code);
      expect(task?.reason).toBe('DATA_CHANGED');
      const view = await kyc.getKycTask({ params: { taskCode: task?.code ?? '' } });
      expect(view.changes).toEqual({
        new: [],
        updated: [{ field: 'address.city', before: 'Utrecht', after: 'Amsterdam' }],
        removed: [],
      });
      expect(view.allowedStatuses).toEqual(['ACTIVE', 'MISSING_DATA', 'FAILED', 'REJECTED']);
      expect(view.seller.identity.lastName).toBe('de Vries');
    },
    setupTimeoutMs,
  );

  it(
    'refuses every move the graph does not allow, writing nothing',
    async () => {
      const kyc = await kit.kyc(acme);
      const seller = await createSeller(kit.ops, acme, { name: 'Waiting Seller' });
      expect(seller.status).toBe('MISSING_DATA');
      const auditBefore = (await kit.auditOf('accountHolder', seller.code)).length;
      expect(
        await failureOf(kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'ACTIVE' } })),
      ).toEqual({
        status: 409,
        error: { code: 409, message: 'A seller cannot move from MISSING_DATA to ACTIVE', details: [] },
      });
      await kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'REJECTED' } });
      for (const status of ['ACTIVE', 'IN_PROGRESS', 'MISSING_DATA', 'FAILED', 'REJECTED'] as const) {
        expect((await failureOf(kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status } }))).status).toBe(
          409,
        );
      }
      expect(await historyRows(seller.code)).toBe(1);
      expect((await kit.auditOf('accountHolder', seller.code)).length).toBe(auditBefore + 1);
    },
    setupTimeoutMs,
  );

  it(
    "says 'Select new status' without a status, in the error shape",
    async () => {
      const kyc = await kit.kyc(acme);
      const seller = await createSeller(kit.ops, acme, { name: 'No Status' });
      const failure = await failureOf(
        kyc.updateKycStatus({
          body: { accountOwnerCode: seller.code } as { accountOwnerCode: string; status: 'ACTIVE' },
        }),
      );
      expect(failure).toMatchObject({
        status: 400,
        error: { details: [{ field: 'status', message: 'Select new status' }] },
      });
    },
    setupTimeoutMs,
  );

  it(
    "holds a merchant-side decision to its division's KYC permission",
    async () => {
      const division = await createMerchantScope(kit.ops, 'Permission Market');
      const kyc = await kit.kyc(division);
      const setPermission = (kycPermission: 'NONE' | 'CAN_REJECT' | 'CAN_EDIT') =>
        kit.ops.updateDivisionConfig({ params: division, body: { kycPermission } });
      const seller = await sellerUnderReview(division);
      const decide = (status: 'ACTIVE' | 'REJECTED' | 'MISSING_DATA') =>
        failureOf(kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status, decider: 'MERCHANT' } }));

      expect((await decide('MISSING_DATA')).status).toBe(403);
      await setPermission('CAN_EDIT');
      expect(await decide('ACTIVE')).toMatchObject({
        status: 403,
        error: {
          message: "This division's KYC permission (CAN_EDIT) does not allow a merchant to move a seller to ACTIVE",
        },
      });
      expect((await decide('REJECTED')).status).toBe(403);
      await setPermission('CAN_REJECT');
      expect((await decide('ACTIVE')).status).toBe(403);
      expect(await historyRows(seller.code)).toBe(0);
      const blocked = await kyc.updateKycStatus({
        body: { accountOwnerCode: seller.code, status: 'REJECTED', decider: 'MERCHANT' },
      });
      expect(blocked).toMatchObject({ status: 'REJECTED', decider: 'MERCHANT' });
    },
    setupTimeoutMs,
  );

  it(
    'writes neither history nor audit when the decision fails half-way',
    async () => {
      const kyc = await kit.kyc(acme);
      const seller = await sellerUnderReview(acme, 'Half Way');
      const auditBefore = await kit.platform.database.db.select({ value: count() }).from(auditEvents);
      // A file of a refused kind fails the request before anything is written.
      const failure = await failureOf(
        kyc.updateKycStatus({
          body: { accountOwnerCode: seller.code, status: 'ACTIVE', files: sampleFiles.disguisedText() },
        }),
      );
      expect(failure.status).toBe(400);
      // A seller deleted meanwhile: the decision is refused inside the transaction.
      await kit.ops.deleteDivisionAccountHolder({ params: { ...acme, accountHolderCode: seller.code } });
      expect(
        (await failureOf(kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'ACTIVE' } }))).status,
      ).toBe(409);
      expect(await historyRows(seller.code)).toBe(0);
      const auditAfter = await kit.platform.database.db.select({ value: count() }).from(auditEvents);
      expect(auditAfter[0]?.value).toBe((auditBefore[0]?.value ?? 0) + 1);
    },
    setupTimeoutMs,
  );

  it(
    "changes a seller's tier with a history entry, and pages the history newest first",
    async () => {
      const kyc = await kit.kyc(acme);
      const seller = await sellerUnderReview(acme, 'Tiered');
      await kyc.updateKycTier({
        body: { accountOwnerCode: seller.code, tier: 'LIGHT_KYC', internalComment: 'Low volume' },
      });
      expect(
        await failureOf(kyc.updateKycTier({ body: { accountOwnerCode: seller.code, tier: 'LIGHT_KYC' } })),
      ).toMatchObject({
        status: 409,
        error: { message: 'The seller is already on LIGHT_KYC' },
      });
      await kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'MISSING_DATA' } });
      await kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'IN_PROGRESS' } });
      const params = { ...acme, accountHolderCode: seller.code };
      const first = await kyc.getKycHistory({ params, query: { page: 1, limit: 2 } });
      expect(first.totalCount).toBe(3);
      expect(first.elements.map((entry) => entry.status)).toEqual(['IN_PROGRESS', 'MISSING_DATA']);
      expect(first.elements[1]?.tier).toBe('LIGHT_KYC');
      const second = await kyc.getKycHistory({ params, query: { page: 2, limit: 2 } });
      expect(second.elements).toMatchObject([
        { status: 'IN_PROGRESS', internalComment: 'Low volume', changes: { updated: [{ field: 'tier' }] } },
      ]);
      const reopened = await kyc.listKycTasks({ query: { merchantCode: acme.merchantCode, status: 'OPEN' } });
      expect(reopened.elements.find((task) => task.accountHolderCode === seller.code)?.reason).toBe('REOPENED');
    },
    setupTimeoutMs,
  );

  it(
    'approves a government entity automatically once its dataset is complete',
    async () => {
      const division = await createMerchantScope(kit.ops, 'Gemeente Utrecht');
      const kyc = await kit.kyc(division);
      await kyc.updateKycConfig({
        query: { code: division.divisionCode, merchantCode: division.merchantCode, codeType: 'DIVISION' },
        body: { governmentEntity: true, signOff: { officer: 'compliance@sandbox.test' } },
      });
      const seller = await createSeller(kit.ops, division, {
        name: 'Gemeente Utrecht',
        legalForm: 'ORGANIZATION',
        companyType: 'GOVERNMENT_ENTITY',
        identity: {
          legalName: 'Gemeente Utrecht',
          registrationNumber: '30280353',
          address: { street: 'Stadsplateau', houseNumber: '1', zipcode: '3521AZ', city: 'Utrecht', country: 'NLD' },
        },
      });
      const params = { ...division, accountHolderCode: seller.code };
      expect((await kyc.getKycHistory({ params, query: {} })).totalCount).toBe(0);
      await kit.ops.createOrganizationDocument({ params, body: { type: 'REGISTRATION_EXTRACT', number: 'KVK-1' } });
      const history = await kyc.getKycHistory({ params, query: {} });
      expect(history.elements).toMatchObject([{ status: 'ACTIVE', analyst: 'system', previousStatus: 'IN_PROGRESS' }]);
      const details = await kit.boundTo(division).getAccountHolder({ params: { accountHolderCode: seller.code } });
      expect(details.status).toBe('ACTIVE');
      const open = await kyc.listKycTasks({ query: { merchantCode: division.merchantCode, status: 'OPEN' } });
      expect(open.totalCount).toBe(0);
    },
    setupTimeoutMs,
  );
});

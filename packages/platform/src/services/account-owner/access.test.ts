import type { AccountOwnerClient } from '@ops/core/api';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
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
let scope: Scope;
let seller: Scope & { accountHolderCode: string };
let ids: {
  uboId: string;
  documentId: string;
  organizationDocumentId: string;
  externalAccountId: string;
  photoId: string;
};

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  scope = await createMerchantScope(kit.ops, 'Acme Market');
  seller = {
    ...scope,
    accountHolderCode: (await createSeller(kit.ops, scope, { legalForm: 'ORGANIZATION', companyType: 'NON_PROFIT' }))
      .code,
  };
  const ubo = await kit.ops.createUbo({ params: seller, body: { type: 'ORGANIZATION', legalName: 'Holding' } });
  const document = await kit.ops.createPersonalDocument({ params: seller, body: { type: 'PASSPORT' } });
  const withPhoto = await kit.ops.uploadPersonalDocumentPhoto({
    params: { ...seller, documentId: document.code },
    body: { photo: sampleFiles.png() },
  });
  const organizationDocument = await kit.ops.createOrganizationDocument({ params: seller, body: { type: 'OTHER' } });
  const account = await kit.ops.createExternalAccount({
    params: seller,
    body: { type: 'IBAN', iban: 'NL91ABNA0417164300' },
  });
  ids = {
    uboId: ubo.code,
    documentId: document.code,
    organizationDocumentId: organizationDocument.code,
    externalAccountId: account.code,
    photoId: withPhoto.photos[0]?.code as string,
  };
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** One call of each route family, as any caller would make it. */
const families: Record<string, (client: AccountOwnerClient) => Promise<unknown>[]> = {
  merchants: (client) => [
    client.searchMerchants({ query: { query: 'Acme' } }),
    client.createMerchant({ body: { displayName: 'Intruder' } }),
    client.getMerchant({ params: { merchantCode: scope.merchantCode } }),
  ],
  divisions: (client) => [
    client.listDivisions({ params: { merchantCode: scope.merchantCode } }),
    client.listDetailedDivisions({ params: { merchantCode: scope.merchantCode } }),
    client.getDetailedDivision({ params: scope }),
    client.createDivision({ params: { merchantCode: scope.merchantCode }, body: { displayName: 'Intruder' } }),
    client.deleteDivision({ params: scope }),
    client.getDivisionConfig({ params: scope }),
    client.updateDivisionConfig({ params: scope, body: { balanceTransfersEnabled: true } }),
  ],
  sellers: (client) => [
    client.listAccountHolders(),
    client.listDivisionAccountHolders({ params: scope }),
    client.createAccountHolder({ params: scope, body: { name: 'X', email: 'x@example.com', legalForm: 'INDIVIDUAL' } }),
    client.getAccountHolder({ params: { accountHolderCode: seller.accountHolderCode } }),
    client.updateAccountHolder({ params: { accountHolderCode: seller.accountHolderCode }, body: { name: 'X' } }),
    client.updateDivisionAccountHolder({ params: seller, body: { name: 'X' } }),
    client.deleteDivisionAccountHolder({ params: seller }),
    client.changeLegalForm({ params: seller, body: { legalForm: 'INDIVIDUAL' } }),
  ],
  ubos: (client) => [
    client.listUbos({ params: seller }),
    client.createUbo({ params: seller, body: { type: 'ORGANIZATION', legalName: 'X' } }),
    client.updateUbo({ params: { ...seller, uboId: ids.uboId }, body: { city: 'X' } }),
    client.deleteUbo({ params: { ...seller, uboId: ids.uboId } }),
  ],
  documents: (client) => {
    const personal = { ...seller, documentId: ids.documentId };
    const organization = { ...seller, documentId: ids.organizationDocumentId };
    return [
      client.listPersonalDocuments({ params: seller }),
      client.createPersonalDocument({ params: seller, body: { type: 'ID_CARD' } }),
      client.updatePersonalDocument({ params: personal, body: { number: 'X' } }),
      client.deletePersonalDocument({ params: personal }),
      client.uploadPersonalDocumentPhoto({ params: personal, body: { photo: sampleFiles.jpeg() } }),
      client.downloadPersonalDocumentPhoto({ params: { ...personal, photoId: ids.photoId } }),
      client.listOrganizationDocuments({ params: seller }),
      client.createOrganizationDocument({ params: seller, body: { type: 'OTHER' } }),
      client.updateOrganizationDocument({ params: organization, body: { number: 'X' } }),
      client.deleteOrganizationDocument({ params: organization }),
      client.uploadOrganizationDocumentFile({ params: organization, body: { file: sampleFiles.pdf() } }),
      client.downloadOrganizationDocumentFile({ params: organization }),
    ];
  },
  externalAccounts: (client) => {
    const account = { ...seller, externalAccountId: ids.externalAccountId };
    return [
      client.listExternalAccounts({ params: seller }),
      client.createExternalAccount({ params: seller, body: { type: 'IBAN', iban: 'DE89370400440532013000' } }),
      client.updateExternalAccount({ params: account, body: { displayName: 'X' } }),
      client.selectExternalAccount({ params: account }),
      client.deleteExternalAccount({ params: account }),
      client.uploadExternalAccountFile({ params: account, body: { file: sampleFiles.pdf() } }),
      client.downloadExternalAccountFile({ params: account }),
      client.listDivisionExternalAccounts({ params: scope }),
      client.checkIban({ body: { iban: 'NL91ABNA0417164300' } }),
      client.updateExternalAccountStatus({
        body: {
          accountOwnerCode: seller.accountHolderCode,
          externalAccountCode: ids.externalAccountId,
          status: 'ACTIVE',
          internalComment: 'X',
          analyst: 'merchant@sandbox.test',
        },
      }),
    ];
  },
};

const auditCount = async () => (await kit.platform.database.db.select({ value: count() }).from(auditEvents))[0]?.value;

describe.each(Object.keys(families))('%s', (family) => {
  const calls = (client: AccountOwnerClient) => (families[family] as (typeof families)[string])(client);

  it('answers 401 without an identity token, changing nothing', async () => {
    const before = await auditCount();
    const failures = await Promise.all(calls(kit.anonymous(scope)).map(failureOf));
    expect(failures.map((failure) => failure.status)).toEqual(failures.map(() => 401));
    expect(await auditCount()).toBe(before);
  });

  it('answers 403 with the spec message to an account that is not ops staff, changing nothing', async () => {
    const before = await auditCount();
    const failures = await Promise.all(calls(await kit.notOps(scope)).map(failureOf));
    expect(failures.map((failure) => failure.status)).toEqual(failures.map(() => 403));
    expect(failures[0]?.error?.message).toBe(
      'Sorry, this account is not authorized to access ops dashboard. Please contact your manager to request access or try with a different account.',
    );
    expect(await auditCount()).toBe(before);
  });
});

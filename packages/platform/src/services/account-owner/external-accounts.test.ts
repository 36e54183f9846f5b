import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalAccounts } from '../../db/schema/index.ts';
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
let jan: Scope & { accountHolderCode: string };

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  jan = { ...acme, accountHolderCode: (await createSeller(kit.ops, acme)).code };
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const accountCount = async () =>
  (await kit.platform.database.db.select({ value: count() }).from(externalAccounts))[0]?.value;

async function newSeller() {
  return { ...acme, accountHolderCode: (await createSeller(kit.ops, acme)).code };
}

describe('external accounts of a seller', () => {
  it('adds an IBAN account, normalised, selected as the first one, in progress, and records it', async () => {
    const account = await kit.ops.createExternalAccount({
      params: jan,
      body: { type: 'IBAN', iban: 'nl91 abna 0417 1643 00' },
    });
    expect(account).toMatchObject({
      accountHolderCode: jan.accountHolderCode,
      divisionCode: acme.divisionCode,
      type: 'IBAN',
      iban: 'NL91ABNA0417164300',
      displayName: 'NL91 ABNA 0417 1643 00',
      currency: 'EUR',
      paymentMethod: 'SEPA',
      selected: true,
      status: 'IN_PROGRESS',
      file: null,
    });
    expect(account.code).toMatch(/^EA-/);
    const seller = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: jan.accountHolderCode } });
    expect(seller.externalAccountStatus).toBe('IN_PROGRESS');
    expect((await kit.auditOf('externalAccount', account.code))[0]).toMatchObject({
      action: 'createExternalAccount',
      before: null,
    });
  });

  it('adds an account-number account in another currency, not selected while another one is', async () => {
    const account = await kit.ops.createExternalAccount({
      params: jan,
      body: { type: 'ACCOUNT_NUMBER', accountNumber: '000123456789', routingNumber: '021000021', currency: 'USD' },
    });
    expect(account).toMatchObject({ type: 'ACCOUNT_NUMBER', paymentMethod: 'ACH', selected: false, iban: null });
    expect((await kit.ops.listExternalAccounts({ params: jan })).elements.map((entry) => entry.selected)).toEqual([
      true,
      false,
    ]);
  });

  it('refuses an invalid IBAN, or the same IBAN twice for one seller, writing nothing', async () => {
    const before = await accountCount();
    expect(
      await failureOf(
        kit.ops.createExternalAccount({ params: jan, body: { type: 'IBAN', iban: 'NL91ABNA0417164301' } }),
      ),
    ).toMatchObject({ status: 400, error: { details: [{ field: 'iban', message: 'Invalid IBAN' }] } });
    const noRouting = await failureOf(
      kit.ops.createExternalAccount({
        params: jan,
        body: { type: 'ACCOUNT_NUMBER', accountNumber: '1', currency: 'USD' } as never,
      }),
    );
    expect(noRouting.error?.details.map((detail) => detail.field)).toEqual(['routingNumber']);
    expect(
      await failureOf(
        kit.ops.createExternalAccount({ params: jan, body: { type: 'IBAN', iban: 'NL91ABNA0417164300' } }),
      ),
    ).toMatchObject({ status: 409, error: { message: 'This seller already has an external account with this IBAN' } });
    expect(await accountCount()).toBe(before);
  });

  it('selects one account at a time', async () => {
    const [first, second] = (await kit.ops.listExternalAccounts({ params: jan })).elements;
    const selected = await kit.ops.selectExternalAccount({
      params: { ...jan, externalAccountId: second?.code as string },
    });
    expect(selected.selected).toBe(true);
    const accounts = (await kit.ops.listExternalAccounts({ params: jan })).elements;
    expect(accounts.map((account) => [account.code, account.selected])).toEqual([
      [first?.code, false],
      [second?.code, true],
    ]);
    expect((await kit.auditOf('externalAccount', second?.code as string))[0]).toMatchObject({
      action: 'selectExternalAccount',
      before: { selected: false },
      after: { selected: true },
    });
  });

  it('changes a EUR account; a new IBAN is verified again', async () => {
    const seller = await newSeller();
    const account = await kit.ops.createExternalAccount({
      params: seller,
      body: { type: 'IBAN', iban: 'DE89370400440532013000', displayName: 'Hauptkonto' },
    });
    const params = { ...seller, externalAccountId: account.code };
    await kit.boundTo(acme).updateExternalAccountStatus({
      body: {
        accountOwnerCode: seller.accountHolderCode,
        externalAccountCode: account.code,
        status: 'ACTIVE',
        internalComment: 'Bank statement matches',
        analyst: 'ops@sandbox.test',
      },
    });
    const renamed = await kit.ops.updateExternalAccount({ params, body: { displayName: ' Business ' } });
    expect(renamed).toMatchObject({ displayName: 'Business', status: 'ACTIVE' });
    const moved = await kit.ops.updateExternalAccount({ params, body: { iban: 'BE68 5390 0754 7034' } });
    expect(moved).toMatchObject({ iban: 'BE68539007547034', status: 'IN_PROGRESS' });
    expect(await failureOf(kit.ops.updateExternalAccount({ params, body: { accountNumber: '123' } }))).toMatchObject({
      status: 400,
      error: { details: [{ field: 'accountNumber', message: 'This account is identified by its IBAN' }] },
    });
    expect(
      await failureOf(kit.ops.updateExternalAccount({ params, body: { iban: 'NL91ABNA0417164301' } })),
    ).toMatchObject({ status: 400, error: { details: [{ field: 'iban', message: 'Invalid IBAN' }] } });
  });

  it('refuses to change an account in another currency than EUR: that goes through hosted onboarding', async () => {
    const usd = (await kit.ops.listExternalAccounts({ params: jan })).elements.find(
      (entry) => entry.currency === 'USD',
    );
    const params = { ...jan, externalAccountId: usd?.code as string };
    expect(await failureOf(kit.ops.updateExternalAccount({ params, body: { displayName: 'Dollars' } }))).toMatchObject({
      status: 409,
      error: { message: 'Accounts with non-EUR currency must be updated via hosted onboarding' },
    });
    expect((await kit.ops.listExternalAccounts({ params: jan })).elements).toContainEqual(usd);
  });

  it('keeps one proof file per account and gives it back', async () => {
    const [account] = (await kit.ops.listExternalAccounts({ params: jan })).elements;
    const params = { ...jan, externalAccountId: account?.code as string };
    expect((await failureOf(kit.ops.downloadExternalAccountFile({ params }))).status).toBe(404);
    await kit.ops.uploadExternalAccountFile({ params, body: { file: sampleFiles.png() } });
    const withProof = await kit.ops.uploadExternalAccountFile({ params, body: { file: sampleFiles.pdf() } });
    expect(withProof.file).toMatchObject({ fileName: 'extract.pdf', contentType: 'application/pdf' });
    const download = await kit.ops.downloadExternalAccountFile({ params });
    expect(download.type).toBe('application/pdf');
    expect(await download.text()).toBe(await sampleFiles.pdf().text());
    expect(
      await failureOf(kit.ops.uploadExternalAccountFile({ params, body: { file: sampleFiles.disguisedText() } })),
    ).toMatchObject({ status: 400, error: { details: [{ field: 'file' }] } });
  });

  it('deletes an account with its proof', async () => {
    const seller = await newSeller();
    const account = await kit.ops.createExternalAccount({
      params: seller,
      body: { type: 'IBAN', iban: 'GB29NWBK60161331926819', currency: 'GBP' },
    });
    const params = { ...seller, externalAccountId: account.code };
    await kit.ops.uploadExternalAccountFile({ params, body: { file: sampleFiles.jpeg() } });
    await kit.ops.deleteExternalAccount({ params });
    expect((await kit.ops.listExternalAccounts({ params: seller })).elements).toEqual([]);
    expect((await failureOf(kit.ops.downloadExternalAccountFile({ params }))).status).toBe(404);
    const seen = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.accountHolderCode } });
    expect(seen.externalAccountStatus).toBeNull();
    expect((await kit.auditOf('externalAccount', account.code))[0]).toMatchObject({
      action: 'deleteExternalAccount',
      after: null,
    });
  });

  it("is 404 for another seller's account", async () => {
    const seller = await newSeller();
    const [account] = (await kit.ops.listExternalAccounts({ params: jan })).elements;
    const params = { ...seller, externalAccountId: account?.code as string };
    expect(await failureOf(kit.ops.selectExternalAccount({ params }))).toMatchObject({
      status: 404,
      error: { message: 'No external account found with this code for this seller' },
    });
    expect((await failureOf(kit.ops.deleteExternalAccount({ params }))).status).toBe(404);
  });
});

describe("a division's own external accounts", () => {
  it("lists the division's accounts, not its sellers', and is 404 for another merchant's division", async () => {
    await kit.platform.database.db.insert(externalAccounts).values({
      code: 'EA-DIVISION1',
      merchantCode: acme.merchantCode,
      divisionCode: acme.divisionCode,
      accountHolderCode: null,
      type: 'IBAN',
      displayName: 'Acme payouts',
      currency: 'EUR',
      paymentMethod: 'SEPA',
      iban: 'NL02ABNA0123456789',
      selected: true,
      status: 'ACTIVE',
    });
    const { elements } = await kit.ops.listDivisionExternalAccounts({ params: acme });
    expect(elements).toEqual([
      expect.objectContaining({ code: 'EA-DIVISION1', accountHolderCode: null, selected: true }),
    ]);
    const check = await kit.ops.checkIban({
      body: { iban: 'NL02ABNA0123456789', accountHolderCode: jan.accountHolderCode },
    });
    expect(check.duplicates).toEqual([
      expect.objectContaining({ externalAccountCode: 'EA-DIVISION1', accountHolderCode: null }),
    ]);
    const other = await createMerchantScope(kit.ops, 'Third Market');
    const foreign = { merchantCode: other.merchantCode, divisionCode: acme.divisionCode };
    expect((await failureOf(kit.ops.listDivisionExternalAccounts({ params: foreign }))).status).toBe(404);
  });
});

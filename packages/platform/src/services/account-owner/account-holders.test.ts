import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders, virtualAccounts } from '../../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let other: Scope;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  other = await createMerchantScope(kit.ops, 'Other Market');
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const sellerCount = async () =>
  (await kit.platform.database.db.select({ value: count() }).from(accountHolders))[0]?.value;

/** What the KYC service does once a check is decided. */
const setStatus = (code: string, status: 'ACTIVE' | 'FAILED' | 'REJECTED') =>
  kit.platform.database.db
    .update(accountHolders)
    .set({ status, kycStatus: status === 'ACTIVE' ? 'PASSED' : status })
    .where(eq(accountHolders.code, code));

describe('create seller', () => {
  it('creates a seller missing data, with a generated code, its EUR virtual account, and records it', async () => {
    const seller = await createSeller(kit.ops, acme, {
      name: ' Anna Bakker ',
      identity: { firstName: 'Anna', lastName: 'Bakker', address: { city: 'Utrecht', country: 'NLD' } },
    });
    expect(seller).toMatchObject({
      merchantCode: acme.merchantCode,
      divisionCode: acme.divisionCode,
      name: 'Anna Bakker',
      email: 'jan@example.com',
      status: 'MISSING_DATA',
      kycStatus: 'WAITING_DATA',
      externalAccountStatus: null,
      legalForm: 'INDIVIDUAL',
      companyType: null,
      totalVolume: { amount: 0, currency: 'EUR' },
      payoutsConfiguration: { mode: 'MANUAL', nextScheduledDate: null },
      deleted: false,
      identity: {
        type: 'INDIVIDUAL',
        firstName: 'Anna',
        lastName: 'Bakker',
        legalName: null,
        address: { city: 'Utrecht', country: 'NLD', street: null },
        ubos: [],
        documents: { personal: [], organization: [] },
      },
    });
    expect(seller.code).toMatch(/^AH-[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(seller.balances).toBeUndefined();
    const withBalances = await kit
      .boundTo(acme)
      .getAccountHolder({ params: { accountHolderCode: seller.code }, query: { _fragments: 'balances' } });
    expect(withBalances.balances).toEqual([
      expect.objectContaining({
        type: 'SELLER',
        currency: 'EUR',
        confirmedBalance: 0,
        pendingBalance: 0,
        payoutBalance: 0,
      }),
    ]);
    const [event] = await kit.auditOf('accountHolder', seller.code);
    expect(event).toMatchObject({ action: 'createAccountHolder', before: null, after: { name: 'Anna Bakker' } });
  });

  it('creates an organization with its company type', async () => {
    const seller = await createSeller(kit.ops, acme, {
      name: 'Gemeente Zeist',
      legalForm: 'ORGANIZATION',
      companyType: 'GOVERNMENT_ENTITY',
    });
    expect(seller).toMatchObject({ legalForm: 'ORGANIZATION', companyType: 'GOVERNMENT_ENTITY' });
  });

  it('refuses a missing company type, a company type for a person, or a bad e-mail, and writes nothing', async () => {
    const before = await sellerCount();
    const noType = await failureOf(createSeller(kit.ops, acme, { legalForm: 'ORGANIZATION' }));
    expect(noType).toMatchObject({
      status: 400,
      error: { details: [{ field: 'companyType', message: 'An organization needs a company type' }] },
    });
    const personWithType = await failureOf(createSeller(kit.ops, acme, { companyType: 'NON_PROFIT' }));
    expect(personWithType.error?.details).toEqual([
      { field: 'companyType', message: 'Only an organization has a company type' },
    ]);
    const badEmail = await failureOf(createSeller(kit.ops, acme, { email: 'jan-at-example' }));
    expect(badEmail.error?.details).toEqual([{ field: 'email', message: 'Invalid e-mail address' }]);
    const badPhone = await failureOf(createSeller(kit.ops, acme, { identity: { phone: 'call me' } }));
    expect(badPhone.error?.details).toEqual([{ field: 'identity.phone', message: 'Invalid phone number' }]);
    expect(await sellerCount()).toBe(before);
  });

  it('is 404 in an unknown division or a division of another merchant', async () => {
    const foreign = { merchantCode: acme.merchantCode, divisionCode: other.divisionCode };
    expect((await failureOf(createSeller(kit.ops, foreign))).status).toBe(404);
    expect((await failureOf(createSeller(kit.ops, { ...acme, divisionCode: 'D-NOPE' }))).status).toBe(404);
  });
});

describe('get seller', () => {
  it('answers a seller of the bound division and 404 under another merchant or division', async () => {
    const seller = await createSeller(kit.ops, acme);
    const params = { accountHolderCode: seller.code };
    expect((await kit.boundTo(acme).getAccountHolder({ params })).code).toBe(seller.code);
    expect((await failureOf(kit.boundTo(other).getAccountHolder({ params }))).status).toBe(404);
    const mixed = { merchantCode: acme.merchantCode, divisionCode: other.divisionCode };
    expect(await failureOf(kit.boundTo(mixed).getAccountHolder({ params }))).toMatchObject({
      status: 404,
      error: { message: 'No matching division found, check merchant code and division code' },
    });
    expect(
      await failureOf(kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: 'AH-NOPE' } })),
    ).toMatchObject({ status: 404, error: { message: 'No seller found with this code in this division' } });
  });

  it('needs the bound merchant and division headers', async () => {
    const seller = await createSeller(kit.ops, acme);
    const headers = await kit.platform.headersFor('ops@sandbox.test');
    const response = await fetch(
      `${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/accountholders/${seller.code}`,
      { headers: { ...headers, 'merchant-code': acme.merchantCode } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      details: [{ field: 'merchant-division-code', message: 'Please select a merchant and try again' }],
    });
  });
});

describe('change seller', () => {
  it('keeps the status for e-mail, phone, name, external reference and payouts mode', async () => {
    const seller = await createSeller(kit.ops, acme);
    await setStatus(seller.code, 'ACTIVE');
    const changed = await kit.ops.updateDivisionAccountHolder({
      params: { ...acme, accountHolderCode: seller.code },
      body: {
        name: 'Jan V.',
        email: 'jan.v@example.com',
        identity: { phone: '+31 6 1234 5678', externalReference: 'shop-42' },
      },
    });
    expect(changed).toMatchObject({
      status: 'ACTIVE',
      kycStatus: 'PASSED',
      name: 'Jan V.',
      email: 'jan.v@example.com',
      identity: { phone: '+31 6 1234 5678', externalReference: 'shop-42', email: 'jan.v@example.com' },
    });
    const [event] = await kit.auditOf('accountHolder', seller.code);
    expect(event).toMatchObject({
      action: 'updateDivisionAccountHolder',
      before: { email: 'jan@example.com' },
      after: { email: 'jan.v@example.com' },
    });
  });

  it('moves an active, failed, rejected or data-missing seller to IN_PROGRESS on a KYC-sensitive change', async () => {
    for (const status of ['ACTIVE', 'FAILED', 'REJECTED', undefined] as const) {
      const seller = await createSeller(kit.ops, acme, { identity: { lastName: 'Vries' } });
      if (status) await setStatus(seller.code, status);
      const changed = await kit.boundTo(acme).updateAccountHolder({
        params: { accountHolderCode: seller.code },
        body: { identity: { address: { city: 'Amersfoort' } } },
      });
      expect(changed).toMatchObject({
        status: 'IN_PROGRESS',
        kycStatus: 'PENDING',
        identity: { address: { city: 'Amersfoort' } },
      });
    }
  });

  it('counts names, birth, nationality, numbers and clearing a value as KYC-sensitive, and the same value not', async () => {
    const seller = await createSeller(kit.ops, acme, { identity: { lastName: 'Vries', nationality: 'NLD' } });
    const params = { ...acme, accountHolderCode: seller.code };
    await setStatus(seller.code, 'ACTIVE');
    const trailBefore = await kit.auditOf('accountHolder', seller.code);
    const same = await kit.ops.updateDivisionAccountHolder({ params, body: { identity: { lastName: 'Vries' } } });
    expect(same.status).toBe('ACTIVE');
    expect(await kit.auditOf('accountHolder', seller.code)).toEqual(trailBefore);
    const sensitive = [
      { legalName: 'J. de Vries' },
      { dateOfBirth: '1990-04-01' },
      { nationality: 'BEL' },
      { taxNumber: 'NL123' },
      { registrationNumber: 'KVK-1' },
      { lastName: null },
    ];
    for (const identity of sensitive) {
      await setStatus(seller.code, 'ACTIVE');
      const changed = await kit.ops.updateDivisionAccountHolder({ params, body: { identity } });
      expect(changed.status, JSON.stringify(identity)).toBe('IN_PROGRESS');
    }
  });

  it('moves an organization to IN_PROGRESS when its company type changes', async () => {
    const seller = await createSeller(kit.ops, acme, { legalForm: 'ORGANIZATION', companyType: 'PRIVATE_COMPANY' });
    await setStatus(seller.code, 'ACTIVE');
    const changed = await kit.ops.updateDivisionAccountHolder({
      params: { ...acme, accountHolderCode: seller.code },
      body: { companyType: 'PUBLIC_COMPANY' },
    });
    expect(changed).toMatchObject({ companyType: 'PUBLIC_COMPANY', status: 'IN_PROGRESS' });
  });

  it('refuses a company type for a person and bad fields with 400, changing nothing', async () => {
    const seller = await createSeller(kit.ops, acme);
    const params = { ...acme, accountHolderCode: seller.code };
    expect(
      await failureOf(kit.ops.updateDivisionAccountHolder({ params, body: { companyType: 'NON_PROFIT' } })),
    ).toMatchObject({ status: 400, error: { details: [{ field: 'companyType' }] } });
    const bad = await failureOf(
      kit.ops.updateDivisionAccountHolder({
        params,
        body: { name: ' ', identity: { dateOfBirth: '01-04-1990', nationality: 'nl' } },
      }),
    );
    expect(bad.error?.details.map((detail) => detail.field).sort()).toEqual([
      'identity.dateOfBirth',
      'identity.nationality',
      'name',
    ]);
    expect(await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.code } })).toEqual(seller);
  });

  it("shows the next scheduled payout day while the division's scheduler is on", async () => {
    const scope = await createMerchantScope(kit.ops, 'Scheduled Market');
    const seller = await createSeller(kit.ops, scope, { payoutsMode: 'SCHEDULED' });
    expect(seller.payoutsConfiguration).toEqual({ mode: 'SCHEDULED', nextScheduledDate: null });
    await kit.ops.updateDivisionConfig({
      params: scope,
      body: { payoutScheduler: { enabled: true, frequency: { preset: 'EVERY_DAY' } } },
    });
    const scheduled = await kit.boundTo(scope).getAccountHolder({ params: { accountHolderCode: seller.code } });
    const nextDate = scheduled.payoutsConfiguration.nextScheduledDate as string;
    expect(nextDate > new Date().toISOString().slice(0, 10)).toBe(true);
    expect([0, 6]).not.toContain(new Date(`${nextDate}T00:00:00Z`).getUTCDay());
    const manual = await kit.ops.updateDivisionAccountHolder({
      params: { ...scope, accountHolderCode: seller.code },
      body: { payoutsMode: 'MANUAL' },
    });
    expect(manual.payoutsConfiguration).toEqual({ mode: 'MANUAL', nextScheduledDate: null });
  });
});

describe('delete seller', () => {
  it('refuses while the seller holds money, then keeps it flagged deleted, closed for changes', async () => {
    const seller = await createSeller(kit.ops, acme);
    const params = { ...acme, accountHolderCode: seller.code };
    const account = eq(virtualAccounts.accountHolderCode, seller.code);
    await kit.platform.database.db.update(virtualAccounts).set({ confirmedBalance: 1250 }).where(account);
    expect(await failureOf(kit.ops.deleteDivisionAccountHolder({ params }))).toMatchObject({
      status: 409,
      error: { message: 'This seller cannot be deleted while it holds a balance' },
    });
    await kit.platform.database.db.update(virtualAccounts).set({ confirmedBalance: 0 }).where(account);

    await kit.ops.deleteDivisionAccountHolder({ params });
    const deleted = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: seller.code } });
    expect(deleted.deleted).toBe(true);
    const changeAfter = await failureOf(kit.ops.updateDivisionAccountHolder({ params, body: { name: 'Again' } }));
    expect(changeAfter).toMatchObject({ status: 409, error: { message: 'This seller has been deleted' } });
    expect((await failureOf(kit.ops.deleteDivisionAccountHolder({ params }))).status).toBe(409);
    const [event] = await kit.auditOf('accountHolder', seller.code);
    expect(event).toMatchObject({ action: 'deleteDivisionAccountHolder', before: { code: seller.code }, after: null });
  });

  it('is 404 for a seller addressed under another division', async () => {
    const seller = await createSeller(kit.ops, acme);
    const params = { ...other, accountHolderCode: seller.code };
    expect((await failureOf(kit.ops.deleteDivisionAccountHolder({ params }))).status).toBe(404);
    expect((await failureOf(kit.ops.updateDivisionAccountHolder({ params, body: { name: 'X' } }))).status).toBe(404);
  });
});

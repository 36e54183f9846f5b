import { createApiClient, createKycClient } from '@ops/core/api';
import { defaultDivisionConfig } from '@ops/core/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions, virtualAccounts } from '../../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  opsEmail,
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

const divisionCount = async () => (await kit.platform.database.db.select({ value: count() }).from(divisions))[0]?.value;

/** Money arrives through the ledger; here it is put straight into the account. */
async function fund(where: ReturnType<typeof eq>, pendingBalance: number) {
  await kit.platform.database.db.update(virtualAccounts).set({ pendingBalance }).where(where);
}

describe('divisions of a merchant', () => {
  it('lists them plain and detailed, with the division income account', async () => {
    const plain = await kit.ops.listDivisions({ params: { merchantCode: acme.merchantCode } });
    expect(plain.elements.map((division) => division.code)).toEqual([acme.divisionCode]);
    const detailed = await kit.ops.listDetailedDivisions({ params: { merchantCode: acme.merchantCode } });
    expect(detailed.elements[0]?.virtualAccounts.map((account) => account.type)).toEqual(['DIVISION_INCOME']);
    const one = await kit.ops.getDetailedDivision({ params: acme });
    expect(one).toEqual(detailed.elements[0]);
  });

  it('is 404 for an unknown merchant, an unknown division, or a division of another merchant', async () => {
    const unknownMerchant = await failureOf(kit.ops.listDivisions({ params: { merchantCode: 'M-NOPE' } }));
    expect(unknownMerchant.status).toBe(404);
    const foreign = { merchantCode: acme.merchantCode, divisionCode: other.divisionCode };
    for (const params of [{ ...acme, divisionCode: 'D-NOPE' }, foreign, { ...other, merchantCode: 'M-NOPE' }]) {
      expect(await failureOf(kit.ops.getDetailedDivision({ params }))).toMatchObject({
        status: 404,
        error: { message: 'No matching division found, check merchant code and division code' },
      });
      expect((await failureOf(kit.ops.getDivisionConfig({ params }))).status).toBe(404);
      expect((await failureOf(kit.ops.deleteDivision({ params }))).status).toBe(404);
    }
    expect(
      (await failureOf(kit.ops.createDivision({ params: { merchantCode: 'M-NOPE' }, body: { displayName: 'X' } })))
        .status,
    ).toBe(404);
  });
});

describe('create division', () => {
  it("creates a division in the merchant's default tier with its income account, and records it", async () => {
    const division = await kit.ops.createDivision({
      params: { merchantCode: acme.merchantCode },
      body: { displayName: ' Webshop ', description: ' online ' },
    });
    expect(division).toMatchObject({
      merchantCode: acme.merchantCode,
      displayName: 'Webshop',
      description: 'online',
      kycTier: 'ADVANCED_KYC',
      iban: null,
    });
    expect(division.code).toMatch(/^D-[0-9A-HJKMNP-TV-Z]{12}$/);
    const details = await kit.ops.getDetailedDivision({ params: { ...acme, divisionCode: division.code } });
    expect(details.virtualAccounts).toEqual([
      expect.objectContaining({ type: 'DIVISION_INCOME', currency: 'EUR', confirmedBalance: 0 }),
    ]);
    const merchant = await kit.ops.getMerchant({ params: { merchantCode: acme.merchantCode } });
    expect(merchant.divisions.map((summary) => summary.code)).toEqual([acme.divisionCode, division.code]);
    const [event] = await kit.auditOf('division', division.code);
    expect(event).toMatchObject({ action: 'createDivision', before: null, after: { displayName: 'Webshop' } });
  });

  it('takes a KYC tier of its own', async () => {
    const division = await kit.ops.createDivision({
      params: { merchantCode: acme.merchantCode },
      body: { displayName: 'Light', kycTier: 'LIGHT_KYC' },
    });
    expect(division.kycTier).toBe('LIGHT_KYC');
  });

  it('refuses a blank name with 400 and writes nothing', async () => {
    const before = await divisionCount();
    expect(
      await failureOf(
        kit.ops.createDivision({ params: { merchantCode: acme.merchantCode }, body: { displayName: '' } }),
      ),
    ).toMatchObject({ status: 400, error: { details: [{ field: 'displayName', message: 'Required' }] } });
    expect(await divisionCount()).toBe(before);
  });
});

describe('delete division', () => {
  it("refuses to delete a merchant's last division", async () => {
    expect(await failureOf(kit.ops.deleteDivision({ params: other }))).toMatchObject({
      status: 409,
      error: { message: 'A merchant keeps at least one division' },
    });
  });

  it('refuses while a seller or the division income account holds money, then deletes it', async () => {
    const division = await kit.ops.createDivision({
      params: { merchantCode: other.merchantCode },
      body: { displayName: 'Pop-up store' },
    });
    const scope = { merchantCode: other.merchantCode, divisionCode: division.code };
    const seller = await createSeller(kit.ops, scope);
    const sellerAccount = eq(virtualAccounts.accountHolderCode, seller.code);
    await fund(sellerAccount, 500);
    const refused = await failureOf(kit.ops.deleteDivision({ params: scope }));
    expect(refused).toMatchObject({
      status: 409,
      error: { message: 'This division cannot be deleted while it or its sellers hold a balance' },
    });
    await fund(sellerAccount, 0);
    await kit.platform.database.db
      .update(virtualAccounts)
      .set({ payoutBalance: 1 })
      .where(eq(virtualAccounts.divisionCode, division.code));
    expect((await failureOf(kit.ops.deleteDivision({ params: scope }))).status).toBe(409);
    await kit.platform.database.db
      .update(virtualAccounts)
      .set({ payoutBalance: 0 })
      .where(eq(virtualAccounts.divisionCode, division.code));
    expect((await kit.ops.getDetailedDivision({ params: scope })).code).toBe(division.code);

    await kit.ops.deleteDivision({ params: scope });
    expect((await failureOf(kit.ops.getDetailedDivision({ params: scope }))).status).toBe(404);
    const remaining = await kit.ops.listDivisions({ params: { merchantCode: other.merchantCode } });
    expect(remaining.elements.map((entry) => entry.code)).toEqual([other.divisionCode]);
    const [event] = await kit.auditOf('division', division.code);
    expect(event).toMatchObject({ action: 'deleteDivision', before: { code: division.code }, after: null });
  });
});

describe('division configuration', () => {
  let scope: Scope;

  beforeAll(async () => {
    scope = await createMerchantScope(kit.ops, 'Config Market');
  }, setupTimeoutMs);

  it('starts with everything off', async () => {
    expect(await kit.ops.getDivisionConfig({ params: scope })).toEqual(defaultDivisionConfig);
  });

  it('changes only the fields sent, and records before and after', async () => {
    const config = await kit.ops.updateDivisionConfig({
      params: scope,
      body: {
        balanceTransfersEnabled: true,
        payoutScheduler: { enabled: true, frequency: { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } },
        refundPeriodDays: 14,
        webhookUrls: { KYC: ' https://hooks.example.com/kyc ' },
      },
    });
    expect(config).toEqual({
      ...defaultDivisionConfig,
      balanceTransfersEnabled: true,
      payoutScheduler: { enabled: true, frequency: { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } },
      refundPeriodDays: 14,
      webhookUrls: { KYC: 'https://hooks.example.com/kyc', PAYOUTS: null },
    });
    const next = await kit.ops.updateDivisionConfig({ params: scope, body: { kycPermission: 'CAN_REJECT' } });
    expect(next).toEqual({ ...config, kycPermission: 'CAN_REJECT' });
    expect(await kit.ops.getDivisionConfig({ params: scope })).toEqual(next);
    const [event] = await kit.auditOf('division', scope.divisionCode);
    expect(event).toMatchObject({
      action: 'updateDivisionConfig',
      before: { kycPermission: 'NONE' },
      after: { kycPermission: 'CAN_REJECT' },
    });
  });

  it('refuses a change that names no field it knows with 400, and records nothing', async () => {
    const before = await kit.auditOf('division', scope.divisionCode);
    for (const body of [{}, { colour: 'blue' }]) {
      const refused = await failureOf(kit.ops.updateDivisionConfig({ params: scope, body: body as never }));
      expect(refused).toMatchObject({
        status: 400,
        error: {
          details: [{ field: 'body', message: 'Nothing to change: the body names no field this call changes' }],
        },
      });
    }
    expect(await kit.auditOf('division', scope.divisionCode)).toEqual(before);
  });

  it('needs compliance sign-off to enable a reliance model or the government flag, and keeps it in the trail', async () => {
    const before = await kit.ops.getDivisionConfig({ params: scope });
    const refused = await failureOf(
      kit.ops.updateDivisionConfig({
        params: scope,
        body: { relianceModel: 'FULL_RELIANCE', balanceTransfersEnabled: false },
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: {
        details: [{ field: 'complianceSignOff', message: 'Compliance officer sign-off is needed before enabling' }],
      },
    });
    expect(await kit.ops.getDivisionConfig({ params: scope })).toEqual(before);
    const config = await kit.ops.updateDivisionConfig({
      params: scope,
      body: { governmentEntity: true, complianceSignOff: true },
    });
    expect(config.governmentEntity).toBe(true);
    const [event] = await kit.auditOf('division', scope.divisionCode);
    expect(event?.after).toMatchObject({ governmentEntity: true, complianceSignOff: true });
    // The same sign-off record as kyc2's configuration keeps: who signed off, and when.
    const token = await kit.platform.tokenFor(opsEmail);
    const baseUrl = `${kit.platform.baseUrl}/api/`;
    const kyc = createKycClient(createApiClient({ baseUrl, getToken: () => token, getUserEmail: () => opsEmail }));
    const kycConfig = await kyc.getKycConfig({
      query: { code: scope.divisionCode, merchantCode: scope.merchantCode, codeType: 'DIVISION' },
    });
    expect(kycConfig.signOffs).toEqual([
      expect.objectContaining({ setting: 'GOVERNMENT_ENTITY', value: 'true', officer: opsEmail, recordedBy: opsEmail }),
    ]);
  });

  it('keeps a refund period only while the payout scheduler is on', async () => {
    const off = await kit.ops.updateDivisionConfig({
      params: scope,
      body: { payoutScheduler: { enabled: false, frequency: { preset: 'EVERY_DAY' } } },
    });
    expect(off.refundPeriodDays).toBeNull();
    expect(
      await failureOf(kit.ops.updateDivisionConfig({ params: scope, body: { refundPeriodDays: 7 } })),
    ).toMatchObject({
      status: 400,
      error: {
        details: [
          { field: 'refundPeriodDays', message: 'The refund period is only available when the payout scheduler is on' },
        ],
      },
    });
    expect((await kit.ops.getDivisionConfig({ params: scope })).refundPeriodDays).toBeNull();
  });

  it('refuses a webhook URL that is not one', async () => {
    const refused = await failureOf(
      kit.ops.updateDivisionConfig({ params: scope, body: { webhookUrls: { PAYOUTS: 'not a url' } } }),
    );
    expect(refused).toMatchObject({ status: 400, error: { details: [{ field: 'webhookUrls.PAYOUTS' }] } });
  });
});

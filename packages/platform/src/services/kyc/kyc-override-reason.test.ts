import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalKycVerifications, kycHistoryEntries } from '../../db/schema/index.ts';
import {
  createMerchantScope,
  createSeller,
  failureOf,
  opsEmail,
  type Scope,
  setupTimeoutMs,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { type KycTestKit, startKycTest } from './testing/kyc-test-kit.ts';

let kit: KycTestKit;
let shop: Scope;

beforeAll(async () => {
  kit = await startKycTest();
  shop = await createMerchantScope(kit.ops, 'Reasoned Market');
  await kit.ops.updateDivisionConfig({ params: shop, body: { reasonsRequired: ['kycOverride'] } });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** A seller under review whose last answer from the provider is `answer`. */
async function sellerTheProviderAnswered(answer: 'VERIFIED' | 'REJECTED', name: string) {
  const seller = await createSeller(kit.ops, shop, { name, identity: { firstName: 'Jan', lastName: name } });
  await kit.ops.updateDivisionAccountHolder({
    params: { ...shop, accountHolderCode: seller.code },
    body: { identity: { nationality: 'NLD' } },
  });
  await kit.platform.database.db.insert(externalKycVerifications).values({
    verificationId: `EV-${seller.code}`,
    accountHolderCode: seller.code,
    provider: 'sandbox',
    status: answer,
    requestedBy: opsEmail,
  });
  return seller;
}

const decisionsOf = async (accountHolderCode: string) =>
  (
    await kit.platform.database.db
      .select({ value: count() })
      .from(kycHistoryEntries)
      .where(eq(kycHistoryEntries.accountHolderCode, accountHolderCode))
  )[0]?.value;

describe('a KYC decision in a division that requires a reason to override the provider', () => {
  it('refuses to reject a seller the provider verified without a reason, and decides nothing', async () => {
    const kyc = await kit.kyc(shop);
    const seller = await sellerTheProviderAnswered('VERIFIED', 'Verified');
    const before = await decisionsOf(seller.code);
    const refused = await failureOf(
      kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'REJECTED' } }),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: { code: 'reasonRequired', details: [{ field: 'kind', message: 'kycOverride' }] },
    });
    expect(await decisionsOf(seller.code)).toBe(before);

    await kyc.updateKycStatus({
      body: { accountOwnerCode: seller.code, status: 'REJECTED' },
      reason: 'The passport photo belongs to someone else',
    });
    const [entry] = await kit.auditOf('accountHolder', seller.code);
    expect(entry).toMatchObject({ action: 'updateKycStatus', reason: 'The passport photo belongs to someone else' });
  });

  it('refuses to approve a seller the provider rejected without a reason', async () => {
    const kyc = await kit.kyc(shop);
    const seller = await sellerTheProviderAnswered('REJECTED', 'Rejected');
    const refused = await failureOf(kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'ACTIVE' } }));
    expect(refused).toMatchObject({ status: 400, error: { code: 'reasonRequired' } });
  });

  it('needs no reason for a decision that agrees with the provider', async () => {
    const kyc = await kit.kyc(shop);
    const seller = await sellerTheProviderAnswered('VERIFIED', 'Agreed');
    const entry = await kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'ACTIVE' } });
    expect(entry.status).toBe('ACTIVE');
  });
});

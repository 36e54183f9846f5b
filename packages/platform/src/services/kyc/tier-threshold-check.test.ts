import { createApiClient, createFundSplitsClient, type FundSplitsClient } from '@ops/core/api';
import type { KycTier } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMerchantScope,
  createSeller,
  opsEmail,
  type Scope,
  setupTimeoutMs,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { type KycTestKit, startKycTest } from './testing/kyc-test-kit.ts';

let kit: KycTestKit;
let shop: Scope;
let splits: FundSplitsClient;

beforeAll(async () => {
  kit = await startKycTest();
  shop = await createMerchantScope(kit.ops, 'Drempel Markt');
  const token = await kit.platform.tokenFor(opsEmail);
  splits = createFundSplitsClient(
    createApiClient({ baseUrl: `${kit.platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** A seller approved at `tier`: its creation task is done, so only a threshold can open another. */
async function approvedSeller(name: string, tier: KycTier, legalForm: 'INDIVIDUAL' | 'ORGANIZATION' = 'INDIVIDUAL') {
  const organization = legalForm === 'ORGANIZATION' ? { companyType: 'PRIVATE_COMPANY' as const } : {};
  const seller = await createSeller(kit.ops, shop, { name, legalForm, ...organization });
  const kyc = await kit.kyc(shop);
  // A new seller lacks data: taken under review, then approved at the tier.
  await kyc.updateKycStatus({ body: { accountOwnerCode: seller.code, status: 'IN_PROGRESS' } });
  await decide(seller.code, tier);
  return seller;
}

/** Approves the seller at `tier`, through a review when it is active already (ACTIVE to ACTIVE is no move). */
async function decide(accountOwnerCode: string, tier: KycTier, review = false) {
  const kyc = await kit.kyc(shop);
  if (review) await kyc.updateKycStatus({ body: { accountOwnerCode, status: 'IN_PROGRESS' } });
  await kyc.updateKycStatus({ body: { accountOwnerCode, status: 'ACTIVE', tier } });
}

const pay = (sellerCode: string, amount: number) =>
  splits.createSplitPayment({
    body: {
      ...shop,
      psp: 'ADYEN',
      pspReference: `PSP-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      paymentMethod: 'IDEAL',
      currency: 'EUR',
      totalAmount: amount,
      sellers: [{ sellerCode, amount }],
    },
  });

/** The seller's tasks that are not done, with why they opened. */
async function liveTasksOf(sellerCode: string) {
  const kyc = await kit.kyc();
  const { elements } = await kyc.listKycTasks({ query: { merchantCode: shop.merchantCode, limit: 1000 } });
  return elements
    .filter((task) => task.accountHolderCode === sellerCode && task.status !== 'DONE')
    .map((task) => task.reason);
}

describe('KYC tasks from pay-ins crossing a tier threshold (spec section 9)', () => {
  it(
    'opens a task when one pay-in reaches 1,000 EUR for a light seller, and when the total passes 5,000 EUR',
    async () => {
      const seller = await approvedSeller('Lotte Licht', 'LIGHT_KYC');
      await pay(seller.code, 99_999);
      expect(await liveTasksOf(seller.code)).toEqual([]);

      await pay(seller.code, 100_000);
      expect(await liveTasksOf(seller.code)).toEqual(['TIER_THRESHOLD']);

      await decide(seller.code, 'STANDARD_KYC', true);
      await pay(seller.code, 250_000);
      expect(await liveTasksOf(seller.code)).toEqual([]);
      await pay(seller.code, 50_002);
      expect(await liveTasksOf(seller.code)).toEqual(['TIER_THRESHOLD']);
    },
    setupTimeoutMs,
  );

  it(
    'asks nothing of a seller already checked to the tier a pay-in asks for',
    async () => {
      const advanced = await approvedSeller('Anton Advies', 'ADVANCED_KYC');
      await pay(advanced.code, 900_000);
      expect(await liveTasksOf(advanced.code)).toEqual([]);
    },
    setupTimeoutMs,
  );

  it(
    'holds an organization to the advanced tier from its first pay-in',
    async () => {
      const organization = await approvedSeller('Orde BV', 'STANDARD_KYC', 'ORGANIZATION');
      await pay(organization.code, 1_000);
      expect(await liveTasksOf(organization.code)).toEqual(['TIER_THRESHOLD']);
    },
    setupTimeoutMs,
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMerchantScope,
  failureOf,
  opsEmail,
  type Scope,
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

describe('KYC configuration', () => {
  it(
    "reads a division's settings with the tier thresholds",
    async () => {
      const kyc = await kit.kyc(acme);
      const config = await kyc.getKycConfig({
        query: { code: acme.divisionCode, merchantCode: acme.merchantCode, codeType: 'DIVISION' },
      });
      expect(config).toMatchObject({
        tier: 'ADVANCED_KYC',
        thresholds: { lightSinglePayInBelow: 100_000, standardCumulativeUpTo: 500_000 },
        relianceModel: 'NONE',
        kycPermission: 'NONE',
        governmentEntity: false,
        signOffs: [],
      });
    },
    setupTimeoutMs,
  );

  it(
    'refuses a reliance model or the government flag without a sign-off, and records who signed off',
    async () => {
      const kyc = await kit.kyc(acme);
      const query = { code: acme.divisionCode, merchantCode: acme.merchantCode, codeType: 'DIVISION' as const };
      for (const body of [{ relianceModel: 'FULL_RELIANCE' as const }, { governmentEntity: true }]) {
        expect(await failureOf(kyc.updateKycConfig({ query, body }))).toMatchObject({
          status: 400,
          error: { message: 'Compliance officer sign-off is needed before enabling', details: [{ field: 'signOff' }] },
        });
      }
      expect((await kyc.getKycConfig({ query })).relianceModel).toBe('NONE');
      const config = await kyc.updateKycConfig({
        query,
        body: {
          relianceModel: 'IDENTITY_RELIANCE',
          kycPermission: 'CAN_REJECT',
          signOff: { officer: 'compliance@sandbox.test' },
        },
      });
      expect(config).toMatchObject({
        relianceModel: 'IDENTITY_RELIANCE',
        kycPermission: 'CAN_REJECT',
        signOffs: [
          {
            setting: 'RELIANCE_MODEL',
            value: 'IDENTITY_RELIANCE',
            officer: 'compliance@sandbox.test',
            recordedBy: opsEmail,
          },
        ],
      });
      // Turning a reliance model off needs no sign-off.
      expect((await kyc.updateKycConfig({ query, body: { relianceModel: 'NONE' } })).relianceModel).toBe('NONE');
      const [audit] = await kit.auditOf('division', acme.divisionCode);
      expect(audit).toMatchObject({ action: 'updateKycConfig', after: { relianceModel: 'NONE' } });
    },
    setupTimeoutMs,
  );

  it(
    "sets a merchant's default tier, and nothing else",
    async () => {
      const kyc = await kit.kyc();
      const query = { code: acme.merchantCode, codeType: 'MERCHANT' as const };
      const config = await kyc.createKycConfig({ query, body: { tier: 'STANDARD_KYC' } });
      expect(config).toMatchObject({ codeType: 'MERCHANT', tier: 'STANDARD_KYC', relianceModel: null });
      expect((await failureOf(kyc.updateKycConfig({ query, body: { kycPermission: 'CAN_EDIT' } }))).status).toBe(400);
    },
    setupTimeoutMs,
  );
});

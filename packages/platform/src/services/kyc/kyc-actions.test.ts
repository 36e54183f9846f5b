import {
  continueKycTaskAction,
  nextKycTaskAction,
  runAction,
  updateKycConfigurationAction,
  updateKycStatusAction,
} from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  createMerchantScope,
  createSeller,
  opsEmail,
  type Scope,
  setupTimeoutMs,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { type KycTestKit, startKycTest } from './testing/kyc-test-kit.ts';

let kit: KycTestKit;
let acme: Scope;
let token: string;

beforeAll(async () => {
  kit = await startKycTest();
  acme = await createMerchantScope(kit.ops, 'Acme Actions');
  token = await kit.platform.tokenFor(opsEmail);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The registry's context as the web and the cli give it, recording where it navigates. */
function contextBoundTo(scope: MerchantScope | undefined) {
  const visits: { path: string; query?: Record<string, string> }[] = [];
  const context = opsActionContext(kit.platform, { token, email: opsEmail }, scope, {
    navigate: (path, query) => visits.push({ path, ...(query ? { query } : {}) }),
  });
  return { context, visits };
}

describe('the KYC actions on the platform', () => {
  it(
    'Next task opens the oldest task, Continue reopens it, and a decision closes it',
    async () => {
      const seller = await createSeller(kit.ops, acme, { name: 'Action Seller' });
      const { context, visits } = contextBoundTo(undefined);
      const task = await runAction(nextKycTaskAction, context, { merchantCode: acme.merchantCode });
      expect(task).toMatchObject({ accountHolderCode: seller.code, assignee: opsEmail });
      const resumed = await runAction(continueKycTaskAction, context, {});
      expect(resumed.code).toBe(task.code);
      expect(visits).toEqual([
        { path: '/kycChecks', query: { task: task.code } },
        { path: '/kycChecks', query: { task: task.code } },
      ]);
      const entry = await runAction(updateKycStatusAction, context, {
        accountHolderCode: seller.code,
        status: 'FAILED',
        externalComment: 'Please send a valid passport',
      });
      expect(entry).toMatchObject({ previousStatus: 'MISSING_DATA', status: 'FAILED', analyst: opsEmail });
      await expect(runAction(continueKycTaskAction, context, {})).rejects.toMatchObject({
        messageKey: 'kyc.queue.nothingToContinue',
      });
    },
    setupTimeoutMs,
  );

  it(
    "changes the bound division's configuration, refused without the compliance officer",
    async () => {
      const { context } = contextBoundTo(acme);
      await expect(runAction(updateKycConfigurationAction, context, { governmentEntity: true })).rejects.toMatchObject({
        status: 400,
      });
      const config = await runAction(updateKycConfigurationAction, context, {
        governmentEntity: true,
        complianceOfficer: 'compliance@sandbox.test',
      });
      expect(config).toMatchObject({
        governmentEntity: true,
        signOffs: [{ setting: 'GOVERNMENT_ENTITY', officer: 'compliance@sandbox.test' }],
      });
      await expect(
        runAction(updateKycConfigurationAction, contextBoundTo(undefined).context, { tier: 'LIGHT_KYC' }),
      ).rejects.toMatchObject({ messageKey: 'validation.selectMerchant' });
    },
    setupTimeoutMs,
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMerchantScope,
  createSeller,
  failureOf,
  opsEmail,
  type Scope,
  setupTimeoutMs,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { type KycTestKit, startKycTest, supportEmail } from './testing/kyc-test-kit.ts';

let kit: KycTestKit;
let acme: Scope;
let bazaar: Scope;

beforeAll(async () => {
  kit = await startKycTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  bazaar = await createMerchantScope(kit.ops, 'Bazaar');
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('the KYC checks queue', () => {
  it(
    'opens a task for a new seller and for a KYC-sensitive change, one live task a seller',
    async () => {
      const kyc = await kit.kyc();
      const seller = await createSeller(kit.ops, bazaar, { name: 'Fietsen Jansen' });
      const queue = await kyc.listKycTasks({ query: { merchantCode: bazaar.merchantCode } });
      expect(queue.elements).toMatchObject([
        { accountHolderCode: seller.code, reason: 'SELLER_CREATED', status: 'OPEN', sellerName: 'Fietsen Jansen' },
      ]);
      await kit.ops.updateDivisionAccountHolder({
        params: { ...bazaar, accountHolderCode: seller.code },
        body: { identity: { lastName: 'Jansen' } },
      });
      const after = await kyc.listKycTasks({ query: { merchantCode: bazaar.merchantCode } });
      expect(after.elements).toHaveLength(1);
      expect(after.counts).toEqual({ OPEN: 1, ASSIGNED: 0, DONE: 0 });
    },
    setupTimeoutMs,
  );

  it(
    'never hands one task to two of 32 analysts asking at once, and says when none is left',
    async () => {
      const sellers = [];
      for (let index = 0; index < 24; index += 1) {
        sellers.push(await createSeller(kit.ops, acme, { name: `Seller ${index}` }));
      }
      const [ops, support] = await Promise.all([kit.kycAs(opsEmail), kit.kycAs(supportEmail)]);
      const body = { merchantCode: acme.merchantCode };
      const answers = await Promise.allSettled(
        Array.from({ length: 32 }, (_, index) => (index % 2 === 0 ? ops : support).nextKycTask({ body })),
      );
      const handed = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      expect(handed).toHaveLength(24);
      expect(new Set(handed.map((task) => task.code)).size).toBe(24);
      expect(new Set(handed.map((task) => task.accountHolderCode))).toEqual(new Set(sellers.map((s) => s.code)));
      for (const task of handed) expect(task.status).toBe('ASSIGNED');
      const refusals = answers.filter((answer) => answer.status === 'rejected');
      expect(refusals).toHaveLength(8);
      expect(await failureOf(ops.nextKycTask({ body }))).toMatchObject({
        status: 404,
        error: { message: 'There are no KYCs to check' },
      });
      const mine = await ops.myKycTasks({});
      expect(mine.elements.length).toBe(handed.filter((task) => task.assignee === opsEmail).length);
      const counts = (await ops.listKycTasks({ query: { merchantCode: acme.merchantCode } })).counts;
      expect(counts).toEqual({ OPEN: 0, ASSIGNED: 24, DONE: 0 });
    },
    setupTimeoutMs,
  );

  it(
    'hands the oldest task first; assign to me, release, and a colleague’s task is refused',
    async () => {
      const ops = await kit.kyc();
      const support = await kit.kycAs(supportEmail);
      const division = await createMerchantScope(kit.ops, 'Oldest First');
      const first = await createSeller(kit.ops, division, { name: 'First' });
      const second = await createSeller(kit.ops, division, { name: 'Second' });
      const body = { merchantCode: division.merchantCode };
      const taken = await ops.nextKycTask({ body });
      expect(taken).toMatchObject({ accountHolderCode: first.code, assignee: opsEmail });
      expect(await failureOf(support.assignKycTask({ params: { taskCode: taken.code } }))).toMatchObject({
        status: 409,
        error: { message: `KYC task ${taken.code} is assigned to ${opsEmail}` },
      });
      expect(await failureOf(support.releaseKycTask({ params: { taskCode: taken.code } }))).toMatchObject({
        status: 409,
      });
      const released = await ops.releaseKycTask({ params: { taskCode: taken.code } });
      expect(released).toMatchObject({ status: 'OPEN', assignee: null });
      const queue = await ops.listKycTasks({ query: { merchantCode: division.merchantCode, status: 'OPEN' } });
      const secondTask = queue.elements.find((task) => task.accountHolderCode === second.code);
      expect(queue.elements.map((task) => task.accountHolderCode)).toEqual([first.code, second.code]);
      const assigned = await support.assignKycTask({ params: { taskCode: secondTask?.code ?? '' } });
      expect(assigned).toMatchObject({ status: 'ASSIGNED', assignee: supportEmail });
      expect((await support.nextKycTask({ body })).accountHolderCode).toBe(first.code);
    },
    setupTimeoutMs,
  );

  it(
    'filters the queue by tier and age, counting each status under the same filters',
    async () => {
      const kyc = await kit.kyc();
      const light = await kyc.listKycTasks({ query: { merchantCode: acme.merchantCode, tier: 'LIGHT_KYC' } });
      expect(light.totalCount).toBe(0);
      const advanced = await kyc.listKycTasks({ query: { merchantCode: acme.merchantCode, tier: 'ADVANCED_KYC' } });
      expect(advanced.counts.ASSIGNED).toBe(24);
      const old = await kyc.listKycTasks({ query: { olderThanDays: 1 } });
      expect(old.totalCount).toBe(0);
    },
    setupTimeoutMs,
  );
});

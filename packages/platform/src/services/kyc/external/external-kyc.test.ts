import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMerchantScope,
  createSeller,
  failureOf,
  opsEmail,
  type Scope,
  setupTimeoutMs,
} from '../../account-owner/testing/account-owner-test-kit.ts';
import { type KycTestKit, startKycTest } from '../testing/kyc-test-kit.ts';
import { sandboxProvider } from './provider-callback.ts';
import { providerCallbackPath } from './provider-callback-route.ts';
import { providerSecret, signCallback } from './provider-signature.ts';

let kit: KycTestKit;
let acme: Scope;

beforeAll(async () => {
  kit = await startKycTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Posts a callback as the provider would, signed unless `signature` says otherwise. */
async function postCallback(body: object, options: { signature?: string | null; timestamp?: number } = {}) {
  const text = JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const secret = await providerSecret(kit.platform.database.db, sandboxProvider);
  const signature = options.signature === undefined ? signCallback(secret, timestamp, text) : options.signature;
  return fetch(`${kit.platform.baseUrl}${providerCallbackPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider-timestamp': String(timestamp),
      ...(signature === null ? {} : { 'x-provider-signature': signature }),
    },
    body: text,
  });
}

describe('the external verification provider', () => {
  it(
    'answers seconds later through signed callbacks: in review, then its outcome, in the External KYC History',
    async () => {
      const kyc = await kit.kyc();
      const good = await createSeller(kit.ops, acme, { name: 'Goede Verkoper' });
      const bad = await createSeller(kit.ops, acme, { name: 'Reject Me BV' });
      const { verifications } = await kyc.requestExternalKyc({ body: { accountHolderCodes: [good.code, bad.code] } });
      expect(verifications).toMatchObject([
        { accountHolderCode: good.code, provider: 'SANDBOX_ID', status: 'REQUESTED', messageCount: 0 },
        { accountHolderCode: bad.code, status: 'REQUESTED', externalReference: null, requestedBy: opsEmail },
      ]);
      const details = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: good.code } });
      expect(details.kycStatus).toBe('EXTERNAL_REVIEW');
      const history = (code: string) =>
        kyc.getExternalKycHistory({ params: { ...acme, accountHolderCode: code }, query: {} });

      // Nothing is due yet: the provider picks the request up a few seconds later.
      expect(await kit.platform.jobs.runDue()).toBe(0);
      expect(await kit.platform.jobs.runDue({ now: inSeconds(4) })).toBe(2);
      expect((await history(good.code)).elements).toMatchObject([{ status: 'IN_REVIEW', messageCount: 1 }]);
      expect(await kit.platform.jobs.runDue({ now: inSeconds(10) })).toBe(2);
      const [verified] = (await history(good.code)).elements;
      expect(verified).toMatchObject({ status: 'VERIFIED', messageCount: 2 });
      expect(verified?.externalReference).toMatch(/^SBX-/);
      expect((await history(bad.code)).elements).toMatchObject([{ status: 'REJECTED', messageCount: 2 }]);
      const after = await kit.boundTo(acme).getAccountHolder({ params: { accountHolderCode: good.code } });
      expect(after.kycStatus).toBe('REVIEW');
      expect(await kit.platform.jobs.runDue({ now: inSeconds(60) })).toBe(0);
    },
    setupTimeoutMs,
  );

  it(
    'refuses an unsigned, a wrongly signed, a stale and a replayed callback',
    async () => {
      const kyc = await kit.kyc();
      const seller = await createSeller(kit.ops, acme, { name: 'Callback Seller' });
      const [verification] = (await kyc.requestExternalKyc({ body: { accountHolderCodes: [seller.code] } }))
        .verifications;
      const message = {
        eventId: 'EVT-1',
        verificationId: verification?.verificationId,
        status: 'VERIFIED',
        externalReference: 'EXT-9',
        messageCount: 1,
      };
      const refusal = async (response: Response) => ({
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      });
      expect(await refusal(await postCallback(message, { signature: null }))).toEqual({
        status: 401,
        message: 'The provider callback is not signed',
      });
      expect(await refusal(await postCallback(message, { signature: 'ab'.repeat(32) }))).toEqual({
        status: 401,
        message: 'The provider callback signature does not match',
      });
      const hourAgo = Math.floor(Date.now() / 1000) - 3600;
      expect((await postCallback(message, { timestamp: hourAgo })).status).toBe(401);
      expect(
        (await kyc.getExternalKycHistory({ params: { ...acme, accountHolderCode: seller.code } })).elements,
      ).toMatchObject([{ status: 'REQUESTED' }]);

      expect((await postCallback(message)).status).toBe(204);
      expect(await refusal(await postCallback(message))).toEqual({
        status: 409,
        message: 'This provider callback was already received',
      });
      const [entry] = (await kyc.getExternalKycHistory({ params: { ...acme, accountHolderCode: seller.code } }))
        .elements;
      expect(entry).toMatchObject({ status: 'VERIFIED', externalReference: 'EXT-9', messageCount: 1 });
      // The sandbox provider's own job, due later, finds the verification answered and sends nothing more.
      expect(await kit.platform.jobs.runDue({ now: inSeconds(60) })).toBe(1);
      const [unchanged] = (await kyc.getExternalKycHistory({ params: { ...acme, accountHolderCode: seller.code } }))
        .elements;
      expect(unchanged).toMatchObject({ status: 'VERIFIED', externalReference: 'EXT-9', messageCount: 1 });
    },
    setupTimeoutMs,
  );

  it(
    'sends nobody when one of the sellers is unknown',
    async () => {
      const kyc = await kit.kyc();
      const seller = await createSeller(kit.ops, acme, { name: 'Known Seller' });
      expect(
        (await failureOf(kyc.requestExternalKyc({ body: { accountHolderCodes: [seller.code, 'AH-NOPE'] } }))).status,
      ).toBe(404);
      expect(
        (await kyc.getExternalKycHistory({ params: { ...acme, accountHolderCode: seller.code } })).totalCount,
      ).toBe(0);
      expect(await kit.platform.jobs.runDue({ now: inSeconds(60) })).toBe(0);
    },
    setupTimeoutMs,
  );
});

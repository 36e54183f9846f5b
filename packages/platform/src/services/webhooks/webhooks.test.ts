import { runAction, setConfigAction } from '@ops/core/actions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger.ts';
import { createJobRunner } from '../../jobs/index.ts';
import { jobDefinitions } from '../../jobs/job-definitions.ts';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.ts';
import { allowInternalWebhookTargets } from './webhook-target.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let receiver: WebhookReceiver;
let context: ReturnType<typeof opsActionContext>;

beforeAll(async () => {
  kit = await startPayoutTest();
  receiver = await startWebhookReceiver();
  shop = await kit.division({ sellers: 1 });
  await kit.deposit(shop.sellerAccounts[0] as string, 50_000);
  const token = await kit.platform.tokenFor(opsEmail);
  context = opsActionContext(kit.platform, { token, email: opsEmail }, shop);
  await runAction(setConfigAction, context, { webhookUrls: { PAYOUTS: receiver.url } });
  const endpoints = await context.clients.accountOwner.listWebhookEndpoints({ params: shop });
  receiver.secret = endpoints.elements[0]?.signingSecret as string;
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await receiver?.close();
  await kit?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.failNext = 0;
});

const deliveries = async () =>
  (
    await context.clients.accountOwner.listWebhookDeliveries({
      params: { ...shop, webhookType: 'PAYOUTS' },
      query: {},
    })
  ).elements;
const secondsLater = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('webhooks', () => {
  it('sends a signed event when a payout request is requested and when it is cancelled, logged per endpoint', async () => {
    const request = await context.clients.fundPayouts.createPayoutRequest({
      params: shop,
      body: { virtualAccountCode: shop.sellerAccounts[0] as string, amountMode: 'PARTIAL', amount: 1_000 },
      idempotencyKey: crypto.randomUUID(),
    });
    await kit.platform.jobs.runDue();
    await context.clients.fundPayouts.deletePayoutRequest({ params: { ...shop, payoutRequestCode: request.code } });
    await kit.platform.jobs.runDue();

    expect(receiver.received.map(({ type, data, signatureValid }) => ({ type, data, signatureValid }))).toEqual([
      {
        type: 'payoutRequest.statusChanged',
        data: expect.objectContaining({ payoutRequestCode: request.code, status: 'REQUESTED', amount: 1_000 }),
        signatureValid: true,
      },
      {
        type: 'payoutRequest.statusChanged',
        data: expect.objectContaining({ payoutRequestCode: request.code, status: 'CANCELLED' }),
        signatureValid: true,
      },
    ]);
    const [cancelled] = await deliveries();
    expect(cancelled).toMatchObject({
      state: 'DELIVERED',
      attempts: 1,
      lastStatusCode: 200,
      responseExcerpt: 'ok',
      eventId: receiver.received[1]?.id,
    });
    expect(cancelled?.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('retries with backoff: a receiver that fails twice then succeeds gets the event once more, and no more', async () => {
    receiver.failNext = 2;
    const sent = await context.clients.accountOwner.sendWebhookTestEvent({
      params: { ...shop, webhookType: 'PAYOUTS' },
    });
    const start = new Date();
    await kit.platform.jobs.runDue({ now: start });
    expect((await deliveries())[0]).toMatchObject({ id: sent.id, state: 'PENDING', attempts: 1, lastStatusCode: 500 });
    // The second try waits its backoff (2 s), the third 4 s more.
    expect(await kit.platform.jobs.runDue({ now: secondsLater(start, 1) })).toBe(0);
    await kit.platform.jobs.runDue({ now: secondsLater(start, 3) });
    await kit.platform.jobs.runDue({ now: secondsLater(start, 10) });
    await kit.platform.jobs.runDue({ now: secondsLater(start, 3600) });
    expect(receiver.received.map((event) => event.answeredWith)).toEqual([500, 500, 200]);
    expect(new Set(receiver.received.map((event) => event.id)).size).toBe(1);
    expect(receiver.received.every((event) => event.signatureValid)).toBe(true);
    expect((await deliveries())[0]).toMatchObject({
      id: sent.id,
      state: 'DELIVERED',
      attempts: 3,
      lastStatusCode: 200,
    });
  });

  it('still delivers after a restart in the middle of its backoff: the queue and the log are in the database', async () => {
    receiver.failNext = 1;
    const sent = await context.clients.accountOwner.sendWebhookTestEvent({
      params: { ...shop, webhookType: 'PAYOUTS' },
    });
    const start = new Date();
    await kit.platform.jobs.runDue({ now: start });
    // A new runner on the same database, as a restarted platform process starts one.
    const restarted = createJobRunner({
      database: kit.platform.database,
      logger: createLogger('silent'),
      definitions: jobDefinitions,
    });
    await restarted.runDue({ now: secondsLater(start, 10) });
    expect(receiver.received.map((event) => event.answeredWith)).toEqual([500, 200]);
    expect((await deliveries())[0]).toMatchObject({ id: sent.id, state: 'DELIVERED', attempts: 2 });
  });

  it('redelivers an event as a new delivery with the same event id', async () => {
    const [earlier] = await deliveries();
    const again = await context.clients.accountOwner.redeliverWebhook({
      params: { ...shop, deliveryId: earlier?.id as string },
    });
    await kit.platform.jobs.runDue();
    expect(again.id).not.toBe(earlier?.id);
    expect(receiver.received.map((event) => [event.id, event.signatureValid])).toEqual([[earlier?.eventId, true]]);
    expect((await deliveries())[0]).toMatchObject({ id: again.id, state: 'DELIVERED' });
  });

  it('gives up after 24 hours of failed tries', async () => {
    receiver.failNext = Number.POSITIVE_INFINITY;
    const sent = await context.clients.accountOwner.sendWebhookTestEvent({
      params: { ...shop, webhookType: 'PAYOUTS' },
    });
    const start = new Date();
    for (let hour = 0; hour <= 26; hour += 0.5)
      await kit.platform.jobs.runDue({ now: secondsLater(start, hour * 3600) });
    const tries = receiver.received.length;
    expect((await deliveries())[0]).toMatchObject({ id: sent.id, state: 'FAILED', attempts: tries });
    await kit.platform.jobs.runDue({ now: secondsLater(start, 48 * 3600) });
    expect(receiver.received).toHaveLength(tries);
  });

  it('puts a delivery that gave up on the dead letters with its last error, and a redrive delivers it', async () => {
    receiver.failNext = 3;
    const sent = await context.clients.accountOwner.sendWebhookTestEvent({
      params: { ...shop, webhookType: 'PAYOUTS' },
    });
    const start = new Date();
    for (const seconds of [0, 3, 25 * 3600]) await kit.platform.jobs.runDue({ now: secondsLater(start, seconds) });
    expect((await deliveries())[0]).toMatchObject({ id: sent.id, state: 'FAILED', attempts: 3 });
    const dead = await context.clients.jobs.listJobs({ query: { queue: 'webhooks.deliver', state: 'failed' } });
    const job = dead.elements.find(
      (candidate) => (candidate.payload as { deliveryId?: string }).deliveryId === sent.id,
    );
    expect(job).toMatchObject({ attempts: 3, lastError: `webhook ${sent.id}: 500` });

    await context.clients.jobs.redriveJob({ params: { jobId: job?.id ?? 0 } });
    await kit.platform.jobs.runDue();
    expect((await deliveries())[0]).toMatchObject({ id: sent.id, state: 'DELIVERED', attempts: 4 });
    expect(receiver.received.filter((event) => event.id === receiver.received[0]?.id)).toHaveLength(4);
    expect(await context.clients.jobs.getJob({ params: { jobId: job?.id ?? 0 } })).toMatchObject({ state: 'done' });
  });

  it('refuses a loopback or private target outside the sandbox', async () => {
    allowInternalWebhookTargets(false);
    try {
      const sent = await context.clients.accountOwner.sendWebhookTestEvent({
        params: { ...shop, webhookType: 'PAYOUTS' },
      });
      await kit.platform.jobs.runDue();
      expect(receiver.received).toEqual([]);
      expect((await deliveries())[0]).toMatchObject({
        id: sent.id,
        state: 'FAILED',
        lastStatusCode: null,
        responseExcerpt: 'Refused: 127.0.0.1 is a loopback or private address (127.0.0.1)',
      });
    } finally {
      allowInternalWebhookTargets(true);
    }
  });

  it('fails a delivery to a reserved name at once, without retrying it for a day', async () => {
    await runAction(setConfigAction, context, { webhookUrls: { KYC: 'https://hooks.shop.example/kyc' } });
    const sent = await context.clients.accountOwner.sendWebhookTestEvent({ params: { ...shop, webhookType: 'KYC' } });
    await kit.platform.jobs.runDue();
    const [delivery] = (
      await context.clients.accountOwner.listWebhookDeliveries({ params: { ...shop, webhookType: 'KYC' }, query: {} })
    ).elements;
    expect(delivery).toMatchObject({
      id: sent.id,
      state: 'FAILED',
      attempts: 1,
      responseExcerpt: 'Refused: hooks.shop.example is a reserved name that never resolves',
    });
    await runAction(setConfigAction, context, { webhookUrls: { KYC: null } });
  });

  it("tells the KYC endpoint when a seller's status changes", async () => {
    await runAction(setConfigAction, context, { webhookUrls: { KYC: receiver.url } });
    const [accountHolderCode] = shop.sellers;
    // A KYC-sensitive change (the last name) sends an active seller back to IN_PROGRESS for a new KYC check.
    await context.clients.accountOwner.updateDivisionAccountHolder({
      params: { ...shop, accountHolderCode: accountHolderCode as string },
      body: { identity: { lastName: 'Renamed' } },
    });
    await kit.platform.jobs.runDue();
    expect(receiver.received.map(({ type, data, signatureValid }) => ({ type, data, signatureValid }))).toEqual([
      {
        type: 'accountHolder.statusChanged',
        data: { accountHolderCode, status: 'IN_PROGRESS', previousStatus: 'ACTIVE' },
        signatureValid: true,
      },
    ]);
    await runAction(setConfigAction, context, { webhookUrls: { KYC: null } });
  });

  it("says 'Missing URL' for a test event to a type without a URL", async () => {
    await expect(
      context.clients.accountOwner.sendWebhookTestEvent({ params: { ...shop, webhookType: 'KYC' } }),
    ).rejects.toMatchObject({ status: 400, error: { message: 'Missing URL' } });
  });
});

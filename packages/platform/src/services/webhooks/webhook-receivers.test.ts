import { runAction, setConfigAction } from '@ops/core/actions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger.ts';
import { createJobRunner, type JobRunner } from '../../jobs/index.ts';
import { jobDefinitions } from '../../jobs/job-definitions.ts';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';
import { webhookDeliveryJob } from './deliver-webhook-job.ts';
import { type ReceivedEvent, startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.ts';

/**
 * Webhook receivers that answer with 5xx, slowly, out of order and twice (issue 36), against the real delivery job
 * and a real HTTP receiver. The queue runs at given moments (`runDue({ now })`), so backoffs need no waiting; only
 * a try's timeout is real time, shortened here from 10 s to `tryTimeoutMs`.
 */
const tryTimeoutMs = 200;
const lateMs = 3 * tryTimeoutMs;

let kit: PayoutTestKit;
let shop: PayoutDivision;
let receiver: WebhookReceiver;
let context: ReturnType<typeof opsActionContext>;
let queue: JobRunner;

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
  // The platform's jobs, its webhook deliveries giving up on a try after `tryTimeoutMs`.
  const fastTimeout = webhookDeliveryJob({ tryTimeoutMs });
  queue = createJobRunner({
    database: kit.platform.database,
    logger: createLogger('silent'),
    definitions: jobDefinitions.map((definition) => (definition.kind === fastTimeout.kind ? fastTimeout : definition)),
  });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await receiver?.close();
  await kit?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.script = [];
  receiver.answered = 0;
});

const secondsLater = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

async function deliveryOf(eventId: string | undefined) {
  const { elements } = await context.clients.accountOwner.listWebhookDeliveries({
    params: { ...shop, webhookType: 'PAYOUTS' },
    query: {},
  });
  return elements.filter((delivery) => delivery.eventId === eventId);
}

/**
 * What a receiver written by the guide (docs/webhooks.md) ends with: an event it acknowledged (2xx) handled once,
 * whatever the copies (by its id), and each payout request at the status of its newest event (by `createdAt`),
 * whatever the order they came in.
 */
function receiverState(received: readonly ReceivedEvent[]) {
  const handled = new Set<string>();
  const newest = new Map<string, { createdAt: string; status: string }>();
  for (const event of received) {
    if (event.answeredWith >= 300 || handled.has(event.id)) continue;
    handled.add(event.id);
    const subject = String(event.data.payoutRequestCode ?? event.id);
    if ((newest.get(subject)?.createdAt ?? '') >= event.createdAt) continue;
    newest.set(subject, { createdAt: event.createdAt, status: String(event.data.status) });
  }
  return {
    handled: [...handled],
    statusOf: Object.fromEntries([...newest].map(([subject, { status }]) => [subject, status])),
  };
}

describe('webhook receivers', () => {
  it('answering 500 then 200: retried after its backoff, delivered once acknowledged; a later event overtakes it, createdAt orders them', async () => {
    receiver.script = [{ status: 500 }];
    const request = await context.clients.fundPayouts.createPayoutRequest({
      params: shop,
      body: { virtualAccountCode: shop.sellerAccounts[0] as string, amountMode: 'PARTIAL', amount: 1_000 },
      idempotencyKey: crypto.randomUUID(),
    });
    // The queue's clock a minute ahead: the retry is due 2 s after it, however long the cancellation below takes.
    const start = secondsLater(new Date(), 60);
    await queue.runDue({ now: start });
    const requested = receiver.received[0];
    expect(await deliveryOf(requested?.id)).toMatchObject([
      { state: 'PENDING', attempts: 1, lastStatusCode: 500, nextAttemptAt: secondsLater(start, 2).toISOString() },
    ]);

    await context.clients.fundPayouts.deletePayoutRequest({ params: { ...shop, payoutRequestCode: request.code } });
    await queue.runDue();
    await queue.runDue({ now: secondsLater(start, 1) });
    await queue.runDue({ now: secondsLater(start, 2) });
    await queue.runDue({ now: secondsLater(start, 3600) });

    expect(receiver.received.map((event) => [event.data.status, event.answeredWith])).toEqual([
      ['REQUESTED', 500],
      ['CANCELLED', 200],
      ['REQUESTED', 200],
    ]);
    expect(receiver.received.every((event) => event.signatureValid)).toBe(true);
    expect(await deliveryOf(requested?.id)).toMatchObject([{ state: 'DELIVERED', attempts: 2, lastStatusCode: 200 }]);
    const [, cancelled] = receiver.received;
    expect(await deliveryOf(cancelled?.id)).toMatchObject([{ state: 'DELIVERED', attempts: 1 }]);
    expect((requested?.createdAt ?? '') < (cancelled?.createdAt ?? ''), 'createdAt orders them').toBe(true);
    expect(receiverState(receiver.received).statusOf).toEqual({ [request.code]: 'CANCELLED' });
  });

  it('answering past the timeout: a failed try, tried again; its late 200 acknowledges nothing', async () => {
    receiver.script = [{ status: 200, delayMs: lateMs }];
    const sent = await context.clients.accountOwner.sendWebhookTestEvent({
      params: { ...shop, webhookType: 'PAYOUTS' },
    });
    const start = new Date();
    await queue.runDue({ now: start });
    const [timedOut] = await deliveryOf(sent.eventId);
    expect(timedOut).toMatchObject({ id: sent.id, state: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(timedOut?.responseExcerpt).toMatch(/timeout/i);
    expect(timedOut?.lastDurationMs).toBeLessThan(lateMs);

    await expect.poll(() => receiver.answered, { timeout: 5 * lateMs, interval: 20 }).toBe(1);
    expect(await deliveryOf(sent.eventId), 'the late answer changed nothing').toEqual([timedOut]);

    await queue.runDue({ now: secondsLater(start, 2) });
    await queue.runDue({ now: secondsLater(start, 3600) });
    expect(receiver.received.map((event) => event.answeredWith)).toEqual([200, 200]);
    expect(await deliveryOf(sent.eventId)).toMatchObject([
      { id: sent.id, state: 'DELIVERED', attempts: 2, lastStatusCode: 200, nextAttemptAt: null },
    ]);
  });

  it('receiving an event twice (a retry after a late answer, a redelivery): one event id, handled once', async () => {
    receiver.script = [{ status: 200, delayMs: lateMs }];
    const sent = await context.clients.accountOwner.sendWebhookTestEvent({
      params: { ...shop, webhookType: 'PAYOUTS' },
    });
    const start = new Date();
    await queue.runDue({ now: start });
    await queue.runDue({ now: secondsLater(start, 2) });
    const again = await context.clients.accountOwner.redeliverWebhook({ params: { ...shop, deliveryId: sent.id } });
    await queue.runDue({ now: secondsLater(start, 3) });

    expect(receiver.received.map((event) => [event.id, event.deliveryId, event.signatureValid])).toEqual([
      [sent.eventId, sent.id, true],
      [sent.eventId, sent.id, true],
      [sent.eventId, again.id, true],
    ]);
    expect(receiverState(receiver.received).handled).toEqual([sent.eventId]);
    expect((await deliveryOf(sent.eventId)).map((delivery) => [delivery.id, delivery.state])).toEqual([
      [again.id, 'DELIVERED'],
      [sent.id, 'DELIVERED'],
    ]);
  });
});

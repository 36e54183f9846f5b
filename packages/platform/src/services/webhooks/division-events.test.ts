import { runAction, setConfigAction } from '@ops/core/actions';
import type { DivisionEvent, DivisionEventsQuery } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../testing/failure-of.ts';
import { payoutSetupTimeoutMs } from '../fund/payouts/testing/payout-test-kit.ts';
import { endEventWaits } from './division-events-wait.ts';
import { type EventsFeedTest, startEventsFeedTest } from './testing/events-feed-kit.ts';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.ts';
import { emitWebhookEvent } from './webhook-events.ts';

let feedTest: EventsFeedTest;
let receiver: WebhookReceiver;
let kit: EventsFeedTest['kit'];
let shop: EventsFeedTest['shop'];
let otherShop: EventsFeedTest['otherShop'];
let context: EventsFeedTest['context'];

beforeAll(async () => {
  feedTest = await startEventsFeedTest();
  ({ kit, shop, otherShop, context } = feedTest);
  receiver = await startWebhookReceiver();
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await receiver?.close();
  await feedTest?.kit.close();
});

const feed: EventsFeedTest['feed'] = (...args) => feedTest.feed(...args);
const now = () => feedTest.now();
const transfer: EventsFeedTest['transfer'] = (...args) => feedTest.transfer(...args);

const summary = (events: DivisionEvent[]) =>
  events.map(({ type, data }) => [type, data.virtualAccountCode ?? data.payoutRequestCode, data.amount]);

describe('the events feed of a division', () => {
  it('starts at now with nothing, then lists a transfer as the postings on both accounts, as a webhook body has them', async () => {
    const start = await feed();
    expect(start.elements).toEqual([]);
    const made = await transfer(shop, 1_250);
    const page = await feed({ after: start.cursor });
    expect(summary(page.elements)).toEqual([
      ['ledgerPosting.created', shop.sellerAccounts[0], -1_250],
      ['ledgerPosting.created', shop.sellerAccounts[1], 1_250],
    ]);
    expect(page.elements[0]).toEqual({
      id: expect.stringMatching(/^LP-\d+$/),
      type: 'ledgerPosting.created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      data: expect.objectContaining({
        transactionType: 'BALANCE_TRANSFER',
        reference: made.code,
        bucket: 'CONFIRMED',
        amount: -1_250,
        currency: 'EUR',
      }),
    });
    // Nothing new after the last one; the cursor stays.
    expect(await feed({ after: page.cursor })).toEqual({ elements: [], cursor: page.cursor });
  });

  it('keeps a webhook event without an endpoint, with its event id, and filters by type', async () => {
    const after = await now();
    const request = await kit.payouts.createPayoutRequest({
      params: shop,
      body: { virtualAccountCode: shop.sellerAccounts[1] as string, amountMode: 'PARTIAL', amount: 300 },
      idempotencyKey: crypto.randomUUID(),
    });
    const all = await feed({ after });
    const payouts = await feed({ after, type: 'payoutRequest.statusChanged' });
    expect(payouts.elements).toEqual([
      {
        id: expect.stringMatching(/^EVT-/),
        type: 'payoutRequest.statusChanged',
        createdAt: expect.any(String),
        merchantCode: shop.merchantCode,
        divisionCode: shop.divisionCode,
        data: expect.objectContaining({ payoutRequestCode: request.code, status: 'REQUESTED', amount: 300 }),
      },
    ]);
    expect(await feed({ after, type: ['payoutRequest.statusChanged', 'accountHolder.statusChanged'] })).toEqual(
      payouts,
    );
    expect(all.elements).toEqual(expect.arrayContaining(payouts.elements));
    expect((await feed({ after, type: 'ledgerPosting.created' })).elements).toEqual(
      all.elements.filter((event) => event.type === 'ledgerPosting.created'),
    );
  });

  it("never shows another division's events", async () => {
    const after = await now();
    await transfer(otherShop, 100);
    expect((await feed({ after })).elements).toEqual([]);
    expect((await feed({ after }, otherShop)).elements).toHaveLength(2);
  });

  it('pages by cursor in order, each event once', async () => {
    const after = await now();
    for (const amount of [101, 102, 103]) await transfer(shop, amount);
    const seen: DivisionEvent[] = [];
    let cursor = after;
    for (let page = 0; page < 10; page += 1) {
      const answer = await feed({ after: cursor, limit: 2 });
      if (answer.elements.length === 0) break;
      seen.push(...answer.elements);
      cursor = answer.cursor;
    }
    expect(summary(seen).map(([, , amount]) => amount)).toEqual([-101, 101, -102, 102, -103, 103]);
  });

  it('starts from a time with from', async () => {
    const from = new Date().toISOString();
    await transfer(shop, 104);
    const answer = await feed({ from });
    expect(summary(answer.elements).map(([, , amount]) => amount)).toEqual([-104, 104]);
  });

  it('waits for the next event: a waiting read answers a transfer at once, an idle one after its wait', async () => {
    const after = await now();
    const started = performance.now();
    const waiting = feed({ after, wait: 10 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const madeAt = performance.now();
    await transfer(shop, 105);
    const answer = await waiting;
    expect(summary(answer.elements).map(([, , amount]) => amount)).toEqual([-105, 105]);
    expect(performance.now() - madeAt).toBeLessThan(1_000);

    const idleStart = performance.now();
    expect(await feed({ after: answer.cursor, wait: 1 })).toEqual({ elements: [], cursor: answer.cursor });
    expect(performance.now() - idleStart).toBeGreaterThanOrEqual(950);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a cursor it did not give, a wait over 30 s and an unknown type, in the API error shape', async () => {
    for (const query of [
      { after: 'yesterday' },
      { after: '99999999999999999999.0.1' },
      { after: '9999999999999999999.0.1' },
      { after: (await now()) as string, wait: 31 },
      { type: 'sale' },
    ]) {
      const failure = await failureOf(feed(query as DivisionEventsQuery));
      expect(failure.status).toBe(400);
      expect(failure.error).toMatchObject({ code: 400, message: 'Bad request' });
      expect(failure.error?.details?.length).toBeGreaterThan(0);
    }
  });
});

describe('resending a webhook event', () => {
  it('sends an event stored without an endpoint to the endpoint configured since, signed, as a new delivery', async () => {
    const after = await now();
    await kit.payouts.createPayoutRequest({
      params: shop,
      body: { virtualAccountCode: shop.sellerAccounts[1] as string, amountMode: 'PARTIAL', amount: 200 },
      idempotencyKey: crypto.randomUUID(),
    });
    const [event] = (await feed({ after, type: 'payoutRequest.statusChanged' })).elements;
    const failure = await failureOf(
      context.clients.accountOwner.resendWebhookEvent({ params: { ...shop, eventId: event?.id as string } }),
    );
    expect(failure).toMatchObject({ status: 400, error: { message: 'Missing URL' } });

    await runAction(setConfigAction, context, { webhookUrls: { PAYOUTS: receiver.url } });
    const endpoints = await context.clients.accountOwner.listWebhookEndpoints({ params: shop });
    receiver.secret = endpoints.elements[0]?.signingSecret as string;
    const delivery = await context.clients.accountOwner.resendWebhookEvent({
      params: { ...shop, eventId: event?.id as string },
    });
    expect(delivery).toMatchObject({ eventId: event?.id, state: 'PENDING', url: receiver.url });
    await kit.platform.jobs.runDue();
    expect(receiver.received.map(({ id, data, signatureValid }) => ({ id, data, signatureValid }))).toEqual([
      { id: event?.id, data: event?.data, signatureValid: true },
    ]);
  });

  it("says 404 for a posting's id and for another division's event", async () => {
    const after = await now();
    await transfer(shop, 107);
    const [posting] = (await feed({ after })).elements;
    const otherAfter = await now();
    await emitOther();
    const [otherEvent] = (await feed({ after: otherAfter }, otherShop)).elements;
    for (const eventId of [posting?.id, otherEvent?.id]) {
      const failure = await failureOf(
        context.clients.accountOwner.resendWebhookEvent({ params: { ...shop, eventId: eventId as string } }),
      );
      expect(failure).toMatchObject({
        status: 404,
        error: { message: 'The division has no webhook event with this id' },
      });
    }
  });
});

/** A KYC event of the other division, written as the KYC service writes one. */
async function emitOther() {
  await kit.platform.database.transaction((tx) =>
    emitWebhookEvent(tx, {
      merchantCode: otherShop.merchantCode,
      divisionCode: otherShop.divisionCode,
      webhookType: 'KYC',
      eventType: 'accountHolder.statusChanged',
      data: { accountHolderCode: otherShop.sellers[0] as string, status: 'ACTIVE', previousStatus: 'IN_PROGRESS' },
    }),
  );
}

// Last: it ends the waits of this platform's database for good.
describe('a platform shutting down', () => {
  it('answers the waiting reads at once with what they have, and waits no more', async () => {
    const after = await now();
    const waiting = feed({ after, wait: 20 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const endedAt = performance.now();
    await endEventWaits(kit.platform.database);
    expect(await waiting).toEqual({ elements: [], cursor: after });
    const later = performance.now();
    expect(await feed({ after, wait: 20 })).toEqual({ elements: [], cursor: after });
    expect(performance.now() - later).toBeLessThan(2_000);
    expect(later - endedAt).toBeLessThan(2_000);
  });
});

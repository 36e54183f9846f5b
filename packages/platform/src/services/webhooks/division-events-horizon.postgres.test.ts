import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutSetupTimeoutMs } from '../fund/payouts/testing/payout-test-kit.ts';
import { type EventsFeedTest, startEventsFeedTest } from './testing/events-feed-kit.ts';
import { emitWebhookEvent } from './webhook-events.ts';

// Two transactions open at once need two connections: PostgreSQL's, not PGlite's one.
let feedTest: EventsFeedTest;
beforeAll(async () => {
  feedTest = await startEventsFeedTest();
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await feedTest?.kit.close();
});

describe('the events feed of a division while transactions commit out of order', () => {
  it('holds back what a later transaction committed until an earlier one still running commits: no event is skipped', async () => {
    const { kit, shop, feed, now, transfer } = feedTest;
    const after = await now();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wrote = () => {};
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const earlier = kit.platform.database.transaction(async (tx) => {
      await emitWebhookEvent(tx, {
        merchantCode: shop.merchantCode,
        divisionCode: shop.divisionCode,
        webhookType: 'KYC',
        eventType: 'accountHolder.statusChanged',
        data: { accountHolderCode: shop.sellers[0] as string, status: 'ACTIVE', previousStatus: 'IN_PROGRESS' },
      });
      wrote();
      await held;
    });
    await written;
    await transfer(shop, 106);
    const whileRunning = await feed({ after });
    expect(whileRunning.elements).toEqual([]);
    const waiting = feed({ after: whileRunning.cursor, wait: 10 });
    release();
    await earlier;
    const answer = await waiting;
    const rest = await feed({ after: answer.cursor });
    expect([...answer.elements, ...rest.elements].map((event) => event.type)).toEqual([
      'accountHolder.statusChanged',
      'ledgerPosting.created',
      'ledgerPosting.created',
    ]);
  });
});

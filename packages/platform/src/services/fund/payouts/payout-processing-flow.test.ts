import { payoutProcessorOf, startPayoutProcessing, summaryMessages } from '@ops/core/flows/payout-processing';
import { i18nObject } from '@ops/locales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders } from '../../../db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from './testing/payout-test-kit.ts';

// The core processing flow (the web screen's and the cli's) against the real platform and its ledger.
let kit: PayoutTestKit;
let shop: PayoutDivision;

const en = i18nObject('en');
const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
const request = async (seller: number, amount: number) =>
  (
    await kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: shop.sellerAccounts[seller] ?? '', amountMode: 'PARTIAL', amount },
    })
  ).code;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 4 });
  for (const account of shop.sellerAccounts) await kit.deposit(account, 100_000);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('the payout processing flow on the platform', () => {
  it('processes a selection in parallel chunks and reports the requests that failed', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 20; index += 1) codes.push(await request(index % 4, 100 + index));
    // The last seller stops being active: the platform fails its requests with the reason.
    await kit.platform.database.transaction((tx) =>
      tx
        .update(accountHolders)
        .set({ status: 'FAILED' })
        .where(eq(accountHolders.code, shop.sellers[3] ?? '')),
    );
    const before = await kit.balancesOf(shop.sellerAccounts[0] ?? '');
    const run = startPayoutProcessing(
      { processor: payoutProcessorOf(kit.payouts) },
      { selection: { codes }, chunkSize: 3, concurrency: 3 },
    );
    const summary = await run.finished();
    expect(summary).toEqual({ total: 20, accepted: 15, skipped: 0, failed: 5, serverError: false });
    expect(summaryMessages(en, summary)).toEqual(['5 of 20 requests have failed']);
    const failed = run.progress().items.filter((item) => item.state === 'failed');
    expect(failed.map((item) => item.code)).toEqual(codes.filter((_, index) => index % 4 === 3));
    expect(failed.every((item) => item.reason === 'Seller does not have an active status')).toBe(true);
    // Seller 0's five requests moved exactly their amounts from confirmed to payout.
    const moved = [0, 4, 8, 12, 16].reduce((sum, index) => sum + 100 + index, 0);
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toMatchObject({
      confirmed: before.confirmed - moved,
      payout: before.payout + moved,
    });
    await kit.assertLedger();

    // Retrying the failed ones moves nothing more: the platform keeps them failed.
    run.retryFailed();
    expect(await run.finished()).toMatchObject({ accepted: 15, failed: 5 });
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toMatchObject({ payout: before.payout + moved });
  });

  it('resumes a run closed half-way: every request is processed once and the reopened run reports them all', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 24; index += 1) codes.push(await request(index % 3, 10));
    const payoutBefore = await Promise.all(
      [0, 1, 2].map(async (seller) => (await kit.balancesOf(shop.sellerAccounts[seller] ?? '')).payout),
    );
    const input = { selection: { codes }, chunkSize: 4, concurrency: 2, runId: crypto.randomUUID() };
    const processor = payoutProcessorOf(kit.payouts);
    const first = startPayoutProcessing({ processor }, input);
    await new Promise<void>((resolve) => {
      const unsubscribe = first.subscribe((progress) => {
        if (progress.done >= 8) {
          unsubscribe();
          resolve();
        }
      });
    });
    first.close();
    const answeredFirst = first.progress().done;
    expect(answeredFirst).toBeLessThan(24);

    const reopened = startPayoutProcessing({ processor }, input);
    const summary = await reopened.finished();
    // Chunks answered before replay their first report under the same key; none is processed twice.
    expect(summary).toEqual({ total: 24, accepted: 24, skipped: 0, failed: 0, serverError: false });
    for (const [seller, before] of payoutBefore.entries()) {
      expect((await kit.balancesOf(shop.sellerAccounts[seller] ?? '')).payout).toBe(before + 80);
    }
    await kit.assertLedger();

    // A new run over the same requests skips them all.
    const rerun = startPayoutProcessing({ processor }, { selection: { codes } });
    expect(await rerun.finished()).toEqual({ total: 24, accepted: 0, skipped: 24, failed: 0, serverError: false });
  });

  it('processes every waiting request matching a filter, paging the list', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 6; index += 1) codes.push(await request(1, 5));
    const run = startPayoutProcessing(
      { processor: payoutProcessorOf(kit.payouts) },
      { selection: { filter: { ...division(), status: 'WAITING', virtualAccountCode: shop.sellerAccounts[1] } } },
    );
    const summary = await run.finished();
    expect(summary).toMatchObject({ total: 6, accepted: 6, failed: 0 });
    expect(
      run
        .progress()
        .items.map((item) => item.code)
        .sort(),
    ).toEqual(codes.sort());
  });
});

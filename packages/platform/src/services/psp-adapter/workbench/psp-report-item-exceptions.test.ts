import type { ReconciliationClient } from '@ops/core/api';
import type { ExceptionReason, PspReportItemException } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pspReportLines } from '../../../db/schema/index.ts';
import { opsEmail, type SplitShop } from '../../fund/splits/testing/split-test-kit.ts';
import { type PspTestKit, startPspTest } from '../testing/psp-test-kit.ts';
import { divisionOf, type ReportedLine, reconciliationOf, reportedLines } from './testing/psp-workbench-kit.ts';

// The PSP side's exceptions queue: each report item no rule placed with why, against its own division's candidates.
let kit: PspTestKit;
let reconciliation: ReconciliationClient;

beforeAll(async () => {
  kit = await startPspTest();
  reconciliation = await reconciliationOf(kit);
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

type Integrated = Awaited<ReturnType<PspTestKit['integratedShop']>>;

/** An integrated shop whose tolerance rule allows 0.10 either way on the same day. */
async function shopWithRule(): Promise<Integrated> {
  const integrated = await kit.integratedShop();
  await reconciliation.setToleranceRule({
    params: divisionOf(integrated.shop),
    body: { amountMinor: 10, amountPercent: null, dateWindowDays: 0 },
  });
  return integrated;
}

const payment = (shop: SplitShop, amount: number) =>
  kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount, commission: Math.floor(amount / 10) }]) });
const report = (integrated: Integrated, lines: readonly ReportedLine[]) =>
  reportedLines(kit, integrated.shop, integrated.integration, lines);
const queuePage = (shop: SplitShop, query: { reason?: ExceptionReason; page?: number; limit?: number } = {}) =>
  kit.psp.listPspReportItemExceptions({ params: divisionOf(shop), query: { limit: 100, ...query } });
const judged = (exception: PspReportItemException) => [exception.item.code, exception.reason, exception.candidateCount];
const queueOf = async (shop: SplitShop, reason?: ExceptionReason) =>
  (await queuePage(shop, reason ? { reason } : {})).elements.map(judged);

describe('the PSP exceptions queue', { timeout: 60_000 }, () => {
  it('says per item why no rule placed it, against the open transactions of its kind and the rule', async () => {
    const integrated = await shopWithRule();
    const { shop } = integrated;
    await payment(shop, 2_000);
    await payment(shop, 2_005);
    await payment(shop, 3_000);
    const [twins = '', one = '', far = '', refund = ''] = await report(integrated, [
      { type: 'Settled', reference: 'LOST-TWIN', gross: '20.03' },
      { type: 'Settled', reference: 'LOST-ONE', gross: '30.02' },
      { type: 'Settled', reference: 'LOST-FAR', gross: '90.00' },
      // No refund is open in the division: payments of the same amount are no candidates for it.
      { type: 'Refunded', reference: 'LOST-REFUND', gross: '20.00' },
    ]);
    expect(new Set(await queueOf(shop))).toEqual(
      new Set([
        [twins, 'SEVERAL_CANDIDATES', 2],
        [one, 'ONE_CANDIDATE', 1],
        [far, 'OUTSIDE_TOLERANCE', 0],
        [refund, 'NO_CANDIDATE', 0],
      ]),
    );
    expect(await queueOf(shop, 'SEVERAL_CANDIDATES')).toEqual([[twins, 'SEVERAL_CANDIDATES', 2]]);
    expect(await queueOf(shop, 'CURRENCY_DIFFERS')).toEqual([]);
  });

  it('says an item in another currency that an open transaction fits differs in currency', async () => {
    const integrated = await shopWithRule();
    const { shop } = integrated;
    await payment(shop, 9_000);
    const [dollars = ''] = await report(integrated, [{ type: 'Settled', reference: 'LOST-USD', gross: '40.05' }]);
    // The sandbox PSP reports in euros: the line is made a dollar line as another PSP account would report it.
    await kit.platform.database.db
      .update(pspReportLines)
      .set({ currency: 'USD' })
      .where(eq(pspReportLines.code, dollars));
    // Nothing is open in dollars; a euro payment of its amount differs in currency.
    expect(await queueOf(shop)).toEqual([[dollars, 'NO_CANDIDATE', 0]]);
    await payment(shop, 4_000);
    expect(await queueOf(shop)).toEqual([[dollars, 'CURRENCY_DIFFERS', 0]]);
  });

  it('shows a FAILED item with its failure reason, judged against the transaction it names only', async () => {
    const integrated = await shopWithRule();
    const { shop } = integrated;
    const named = await payment(shop, 5_000);
    await payment(shop, 5_004);
    const [differs = ''] = await report(integrated, [
      { type: 'Settled', reference: named.pspReference ?? '', gross: '50.02' },
    ]);
    const [exception] = (await queuePage(shop)).elements;
    expect(exception).toMatchObject({
      reason: 'ONE_CANDIDATE',
      candidateCount: 1,
      item: { code: differs, status: 'FAILED', failureReason: expect.stringContaining('50.02') },
    });
  });

  it('pages newest first with the total, by reason too', async () => {
    const integrated = await shopWithRule();
    const { shop } = integrated;
    await payment(shop, 6_000);
    const first = await report(integrated, [
      { type: 'Settled', reference: 'PAGE-1', gross: '70.00' },
      { type: 'Settled', reference: 'PAGE-2', gross: '60.01' },
    ]);
    const second = await report(integrated, [{ type: 'Settled', reference: 'PAGE-3', gross: '71.00' }]);
    const newestFirst = [...second, ...[...first].reverse()];
    // The client's pages count from 1, as the UI's do.
    const pageOne = await queuePage(shop, { limit: 2, page: 1 });
    const pageTwo = await queuePage(shop, { limit: 2, page: 2 });
    expect(pageOne.totalCount).toBe(3);
    expect([...pageOne.elements, ...pageTwo.elements].map((exception) => exception.item.code)).toEqual(newestFirst);
    const outside = await queuePage(shop, { reason: 'OUTSIDE_TOLERANCE', limit: 1, page: 2 });
    expect(outside.totalCount).toBe(2);
    expect(outside.elements.map(judged)).toEqual([[first[0], 'OUTSIDE_TOLERANCE', 0]]);
  });

  it('drops an item once it is matched, and never shows another division’s items', async () => {
    const integrated = await shopWithRule();
    const { shop } = integrated;
    const other = await shopWithRule();
    const paid = await payment(shop, 8_000);
    await payment(other.shop, 8_000);
    const [line = ''] = await report(integrated, [{ type: 'Settled', reference: 'LOST-MATCH', gross: '80.00' }]);
    const [elsewhere = ''] = await report(other, [{ type: 'Settled', reference: 'LOST-OTHER', gross: '80.00' }]);
    expect(await queueOf(shop)).toEqual([[line, 'ONE_CANDIDATE', 1]]);
    expect(await queueOf(other.shop)).toEqual([[elsewhere, 'ONE_CANDIDATE', 1]]);
    await kit.psp.matchPspReportItems({
      params: divisionOf(shop),
      body: { reportItemCodes: [line], splitCodes: [paid.code] },
      idempotencyKey: `exception-${line}`,
    });
    expect(await queuePage(shop)).toMatchObject({ elements: [], totalCount: 0 });
    expect(await queueOf(other.shop)).toEqual([[elsewhere, 'ONE_CANDIDATE', 1]]);
  });

  it('refuses a reason it does not know', async () => {
    const { shop } = await kit.integratedShop();
    const response = await fetch(
      `${kit.platform.baseUrl}/api/psp-adapter/api/v1/merchants/${shop.merchantCode}/divisions/${shop.divisionCode}/psp/report-item-exceptions?reason=LOST`,
      { headers: await kit.platform.headersFor(opsEmail) },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, details: [{ field: 'reason' }] });
  });
});

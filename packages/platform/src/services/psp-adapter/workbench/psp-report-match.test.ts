import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pspReportLines } from '../../../db/schema/index.ts';
import { failureOf, opsEmail, type SplitShop } from '../../fund/splits/testing/split-test-kit.ts';
import { type PspTestKit, startPspTest } from '../testing/psp-test-kit.ts';
import { divisionOf, reportedLines } from './testing/psp-workbench-kit.ts';

// The workbench's PSP side on the platform: candidates, match one to one, one to many and many to one, unmatch.
let kit: PspTestKit;
let shop: SplitShop;
let integration: Awaited<ReturnType<PspTestKit['integratedShop']>>['integration'];
let other: SplitShop;

beforeAll(async () => {
  kit = await startPspTest();
  ({ shop, integration } = await kit.integratedShop());
  other = (await kit.integratedShop()).shop;
}, 60_000);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

/** A payment of the shop: the first seller's share with a 10% commission (the division's part pays the PSP fee). */
const payment = (amount: number, shopOf = shop) =>
  kit.splits.createSplitPayment({ body: kit.payment(shopOf, [{ amount, commission: amount / 10 }]) });
const lineOf = async (code: string) =>
  (await kit.platform.database.db.select().from(pspReportLines).where(eq(pspReportLines.code, code)))[0];
const money = async () => ({
  seller: await kit.balancesOf(shop.sellerAccounts[0] ?? ''),
  psp: await kit.pspBalance('ADYEN'),
});
const statusOf = async (code: string) => (await kit.splits.getSplitPayment({ params: { splitCode: code } })).status;
const match = (reportItemCodes: string[], splitCodes: string[], idempotencyKey?: string) =>
  kit.psp.matchPspReportItems({
    params: divisionOf(shop),
    body: { reportItemCodes, splitCodes },
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

describe('the candidates of an unmatched report item', () => {
  it('rank the transaction of its amount and merchant reference first, with the difference, in its division only', async () => {
    const paid = await payment(5_000);
    const near = await payment(4_900);
    const theirs = await payment(5_000, other);
    const [line = '', fee = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: 'LOST-REF', gross: '50.00', merchantReference: paid.reference ?? '' },
      { type: 'Fee', reference: '', gross: '1.00' },
    ]);
    expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED' });
    const { item, candidates } = await kit.psp.listPspReportCandidates({
      params: { ...divisionOf(shop), reportItemCode: line },
    });
    expect(item).toMatchObject({ code: line, status: 'UNALLOCATED', grossAmount: 5_000 });
    expect(candidates[0]).toMatchObject({ kind: 'PAYMENT', code: paid.code, amount: 5_000, difference: 0 });
    expect(candidates[0]?.scoreParts).toMatchObject({ amount: 40, date: 20 });
    expect(candidates.find((candidate) => candidate.code === near.code)).toMatchObject({ difference: 100 });
    expect(candidates.every((candidate) => candidate.kind === 'PAYMENT')).toBe(true);
    // The workbench lists the item, not the fee line.
    const workbench = await kit.psp.searchPspReports({
      body: { filter: { ...divisionOf(shop), workbench: true } },
      query: { limit: 1000 },
    });
    const listed = workbench.elements.map((element) => element.code);
    expect(listed).toContain(line);
    expect(listed).not.toContain(fee);
    // Another division's payment of the same amount is never a candidate.
    expect(candidates.map((candidate) => candidate.code)).not.toContain(theirs.code);
    const refused = await failureOf(
      kit.psp.listPspReportCandidates({ params: { ...divisionOf(shop), reportItemCode: fee } }),
    );
    expect(refused).toMatchObject({
      status: 409,
      error: { message: `PSP report item ${fee} cannot be matched on the workbench: it is a FEE line, PARSED` },
    });
  });
});

describe('a match', () => {
  it('reconciles one transaction with one item through the ledger, once, and charges the commission', async () => {
    const paid = await payment(3_000);
    const [line = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: 'TYPO-1', gross: '30.00', commission: '0.30' },
    ]);
    const before = await money();
    const made = await match([line], [paid.code], `psp-wb-${line}`);
    expect(made).toMatchObject({ status: 'MATCHED', reportItemCodes: [line], splitCodes: [paid.code], amount: 3_000 });
    expect(made.pspFee).toBe(30);
    // By hand the sums agree: the match records no difference.
    expect(made.difference).toBe(0);
    // The same key again answers the same match and moves nothing more.
    expect((await match([line], [paid.code], `psp-wb-${line}`)).code).toBe(made.code);
    const after = await money();
    expect(after.seller).toMatchObject({
      pending: before.seller.pending - 2_700,
      confirmed: before.seller.confirmed + 2_700,
    });
    expect(after.psp - before.psp).toBe(30);
    expect(await statusOf(paid.code)).toBe('RECONCILED');
    expect(await lineOf(line)).toMatchObject({ status: 'RECONCILED', splitCode: paid.code, matchCode: made.code });
    // A matched item stays on the workbench, to unmatch; one the import reconciled by itself is not there.
    const [auto = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: (await payment(1_200)).pspReference ?? '', gross: '12.00' },
    ]);
    const workbench = await kit.psp.searchPspReports({
      body: { filter: { ...divisionOf(shop), workbench: true } },
      query: { limit: 1000 },
    });
    expect(workbench.elements.find((element) => element.code === line)).toMatchObject({ matchDifference: 0 });
    expect(workbench.elements.map((element) => element.code)).not.toContain(auto);
    const again = await failureOf(match([line], [paid.code]));
    expect(again).toMatchObject({ status: 409, error: { message: `PSP report item ${line} is already matched` } });
    const response = await fetch(`${kit.platform.baseUrl}/api/audit/pspReportLine/${line}`, {
      headers: await kit.platform.headersFor(opsEmail),
    });
    expect(((await response.json()) as { elements: unknown[] }).elements).toMatchObject([
      { action: 'matchPspReportItems', after: { status: 'RECONCILED', matchCode: made.code } },
    ]);
  });

  it('reconciles two transactions with one item (one to many) and one transaction with two items (many to one)', async () => {
    const first = await payment(5_000);
    const second = await payment(3_000);
    const third = await payment(2_000);
    const [one = '', part = '', rest = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: 'BATCHED', gross: '80.00', commission: '0.80' },
      { type: 'Settled', reference: 'PART-1', gross: '12.00' },
      { type: 'Settled', reference: 'PART-2', gross: '8.00' },
    ]);
    const many = await match([one], [first.code, second.code]);
    expect(many).toMatchObject({ amount: 8_000, pspFee: 80 });
    expect(await statusOf(first.code)).toBe('RECONCILED');
    expect(await statusOf(second.code)).toBe('RECONCILED');
    expect(await lineOf(one)).toMatchObject({ status: 'RECONCILED', splitCode: null, matchCode: many.code });
    const [listed] = (
      await kit.psp.searchPspReports({ body: { filter: { pspReference: 'BATCHED', ...divisionOf(shop) } }, query: {} })
    ).elements.filter((item) => item.code === one);
    expect(listed).toMatchObject({ status: 'RECONCILED', reconciledTransactions: 2 });
    const together = await match([part, rest], [third.code]);
    expect(together).toMatchObject({ amount: 2_000, reportItemCodes: [part, rest].sort() });
    expect(await statusOf(third.code)).toBe('RECONCILED');
  });

  it('is refused with the difference when the sums differ, and changes nothing', async () => {
    const paid = await payment(2_200);
    const [line = '', second = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: 'SHORT', gross: '20.00' },
      { type: 'Settled', reference: 'SHORT-2', gross: '2.00' },
    ]);
    const before = await money();
    const refused = await failureOf(match([line], [paid.code]));
    expect(refused).toMatchObject({
      status: 409,
      error: {
        code: 409,
        message: 'The lines come to 20.00 and the candidates to 22.00 EUR: a difference of -2.00',
        details: [{ field: 'difference', message: '-200' }],
      },
    });
    expect(await money()).toEqual(before);
    expect(await statusOf(paid.code)).toBe('PENDING');
    expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED', matchCode: null });
    const wrongKind = await failureOf(
      kit.psp.matchPspReportItems({
        params: divisionOf(other),
        body: { reportItemCodes: [line], splitCodes: [paid.code] },
      }),
    );
    expect(wrongKind.status).toBe(404);
    const manyToMany = await failureOf(match([line, second], [paid.code, paid.code]));
    expect(manyToMany.status).toBe(400);
  });
});

describe('an unmatch', () => {
  it('needs a reason, reverses the postings, unreconciles the transactions, and can be matched again', async () => {
    const paid = await payment(4_000);
    const [line = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: 'WRONG', gross: '40.00', commission: '0.40' },
    ]);
    const before = await money();
    const made = await match([line], [paid.code]);
    const params = { ...divisionOf(shop), reportItemCode: line };
    expect((await failureOf(kit.psp.unmatchPspReportItems({ params, body: { reason: ' ' } }))).status).toBe(400);
    const undone = await kit.psp.unmatchPspReportItems({ params, body: { reason: 'Another payment of the shopper' } });
    expect(undone).toMatchObject({
      code: made.code,
      status: 'UNMATCHED',
      unmatchReason: 'Another payment of the shopper',
    });
    expect(await money()).toEqual(before);
    expect(await statusOf(paid.code)).toBe('PENDING');
    expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED', matchCode: null, splitCode: null });
    const [listed] = (
      await kit.psp.searchPspReports({ body: { filter: { pspReference: 'WRONG', ...divisionOf(shop) } }, query: {} })
    ).elements.filter((item) => item.code === line);
    expect(listed).toMatchObject({ status: 'UNALLOCATED', reconciledTransactions: 0, matchDifference: null });
    const twice = await failureOf(kit.psp.unmatchPspReportItems({ params, body: { reason: 'again' } }));
    expect(twice).toMatchObject({
      status: 409,
      error: { message: `PSP report item ${line} is in no workbench match of this division` },
    });
    await match([line], [paid.code]);
    expect(await statusOf(paid.code)).toBe('RECONCILED');
  });

  it('of a refund puts its amount back on its payment as waiting', async () => {
    const paid = await payment(6_000);
    await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: paid.pspReference ?? '', gross: '60.00' },
    ]);
    expect(await statusOf(paid.code)).toBe('RECONCILED');
    const refund = await kit.splits.createSplitRefund({
      body: {
        paymentCode: paid.code,
        pspReference: `RF-${paid.code}`,
        totalAmount: 1_000,
        sellers: [{ sellerCode: shop.sellers[0] ?? '', amount: 1_000, itemGroups: [{ productItemAmount: 1_000 }] }],
      },
    });
    const [line = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Refunded', reference: 'UNKNOWN-RF', gross: '10.00' },
    ]);
    const { candidates } = await kit.psp.listPspReportCandidates({
      params: { ...divisionOf(shop), reportItemCode: line },
    });
    expect(candidates[0]).toMatchObject({ kind: 'REFUND', code: refund.code, difference: 0 });
    await match([line], [refund.code]);
    expect(await statusOf(paid.code)).toBe('PARTIALLY_REFUNDED');
    await kit.psp.unmatchPspReportItems({
      params: { ...divisionOf(shop), reportItemCode: line },
      body: { reason: 'Refund of another order' },
    });
    expect(await statusOf(paid.code)).toBe('PENDING_REFUND');
    expect((await kit.splits.getSplitRefund({ params: { splitCode: refund.code } })).status).toBe('PENDING');
  });
});

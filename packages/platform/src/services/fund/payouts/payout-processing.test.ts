import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders, ledgerTransactions } from '../../../db/schema/index.ts';
import { failureOf } from '../testing/fund-test-kit.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from './testing/payout-test-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
const partial = (index: number, amount: number) =>
  kit.payouts.createPayoutRequest({
    params: division(),
    body: { virtualAccountCode: seller(index), amountMode: 'PARTIAL', amount },
  });
const process = (payoutRequestCodes: string[], idempotencyKey: string = crypto.randomUUID()) =>
  kit.payouts.processPayoutRequests({ body: { payoutRequestCodes }, idempotencyKey });

/** The ledger transactions that name a payout request: its money moves. */
async function movesOf(code: string) {
  const rows = await kit.platform.database.db
    .select({ type: ledgerTransactions.type, status: ledgerTransactions.status })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, code));
  return rows.map((row) => `${row.type}/${row.status}`);
}

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 4 });
  for (const account of shop.sellerAccounts) await kit.deposit(account, 10_000);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('processing many payout requests', () => {
  it('accepts those that can be paid and fails the others with their reason, item by item', async () => {
    const fine = await partial(0, 1_000);
    const tooMuch = await partial(1, 9_000);
    const alsoTooMuch = await partial(1, 9_000);
    const inactive = await partial(2, 500);
    await kit.platform.database.transaction((tx) =>
      tx
        .update(accountHolders)
        .set({ status: 'FAILED' })
        .where(eq(accountHolders.code, shop.sellers[2] ?? '')),
    );
    const report = await process([fine.code, tooMuch.code, alsoTooMuch.code, inactive.code]);
    expect(report).toMatchObject({ total: 4, accepted: 2, failed: 2, skipped: 0 });
    // Requests are processed in code order: of the two that together ask more than the balance, the first wins.
    const [first, second] = [tooMuch.code, alsoTooMuch.code].sort();
    expect(report.items.map((item) => [item.code, item.outcome, item.reason])).toEqual([
      [fine.code, 'ACCEPTED', null],
      ...[tooMuch.code, alsoTooMuch.code].map((code) =>
        code === first
          ? [code, 'ACCEPTED', null]
          : [
              code,
              'FAILED',
              `Insufficient confirmed balance on virtual account ${seller(1)}: 1000 available, 9000 needed`,
            ],
      ),
      [inactive.code, 'FAILED', 'Seller does not have an active status'],
    ]);
    expect(await kit.balancesOf(seller(1))).toEqual({ confirmed: 1_000, pending: 0, payout: 9_000 });
    expect(await kit.balancesOf(seller(2))).toEqual({ confirmed: 10_000, pending: 0, payout: 0 });
    const [failed] = (await kit.payouts.listPayoutRequests({ query: { search: second } })).elements;
    expect(failed).toMatchObject({ status: 'FAILED', payoutCode: null, processedAt: expect.any(String) });
    const [event] = await kit.auditOf('payoutRequest', fine.code);
    expect(event).toMatchObject({
      actor: opsEmail,
      action: 'processPayoutRequests',
      before: { status: 'WAITING' },
      after: { status: 'ACCEPTED', payoutCode: report.items[0]?.payoutCode },
    });
    await kit.assertLedger();
    await kit.platform.database.transaction((tx) =>
      tx
        .update(accountHolders)
        .set({ status: 'ACTIVE' })
        .where(eq(accountHolders.code, shop.sellers[2] ?? '')),
    );
  });

  it('moves money once for a request processed twice: the second time it is reported as not waiting', async () => {
    const request = await partial(0, 300);
    await process([request.code]);
    const before = await kit.balancesOf(seller(0));
    const second = await process([request.code, request.code]);
    expect(second).toMatchObject({ total: 1, accepted: 0, failed: 0, skipped: 1 });
    expect(second.items[0]).toMatchObject({
      outcome: 'NOT_WAITING',
      status: 'ACCEPTED',
      reason: 'The payout request is already ACCEPTED',
    });
    expect(await kit.balancesOf(seller(0))).toEqual(before);
    expect(await movesOf(request.code)).toEqual(['PAYOUT/PENDING']);
  });

  it('moves money once when many process calls for the same requests arrive at once', async () => {
    const requests = await Promise.all([partial(3, 100), partial(3, 200), partial(3, 300)]);
    const codes = requests.map((request) => request.code);
    const reports = await Promise.all(Array.from({ length: 8 }, () => process([...codes].reverse())));
    expect(reports.reduce((sum, report) => sum + report.accepted, 0)).toBe(3);
    expect(reports.reduce((sum, report) => sum + report.skipped, 0)).toBe(8 * 3 - 3);
    expect(await kit.balancesOf(seller(3))).toEqual({ confirmed: 9_400, pending: 0, payout: 600 });
    for (const code of codes) expect(await movesOf(code)).toEqual(['PAYOUT/PENDING']);
    await kit.assertLedger();
  });

  it('answers a retry with the same Idempotency-Key with the first report, and refuses it for other requests', async () => {
    const request = await partial(0, 50);
    const idempotencyKey = crypto.randomUUID();
    const first = await process([request.code], idempotencyKey);
    expect(await process([request.code], idempotencyKey)).toEqual(first);
    expect(first.accepted).toBe(1);
    const other = await partial(0, 60);
    const reused = await failureOf(process([other.code], idempotencyKey));
    expect(reused).toMatchObject({
      status: 409,
      error: { message: 'This Idempotency-Key was already used for a different request' },
    });
    const [untouched] = (await kit.payouts.listPayoutRequests({ query: { search: other.code } })).elements;
    expect(untouched?.status).toBe('WAITING');
  });

  it('refuses an empty list', async () => {
    const failure = await failureOf(process([]));
    expect(failure).toMatchObject({ status: 400, error: { details: [{ field: 'payoutRequestCodes' }] } });
  });
});

describe("a division's payout run", () => {
  it('processes every waiting request of the division and closes its open batch for approval', async () => {
    const waiting = await kit.payouts.listDivisionPayoutRequests({ params: division(), query: { status: 'WAITING' } });
    expect(waiting.totalCount).toBeGreaterThan(0);
    const report = await kit.payouts.processDivisionPayoutRequests({
      params: division(),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(report.total).toBe(waiting.totalCount);
    expect(report.readyPayoutCodes).toHaveLength(1);
    const [ready] = (await kit.payouts.listDivisionPayouts({ params: division(), query: { status: 'READY' } }))
      .elements;
    expect(ready?.code).toBe(report.readyPayoutCodes[0]);
    const later = await partial(0, 10);
    const next = await process([later.code]);
    expect(next.items[0]?.payoutCode).not.toBe(ready?.code);
    const [open] = (await kit.payouts.listDivisionPayouts({ params: division(), query: { status: 'OPEN' } })).elements;
    expect(open).toMatchObject({ code: next.items[0]?.payoutCode, itemCount: 1, totalAmount: 10 });
    await kit.assertLedger();
  });
});

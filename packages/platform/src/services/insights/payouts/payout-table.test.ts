import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { failureOf } from '../../fund/testing/fund-test-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
const codes: Record<string, string> = {};

const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2 });
  await kit.deposit(shop.sellerAccounts[0] ?? '', 1_000);
  const ask = (amount: number) =>
    kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: shop.sellerAccounts[0] ?? '', amountMode: 'PARTIAL', amount },
    });
  codes.waiting = (await ask(100)).code;
  codes.accepted = (await ask(200)).code;
  codes.failed = (await ask(5_000)).code;
  codes.deleted = (await ask(300)).code;
  await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [codes.accepted, codes.failed] } });
  await kit.payouts.deletePayoutRequest({ params: { ...division(), payoutRequestCode: codes.deleted } });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe("a division's payouts table", () => {
  it('shows the table statuses and leaves deleted requests out', async () => {
    const table = await kit.insights.listPayoutTable({ params: division() });
    expect(table).toMatchObject({ pageNumber: 1, pageSize: 25, totalCount: 3 });
    expect(Object.fromEntries(table.elements.map((row) => [row.code, [row.status, row.requestStatus]]))).toEqual({
      [codes.waiting ?? '']: ['PENDING', 'WAITING'],
      [codes.accepted ?? '']: ['IN_PROGRESS', 'ACCEPTED'],
      [codes.failed ?? '']: ['FAILED', 'FAILED'],
    });
    const row = table.elements.find((item) => item.code === codes.failed);
    expect(row).toMatchObject({
      amount: 5_000,
      currency: 'EUR',
      accountHolderName: 'Seller 1',
      failureReason: expect.stringMatching(/^Insufficient confirmed balance/),
    });
  });

  it('filters by table status, type, dates, seller and a code search, and pages', async () => {
    const codesOf = async (query: Parameters<typeof kit.insights.listPayoutTable>[0]['query']) =>
      (await kit.insights.listPayoutTable({ params: division(), query })).elements.map((row) => row.code);
    expect(await codesOf({ status: 'IN_PROGRESS' })).toEqual([codes.accepted]);
    expect(await codesOf({ status: 'FAILED' })).toEqual([codes.failed]);
    expect(await codesOf({ type: 'SCHEDULED' })).toEqual([]);
    expect(await codesOf({ search: codes.waiting?.slice(0, 9) })).toEqual([codes.waiting]);
    expect(await codesOf({ accountHolderCode: shop.sellers[0] })).toHaveLength(3);
    expect(await codesOf({ accountHolderCode: shop.sellers[1] })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await codesOf({ createdFrom: today, createdTo: today })).toHaveLength(3);
    const second = await kit.insights.listPayoutTable({ params: division(), query: { page: 2, limit: 2 } });
    expect(second).toMatchObject({ pageNumber: 2, totalCount: 3 });
    expect(second.elements).toHaveLength(1);
  });

  it('answers the details of an accepted request and 404 for a request of another division', async () => {
    const details = await kit.insights.getPayoutRequestDetails({
      params: { ...division(), payoutRequestCode: codes.accepted ?? '' },
      body: { page: 0, limit: 25 },
    });
    expect(details).toMatchObject({ pageNumber: 0, pageSize: 25, totalCount: 1 });
    expect(details.elements[0]).toMatchObject({
      type: 'PAYOUT',
      status: 'PENDING',
      confirmedChange: -200,
      payoutChange: 200,
    });
    const other = await kit.division({ sellers: 1 });
    const failure = await failureOf(
      kit.insights.getPayoutRequestOverview({
        params: {
          merchantCode: other.merchantCode,
          divisionCode: other.divisionCode,
          payoutRequestCode: codes.accepted ?? '',
        },
      }),
    );
    expect(failure.status).toBe(404);
  });
});

import type { BalanceTransfer, DivisionEventsQuery } from '@ops/core/contract';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  startPayoutTest,
} from '../../fund/payouts/testing/payout-test-kit.ts';

export interface EventsFeedTest {
  kit: PayoutTestKit;
  shop: PayoutDivision;
  otherShop: PayoutDivision;
  context: ReturnType<typeof opsActionContext>;
  /** One read of a division's events feed (the shop's unless told). */
  feed(
    query?: DivisionEventsQuery,
    division?: PayoutDivision,
  ): ReturnType<EventsFeedTest['context']['clients']['accountOwner']['listDivisionEvents']>;
  /** The feed's cursor now: what comes after it is new. */
  now(): Promise<string | undefined>;
  /** A correction of `amount` cents from a division's first seller to its second: two postings on the feed. */
  transfer(division: PayoutDivision, amount: number): Promise<BalanceTransfer>;
}

/** Two divisions with two funded sellers each and balance transfers on, and an ops user's calls to the feed. */
export async function startEventsFeedTest(): Promise<EventsFeedTest> {
  const kit = await startPayoutTest();
  const shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  const otherShop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  for (const division of [shop, otherShop]) await kit.deposit(division.sellerAccounts[0] as string, 50_000);
  const token = await kit.platform.tokenFor(opsEmail);
  const context = opsActionContext(kit.platform, { token, email: opsEmail }, shop);
  const feed = (query: DivisionEventsQuery = {}, division = shop) =>
    context.clients.accountOwner.listDivisionEvents({ params: division, query });
  return {
    kit,
    shop,
    otherShop,
    context,
    feed,
    now: async () => (await feed()).cursor,
    transfer: (division, amount) =>
      context.clients.fund.createBalanceTransfer({
        body: {
          fromVirtualAccountCode: division.sellerAccounts[0] as string,
          toVirtualAccountCode: division.sellerAccounts[1] as string,
          amount,
          currency: 'EUR',
          type: 'CORRECTION',
        },
        idempotencyKey: crypto.randomUUID(),
      }),
  };
}

import type { CreateBalanceTransferBody } from '@ops/core/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, balanceTransfers } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import {
  type ApprovalsTestKit,
  approver,
  type Clients,
  heldCode,
  requester,
  setupTimeoutMs,
  startApprovalsTest,
  thirdOps,
  thousandEuroRule,
} from './testing/approvals-test-kit.ts';

let kit: ApprovalsTestKit;
let asker: Clients;
let approvers: Clients[];

beforeAll(async () => {
  kit = await startApprovalsTest();
  asker = await kit.clientsOf(requester);
  approvers = [await kit.clientsOf(approver), await kit.clientsOf(thirdOps)];
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const transfer = (shop: LedgerDivision, amount: number): CreateBalanceTransferBody => ({
  fromVirtualAccountCode: shop.sellerAccounts[0] ?? '',
  toVirtualAccountCode: shop.sellerAccounts[1] ?? '',
  amount,
  currency: 'EUR',
  type: 'CORRECTION',
});

async function transfersFrom(shop: LedgerDivision) {
  const [row] = await kit.platform.database.db
    .select({ value: count() })
    .from(balanceTransfers)
    .where(eq(balanceTransfers.fromVirtualAccountCode, shop.sellerAccounts[0] ?? ''));
  return row?.value;
}

const settle = (calls: Promise<unknown>[]) => Promise.allSettled(calls);

/** Five rounds of races: seconds on a quiet machine, more on a busy one. */
const roundsTimeoutMs = 60_000;

describe('approval races', () => {
  it(
    'runs the action once when two approvals arrive at once',
    async () => {
      const shop = await kit.shop(thousandEuroRule);
      for (let round = 0; round < 5; round++) {
        const code = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(shop, 100_000) }));
        const params = { approvalRequestCode: code };
        const outcomes = await settle(approvers.map((clients) => clients.approvals.approveApprovalRequest({ params })));
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect(await transfersFrom(shop)).toBe(round + 1);
      }
      await kit.platform.jobs.runDue();
      expect(await transfersFrom(shop)).toBe(5);
      await assertLedgerInvariants(kit.platform.database.db);
    },
    roundsTimeoutMs,
  );

  it('with two approvers in order, runs only after the second, from another account than the first', async () => {
    const shop = await kit.shop({ ...thousandEuroRule, approvers: 2 });
    const code = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(shop, 100_000) }));
    const params = { approvalRequestCode: code };
    const [first, second] = approvers;
    if (!first || !second) throw new Error('two approvers');
    expect(await first.approvals.approveApprovalRequest({ params })).toMatchObject({ status: 'PENDING' });
    await expect(first.approvals.approveApprovalRequest({ params })).rejects.toMatchObject({ status: 403 });
    expect(await transfersFrom(shop)).toBe(0);
    const done = await second.approvals.approveApprovalRequest({ params });
    expect(done).toMatchObject({ status: 'EXECUTED', approvals: [{ by: approver }, { by: thirdOps }] });
    expect(await transfersFrom(shop)).toBe(1);
  });

  it(
    'runs nothing once expired, and an approval racing the expiry runs it at most once',
    async () => {
      const shop = await kit.shop(thousandEuroRule);
      const code = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(shop, 100_000) }));
      const eightDays = new Date(Date.now() + 8 * 86_400_000);
      await kit.platform.jobs.runDue({ now: eightDays });
      const expired = await asker.approvals.getApprovalRequest({ params: { approvalRequestCode: code } });
      expect(expired.status).toBe('EXPIRED');
      await expect(
        approvers[0]?.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } }),
      ).rejects.toMatchObject({ status: 409 });

      for (let round = 0; round < 5; round++) {
        const racing = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(shop, 100_000) }));
        // Expires a few milliseconds from now: the approval and the expiry job meet around that moment.
        await kit.platform.database.db
          .update(approvalRequests)
          .set({ expiresAt: sql`now() + interval '5 milliseconds'` })
          .where(eq(approvalRequests.code, racing));
        const before = await transfersFrom(shop);
        await settle([
          approvers[0]?.approvals.approveApprovalRequest({ params: { approvalRequestCode: racing } }) ??
            Promise.resolve(),
          kit.platform.jobs.runDue({ now: eightDays }),
        ]);
        const after = await asker.approvals.getApprovalRequest({ params: { approvalRequestCode: racing } });
        expect(['EXECUTED', 'EXPIRED']).toContain(after.status);
        expect(await transfersFrom(shop)).toBe((before ?? 0) + (after.status === 'EXECUTED' ? 1 : 0));
      }
      expect(await transfersFrom(shop)).toBeLessThanOrEqual(5);
      await assertLedgerInvariants(kit.platform.database.db);
    },
    roundsTimeoutMs,
  );
});

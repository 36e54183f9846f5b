import { createApiClient, createServiceClients } from '@ops/core/api';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceTransfers, virtualAccounts } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { depositConfirmed } from '../../ledger/testing/ledger-fixtures.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';
import { failureOf } from '../fund/testing/fund-test-kit.ts';
import { approver, heldCode, requester } from './testing/approvals-test-kit.ts';

/** The small seed on a fresh database: a minute at most on a busy machine. */
const seedTimeoutMs = 240_000;

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  await seedDatabase(platform.database, 'small');
}, seedTimeoutMs);
afterAll(async () => {
  await platform?.close();
});

async function clientsOf(email: string) {
  const token = await platform.tokenFor(email);
  return createServiceClients(
    createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => email }),
  );
}

describe('the demo rule: balance transfers of EUR 1,000 or more in D-HOLLAND-GOODS-NL need one approval', () => {
  it('holds a EUR 1,500 transfer of Olivia Ops until Oscar Ops approves, refuses her own approval, then moves once', async () => {
    const sellers = await platform.database.db
      .select({ code: virtualAccounts.code })
      .from(virtualAccounts)
      .where(and(eq(virtualAccounts.divisionCode, 'D-HOLLAND-GOODS-NL'), eq(virtualAccounts.type, 'SELLER')))
      .orderBy(virtualAccounts.code)
      .limit(2);
    const [from, to] = sellers;
    if (!from || !to) throw new Error('the demo division has sellers');
    // The seed's balances depend on its day: the test brings its own EUR 1,500.
    await platform.database.transaction((tx) =>
      depositConfirmed(tx, { virtualAccountCode: from.code, currency: 'EUR', amount: 150_000 }),
    );
    const start = await platform.database.db
      .select({ confirmed: virtualAccounts.confirmedBalance })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.code, from.code));
    const confirmed = start[0]?.confirmed ?? 0;
    const olivia = await clientsOf(requester);
    const oscar = await clientsOf(approver);
    const body = {
      fromVirtualAccountCode: from.code,
      toVirtualAccountCode: to.code,
      amount: 150_000,
      currency: 'EUR',
      type: 'CORRECTION' as const,
    };
    const transfersFrom = async () =>
      (
        await platform.database.db
          .select({ value: count() })
          .from(balanceTransfers)
          .where(and(eq(balanceTransfers.fromVirtualAccountCode, from.code), gte(balanceTransfers.amount, 150_000)))
      )[0]?.value;
    const before = await transfersFrom();

    const code = await heldCode(olivia.fund.createBalanceTransfer({ body }));
    expect(await transfersFrom()).toBe(before);
    const own = await failureOf(olivia.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } }));
    expect(own.status).toBe(403);
    expect(await transfersFrom()).toBe(before);

    const done = await oscar.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } });
    expect(done.status).toBe('EXECUTED');
    expect(await transfersFrom()).toBe((before ?? 0) + 1);
    const balance = await olivia.fund.getVirtualAccountBalance({ params: { virtualAccountCode: from.code } });
    expect(balance.confirmedBalance).toBe(confirmed - 150_000);
    await assertLedgerInvariants(platform.database.db);

    // EUR 10 (the end-to-end specs' size) runs at once.
    const small = await olivia.fund.createBalanceTransfer({ body: { ...body, amount: 1_000 } });
    expect(small.amount).toBe(1_000);
  });
});

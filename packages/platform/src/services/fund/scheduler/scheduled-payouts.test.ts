import { runAction, setConfigAction } from '@ops/core/actions';
import type { PayoutFrequency } from '@ops/core/contract';
import { addDays, formatIsoDate, parseIsoDate } from '@ops/core/dates';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders, divisions, payoutRequests } from '../../../db/schema/index.ts';
import { createLogger } from '../../../http/logger.ts';
import { createJobRunner } from '../../../jobs/index.ts';
import { jobDefinitions } from '../../../jobs/job-definitions.ts';
import { plannedDates } from '../../../jobs/schedules/testing/planned-dates.ts';
import { postTransaction, worldAccount } from '../../../ledger/index.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../payouts/testing/payout-test-kit.ts';
import { runScheduledPayouts } from './run-scheduled-payouts.ts';

let kit: PayoutTestKit;
let token: string;

beforeAll(async () => {
  kit = await startPayoutTest();
  token = await kit.platform.tokenFor(opsEmail);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** A division of three sellers: the first two paid out by the scheduler, the third by hand. */
async function scheduledDivision(): Promise<PayoutDivision> {
  const shop = await kit.division({ sellers: 3 });
  await kit.platform.database.db
    .update(accountHolders)
    .set({ payoutsMode: 'SCHEDULED' })
    .where(inArray(accountHolders.code, shop.sellers.slice(0, 2)));
  return shop;
}

/** A pay-in of `amount` to the seller account, settled now (it moves from pending to confirmed). */
async function settledPayIn(virtualAccountCode: string, amount: number) {
  await kit.platform.database.transaction(async (tx) => {
    const psp = await worldAccount(tx, { kind: 'PSP', name: 'SANDBOX-PSP', currency: 'EUR' });
    await postTransaction(tx, {
      type: 'SPLIT',
      status: 'PENDING',
      currency: 'EUR',
      postings: [
        { worldAccount: psp, amount: -amount },
        { virtualAccountCode, bucket: 'PENDING', amount },
      ],
    });
    await postTransaction(tx, {
      type: 'SPLIT',
      status: 'CONFIRMED',
      currency: 'EUR',
      postings: [
        { virtualAccountCode, bucket: 'PENDING', amount: -amount },
        { virtualAccountCode, bucket: 'CONFIRMED', amount },
      ],
    });
  });
}

const turnOn = (shop: PayoutDivision, frequency: PayoutFrequency, refundPeriodDays: number | null = null) =>
  runAction(setConfigAction, opsActionContext(kit.platform, { token, email: opsEmail }, shop), {
    payoutScheduler: { enabled: true, frequency },
    refundPeriodDays,
  });

/** The next scheduled date the seller list shows for the shop's first seller. */
async function shownNextDate(shop: PayoutDivision): Promise<string> {
  const { clients } = opsActionContext(kit.platform, { token, email: opsEmail }, shop);
  const page = await clients.accountOwner.listDivisionAccountHolders({ params: shop, query: {} });
  const seller = page.elements.find((element) => element.code === shop.sellers[0]);
  return seller?.payoutsConfiguration.nextScheduledDate as string;
}

const requestsOf = (shop: PayoutDivision) =>
  kit.platform.database.db
    .select({
      virtualAccountCode: payoutRequests.virtualAccountCode,
      amount: payoutRequests.amount,
      type: payoutRequests.type,
    })
    .from(payoutRequests)
    .where(eq(payoutRequests.divisionCode, shop.divisionCode))
    .orderBy(payoutRequests.virtualAccountCode);

/** The dates the division's payout schedule has queued and its next one. */
const queuedDates = (shop: PayoutDivision) => plannedDates(kit.platform.database.db, `payouts:${shop.divisionCode}`);

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

describe('the payout scheduler', () => {
  it('on its due date requests a scheduled payout of the confirmed balance for each scheduled seller', async () => {
    const shop = await scheduledDivision();
    await kit.deposit(shop.sellerAccounts[0] as string, 10_000);
    await kit.deposit(shop.sellerAccounts[2] as string, 7_000);
    await turnOn(shop, { preset: 'EVERY_DAY' });
    const dueDate = await shownNextDate(shop);
    expect(await queuedDates(shop)).toEqual([dueDate]);

    expect(await kit.platform.jobs.runDue({ now: new Date(startOf(dueDate).getTime() - 1000) })).toBe(0);
    await kit.platform.jobs.runDue({ now: startOf(dueDate) });
    // Only the first seller: the second has nothing confirmed, the third is paid out by hand.
    expect(await requestsOf(shop)).toEqual([
      { virtualAccountCode: shop.sellerAccounts[0], amount: 10_000, type: 'SCHEDULED' },
    ]);
    const nextDate = formatIsoDate(addDays(parseIsoDate(dueDate) as Date, 1));
    const [queuedNow, queuedNext] = await queuedDates(shop);
    expect(queuedNow).toBe(dueDate);
    expect(queuedNext && queuedNext >= nextDate).toBe(true);
    await kit.assertLedger();
  });

  it('runs one due date once: saved again, run again or tried again after a crash, nothing is requested twice', async () => {
    const shop = await scheduledDivision();
    await kit.deposit(shop.sellerAccounts[0] as string, 4_000);
    await turnOn(shop, { preset: 'EVERY_DAY' });
    await turnOn(shop, { preset: 'EVERY_DAY' });
    const dueDate = await shownNextDate(shop);
    expect(await queuedDates(shop)).toEqual([dueDate]);
    await kit.platform.jobs.runDue({ now: startOf(dueDate) });
    await kit.platform.jobs.runDue({ now: startOf(dueDate) });
    await kit.deposit(shop.sellerAccounts[0] as string, 1_000);
    const retried = await kit.platform.database.transaction(async (tx) => {
      const [division] = await tx.select().from(divisions).where(eq(divisions.code, shop.divisionCode));
      return runScheduledPayouts(tx, division as typeof divisions.$inferSelect, dueDate);
    });
    expect(retried).toBeNull();
    expect(await requestsOf(shop)).toEqual([
      { virtualAccountCode: shop.sellerAccounts[0], amount: 4_000, type: 'SCHEDULED' },
    ]);
  });

  it('runs a due date once when two platform processes share the database', async () => {
    const shop = await scheduledDivision();
    await kit.deposit(shop.sellerAccounts[0] as string, 6_000);
    await Promise.all([turnOn(shop, { preset: 'EVERY_MONDAY' }), turnOn(shop, { preset: 'EVERY_MONDAY' })]);
    const [dueDate] = await queuedDates(shop);
    // Each process runs its own runner on the one database (on PostgreSQL when DATABASE_URL is set).
    const processes = [1, 2].map(() =>
      createJobRunner({ database: kit.platform.database, logger: createLogger('silent'), definitions: jobDefinitions }),
    );
    await Promise.all(processes.map((runner) => runner.runDue({ now: startOf(dueDate as string) })));
    expect(await requestsOf(shop)).toEqual([
      { virtualAccountCode: shop.sellerAccounts[0], amount: 6_000, type: 'SCHEDULED' },
    ]);
  });

  it('catches up each date a stopped platform missed, once across two processes, and says so in its jobs', async () => {
    const shop = await scheduledDivision();
    await kit.deposit(shop.sellerAccounts[0] as string, 5_000);
    await turnOn(shop, { preset: 'EVERY_DAY' });
    const first = await shownNextDate(shop);
    // Stopped before the first date and started again four days later, in the afternoon: two processes at once.
    const started = new Date(startOf(first).getTime() + 4 * 86_400_000 + 15 * 3_600_000);
    const processes = [1, 2].map(() =>
      createJobRunner({ database: kit.platform.database, logger: createLogger('silent'), definitions: jobDefinitions }),
    );
    await Promise.all(processes.map((runner) => runner.runDue({ now: started })));
    await kit.platform.jobs.runDue({ now: started });

    const missed = (await queuedDates(shop)).filter((day) => startOf(day) <= started);
    expect(missed.length).toBeGreaterThanOrEqual(2);
    expect(missed[0]).toBe(first);
    const { clients } = opsActionContext(kit.platform, { token, email: opsEmail }, shop);
    const page = await clients.jobs.listJobs({ query: { queue: 'payouts.scheduledRun', limit: 100 } });
    const ours = page.elements.filter((job) => job.scheduleCode === `payouts:${shop.divisionCode}`);
    // Each missed date once, oldest first, done and marked caught up; the next date is not queued yet.
    expect(ours.map((job) => [job.dueAt, job.caughtUp, job.state]).reverse()).toEqual(
      missed.map((day) => [startOf(day).toISOString(), true, 'done']),
    );
    // The balance is paid out once, on the first missed date.
    expect(await requestsOf(shop)).toEqual([
      { virtualAccountCode: shop.sellerAccounts[0], amount: 5_000, type: 'SCHEDULED' },
    ]);
  });

  it('holds back what was settled within the refund period, and what is already requested', async () => {
    const shop = await scheduledDivision();
    await kit.deposit(shop.sellerAccounts[0] as string, 10_000);
    await settledPayIn(shop.sellerAccounts[0] as string, 3_000);
    await kit.deposit(shop.sellerAccounts[1] as string, 2_000);
    await settledPayIn(shop.sellerAccounts[1] as string, 5_000);
    await turnOn(shop, { preset: 'EVERY_DAY' }, 7);
    const dueDate = await shownNextDate(shop);
    await kit.platform.jobs.runDue({ now: startOf(dueDate) });
    // 13,000 confirmed less the 3,000 settled this week; the second seller's 7,000 less its 5,000.
    expect(await requestsOf(shop)).toEqual([
      { virtualAccountCode: shop.sellerAccounts[0], amount: 10_000, type: 'SCHEDULED' },
      { virtualAccountCode: shop.sellerAccounts[1], amount: 2_000, type: 'SCHEDULED' },
    ]);
    // The next due date: the waiting requests are held back, the settled pay-ins still are.
    const [, nextDate] = await queuedDates(shop);
    await kit.platform.jobs.runDue({ now: startOf(nextDate as string) });
    expect(await requestsOf(shop)).toHaveLength(2);
  });

  it('leaves out a seller the payout rules refuse, and tells the PAYOUTS webhook of each request', async () => {
    const shop = await kit.division({ sellers: 2, ibanEndings: [null, ''] });
    await kit.platform.database.db
      .update(accountHolders)
      .set({ payoutsMode: 'SCHEDULED' })
      .where(inArray(accountHolders.code, shop.sellers));
    await kit.deposit(shop.sellerAccounts[0] as string, 3_000);
    await kit.deposit(shop.sellerAccounts[1] as string, 4_000);
    await runAction(setConfigAction, opsActionContext(kit.platform, { token, email: opsEmail }, shop), {
      webhookUrls: { PAYOUTS: 'https://hooks.shop.example/payouts' },
    });
    await turnOn(shop, { preset: 'EVERY_DAY' });
    await kit.platform.jobs.runDue({ now: startOf(await shownNextDate(shop)) });
    // The first seller has no external account selected: it waits for a date when it has one.
    expect(await requestsOf(shop)).toEqual([
      { virtualAccountCode: shop.sellerAccounts[1], amount: 4_000, type: 'SCHEDULED' },
    ]);
    const events = await selectRows<{ data: { status: string; virtualAccountCode: string } }>(
      kit.platform.database.db,
      sql`select data from webhook_events where division_code = ${shop.divisionCode}`,
    );
    expect(events.map(({ data }) => [data.status, data.virtualAccountCode])).toEqual([
      ['REQUESTED', shop.sellerAccounts[1]],
    ]);
  });

  it('requests nothing on a date the scheduler no longer has, and shows manual once it is off', async () => {
    const shop = await scheduledDivision();
    await kit.deposit(shop.sellerAccounts[0] as string, 10_000);
    await turnOn(shop, { preset: 'EVERY_DAY' });
    const dailyDate = await shownNextDate(shop);
    await turnOn(shop, { preset: 'LAST_WEEKDAY_OF_MONTH' });
    const monthlyDate = await shownNextDate(shop);
    await runAction(setConfigAction, opsActionContext(kit.platform, { token, email: opsEmail }, shop), {
      payoutScheduler: { enabled: false, frequency: { preset: 'LAST_WEEKDAY_OF_MONTH' } },
    });
    expect(await shownNextDate(shop)).toBeNull();
    await kit.platform.jobs.runDue({ now: startOf(dailyDate) });
    await kit.platform.jobs.runDue({ now: startOf(monthlyDate) });
    expect(await requestsOf(shop)).toEqual([]);
  });
});

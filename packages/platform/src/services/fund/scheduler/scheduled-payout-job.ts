import { calendarDayOf, formatIsoDate, nextPayoutDueDate, startOfIsoDay } from '@ops/core/dates';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { divisions } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import type { AccountOwnerListener, DivisionConfigured } from '../../account-owner/account-owner-events.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { runScheduledPayouts } from './run-scheduled-payouts.ts';

export interface ScheduledPayoutDate extends DivisionAddress {
  /** YYYY-MM-DD */
  dueDate: string;
}

/**
 * The payout scheduler (`fund/scheduler/`, no routes of its own): a division's scheduler queues its next due date
 * (core's `nextPayoutDueDate`, custom intervals counted from the division's creation day) as this job at 00:00 UTC of
 * that date, keyed `<division>:<date>`: when the account owner saves a configuration that sets the scheduler
 * (`scheduleOnDivisionConfigured`), after each run, and at start for every division whose scheduler is on
 * (`plan-scheduled-payouts.ts`, `main.ts`).
 *
 * A run requests, in one transaction with queueing the next due date, a SCHEDULED payout for each seller in SCHEDULED
 * payouts mode with something to pay: the confirmed balance less the `SPLIT/CONFIRMED` credits within the refund period
 * less its waiting requests (`payable-sellers.ts`); a seller the payout rules refuse is left for the next date.
 * `scheduled_payout_runs` (one row per division and date, written first) makes a retried job request nothing twice; a
 * date the scheduler no longer has (off, another frequency) runs nothing.
 */
export const scheduledPayoutJob = defineJob<ScheduledPayoutDate>({
  kind: 'payouts.scheduledRun',
  maxAttempts: 10,
  async run(payload, { database }) {
    await database.transaction(async (tx) => {
      const [division] = await tx
        .select()
        .from(divisions)
        .where(eq(divisions.code, payload.divisionCode))
        .for('update');
      if (!division || division.deletedAt) return;
      await runScheduledPayouts(tx, division, payload.dueDate);
      await scheduleNextDueDate(tx, payload, startOfIsoDay(payload.dueDate));
    });
  },
});

/**
 * Queues the division's first due date after `after`, when its scheduler is on. The job's key is the division
 * and the date, so saving the configuration again, a restart or a second platform process never queues one date
 * twice. Answers the date queued (or already queued), or null while the scheduler is off.
 */
export async function scheduleNextDueDate(
  tx: Transaction,
  address: DivisionAddress,
  after: Date,
): Promise<string | null> {
  const division = await requireDivision(tx, address);
  const { enabled, frequency } = division.payoutScheduler;
  if (!enabled) return null;
  const dueDate = formatIsoDate(nextPayoutDueDate(frequency, calendarDayOf(after), calendarDayOf(division.createdAt)));
  await enqueueJob(
    tx,
    scheduledPayoutJob,
    { merchantCode: division.merchantCode, divisionCode: division.code, dueDate },
    { runAt: startOfIsoDay(dueDate), key: `${division.code}:${dueDate}` },
  );
  return dueDate;
}

/** A division's saved configuration that set its payout scheduler queues the scheduler's next due date. */
export const scheduleOnDivisionConfigured: AccountOwnerListener<DivisionConfigured> = async (tx, event) => {
  if (event.patch.payoutScheduler) await scheduleNextDueDate(tx, event.division, new Date());
};

import { formatIsoDate } from '@ops/core/dates';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { divisions } from '../../../db/schema/index.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { removeSchedule, setSchedule } from '../../../jobs/schedules/set-schedule.ts';
import type { AccountOwnerListener, DivisionConfigured } from '../../account-owner/account-owner-events.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { runScheduledPayouts } from './run-scheduled-payouts.ts';

export interface ScheduledPayoutDate extends DivisionAddress {
  /** YYYY-MM-DD */
  dueDate: string;
}

/**
 * The payout scheduler (`fund/scheduler/`, no routes of its own): a division whose scheduler is on has the schedule
 * `payouts:<division>` (`job_schedules`), whose rule is the scheduler's frequency (core's `nextPayoutDueDate`, custom
 * intervals counted from the division's creation day), due at 00:00 UTC of each date. Set when the account owner
 * saves a configuration that sets the scheduler (`scheduleOnDivisionConfigured`) and by the demo data
 * (`seed/steps/payout-schedules-step.ts`); the jobs' tick queues each due date as this job keyed `<division>:<date>`,
 * each date an outage missed too (`caughtUp`), once across processes.
 *
 * A run requests, in one transaction, a SCHEDULED payout for each seller in SCHEDULED payouts mode with something to
 * pay: the confirmed balance less the `SPLIT/CONFIRMED` credits within the refund period less its waiting requests
 * (`payable-sellers.ts`); a seller the payout rules refuse is left for the next date. `scheduled_payout_runs` (one
 * row per division and date, written first) makes a retried job request nothing twice; a date the scheduler no
 * longer has (off, another frequency) runs nothing.
 */
export const scheduledPayoutJob = defineJob<ScheduledPayoutDate>({
  kind: 'payouts.scheduledRun',
  maxAttempts: 10,
  schedule: {
    catchUp: 'each',
    jobAt(division: DivisionAddress, due) {
      const dueDate = formatIsoDate(due);
      return { payload: { ...division, dueDate }, key: `${division.divisionCode}:${dueDate}` };
    },
  },
  async run(payload, { database }) {
    await database.transaction(async (tx) => {
      const [division] = await tx
        .select()
        .from(divisions)
        .where(eq(divisions.code, payload.divisionCode))
        .for('update');
      if (!division || division.deletedAt) return;
      await runScheduledPayouts(tx, division, payload.dueDate);
    });
  },
});

/**
 * Sets the division's payout schedule from its scheduler (its rule changed when the frequency did), or removes it
 * while the scheduler is off. Answers the next due date, or null while the scheduler is off.
 */
export async function setPayoutSchedule(
  tx: Transaction,
  address: DivisionAddress,
  now = new Date(),
): Promise<string | null> {
  const division = await requireDivision(tx, address);
  const code = `payouts:${division.code}`;
  const { enabled, frequency } = division.payoutScheduler;
  if (!enabled) {
    await removeSchedule(tx, code);
    return null;
  }
  const target: DivisionAddress = { merchantCode: division.merchantCode, divisionCode: division.code };
  const rule = { payoutCalendar: frequency, countFrom: formatIsoDate(division.createdAt) };
  return formatIsoDate(await setSchedule(tx, scheduledPayoutJob, { code, target, rule }, now));
}

/** A division's saved configuration that set its payout scheduler sets the division's payout schedule. */
export const scheduleOnDivisionConfigured: AccountOwnerListener<DivisionConfigured> = async (tx, event) => {
  if (event.patch.payoutScheduler) await setPayoutSchedule(tx, event.division);
};

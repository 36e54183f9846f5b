import { addDays, calendarDayOf, formatIsoDate, nextPayoutDueDate, parseIsoDate } from '@ops/core/dates';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { scheduledPayoutRuns } from '../../../db/schema/index.ts';
import { ApiProblem } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { toDivisionConfig } from '../../account-owner/division-queries.ts';
import type { DivisionRow } from '../../account-owner/scope.ts';
import { createPayoutRequest } from '../payouts/create-payout-request.ts';
import { payableSellers } from './payable-sellers.ts';

/** Who the audit trail names for the requests the scheduler makes. */
export const payoutScheduler: Caller = { email: 'payout-scheduler@platform', name: 'Payout scheduler', opsStaff: true };

export const scheduledRunAction = 'payouts.scheduledRun';

/** Whether `dueDate` (YYYY-MM-DD) is a due date of the division's scheduler as it is configured now. */
export function isDueDateOf(division: DivisionRow, dueDate: string): boolean {
  const { enabled, frequency } = division.payoutScheduler;
  if (!enabled) return false;
  const dayBefore = addDays(parseIsoDate(dueDate) as Date, -1);
  return formatIsoDate(nextPayoutDueDate(frequency, dayBefore, calendarDayOf(division.createdAt))) === dueDate;
}

/**
 * The scheduler's work for one division on one due date: a SCHEDULED payout request for every seller paid out by
 * the scheduler with something to pay (`payableSellers`), each for what it may be paid. A seller the payout rules
 * refuse (not active, no selected external account) is left out. Done once per division and date: the run's row
 * is written first, so a second try finds it and requests nothing. A date the scheduler no longer has (turned
 * off, another frequency) requests nothing. Answers the number of requests made, or null when nothing ran.
 */
export async function runScheduledPayouts(
  tx: Transaction,
  division: DivisionRow,
  dueDate: string,
): Promise<number | null> {
  if (!isDueDateOf(division, dueDate)) return null;
  const [claimed] = await tx
    .insert(scheduledPayoutRuns)
    .values({ divisionCode: division.code, dueDate, requestCount: 0 })
    .onConflictDoNothing()
    .returning({ dueDate: scheduledPayoutRuns.dueDate });
  if (!claimed) return null;
  const { refundPeriodDays } = toDivisionConfig(division);
  const holdBackFrom = refundPeriodDays ? addDays(parseIsoDate(dueDate) as Date, -refundPeriodDays) : null;
  const address = { merchantCode: division.merchantCode, divisionCode: division.code };
  let requested = 0;
  for (const seller of await payableSellers(tx, address, holdBackFrom)) {
    try {
      await createPayoutRequest(tx, {
        division: address,
        virtualAccountCode: seller.virtualAccountCode,
        ask: { amountMode: 'PARTIAL', amount: seller.payable, description: `Scheduled payout ${dueDate}` },
        type: 'SCHEDULED',
        caller: payoutScheduler,
        action: scheduledRunAction,
      });
      requested += 1;
    } catch (error) {
      // A refusal of the payout rules is found before anything is written: the seller waits for the next date.
      if (!(error instanceof ApiProblem)) throw error;
    }
  }
  await tx
    .update(scheduledPayoutRuns)
    .set({ requestCount: requested })
    .where(and(eq(scheduledPayoutRuns.divisionCode, division.code), eq(scheduledPayoutRuns.dueDate, dueDate)));
  return requested;
}

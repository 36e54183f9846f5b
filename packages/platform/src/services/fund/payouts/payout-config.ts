import type { PayoutConfig } from '@ops/core/contract';
import { calendarDayOf, formatIsoDate, nextPayoutDueDate } from '@ops/core/dates';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { accountHolders, divisions, virtualAccounts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { payoutMessages as messages } from './payout-messages.ts';

/**
 * How a virtual account is paid out: a seller's by its payouts mode, a division income account by whether the
 * division's scheduler is on. A scheduled payout goes out on the division scheduler's next due date; while the
 * scheduler is off, payouts are manual.
 */
export async function getPayoutConfig(db: Queryable, virtualAccountCode: string): Promise<PayoutConfig> {
  const [account] = await db
    .select({
      accountHolderCode: virtualAccounts.accountHolderCode,
      payoutsMode: accountHolders.payoutsMode,
      scheduler: divisions.payoutScheduler,
      divisionSince: divisions.createdAt,
    })
    .from(virtualAccounts)
    .innerJoin(divisions, eq(divisions.code, virtualAccounts.divisionCode))
    .leftJoin(accountHolders, eq(accountHolders.code, virtualAccounts.accountHolderCode))
    .where(eq(virtualAccounts.code, virtualAccountCode));
  if (!account) throw notFound(messages.checkVirtualAccountCode);
  const mode = account.accountHolderCode ? (account.payoutsMode ?? 'MANUAL') : 'SCHEDULED';
  const manual = { virtualAccountCode, accountHolderCode: account.accountHolderCode, mode: 'MANUAL' as const };
  if (mode === 'MANUAL' || !account.scheduler.enabled) return { ...manual, nextScheduledDate: null };
  const dueDate = nextPayoutDueDate(
    account.scheduler.frequency,
    calendarDayOf(new Date()),
    calendarDayOf(account.divisionSince),
  );
  const nextScheduledDate = formatIsoDate(dueDate);
  return { virtualAccountCode, accountHolderCode: account.accountHolderCode, mode: 'SCHEDULED', nextScheduledDate };
}

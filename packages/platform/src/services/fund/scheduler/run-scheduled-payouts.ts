import { addDays, calendarDayOf, formatIsoDate, nextPayoutDueDate, parseIsoDate } from '@ops/core/dates';
import { and, eq } from 'drizzle-orm';
import { recordAudits } from '../../../audit/record-audit.ts';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { insertJsonRows } from '../../../db/json-recordset.ts';
import { payoutRequests, scheduledPayoutRuns } from '../../../db/schema/index.ts';
import { toDivisionConfig } from '../../account-owner/division-queries.ts';
import type { DivisionRow } from '../../account-owner/scope.ts';
import { payoutWebhookEvent } from '../../webhooks/payout-webhooks.ts';
import { emitWebhookEvents } from '../../webhooks/webhook-events.ts';
import { payeeOf, readPayeeFacts } from '../payouts/payee.ts';
import { payableSellers } from './payable-sellers.ts';

/** Who the audit trail names for the requests the scheduler makes. */
export const payoutSchedulerEmail = 'payout-scheduler@platform';
export const scheduledRunAction = 'payouts.scheduledRun';

/** Sellers read and requests written this many at a time: a statement's parameters stay well under 65,535. */
const chunk = 1_000;

/** Whether `dueDate` (YYYY-MM-DD) is a due date of the division's scheduler as it is configured now. */
export function isDueDateOf(division: DivisionRow, dueDate: string): boolean {
  const { enabled, frequency } = division.payoutScheduler;
  if (!enabled) return false;
  const dayBefore = addDays(parseIsoDate(dueDate) as Date, -1);
  return formatIsoDate(nextPayoutDueDate(frequency, dayBefore, calendarDayOf(division.createdAt))) === dueDate;
}

type NewPayoutRequest = typeof payoutRequests.$inferInsert & { code: string; amount: number };

/**
 * The scheduler's work for one division on one due date: a waiting SCHEDULED payout request for every seller paid
 * out by the scheduler with something to pay (`payableSellers`), each for what it may be paid, to its selected
 * external account. A seller the payout rules refuse (`payeeOf`: not active, no usable external account) waits for
 * the next date. Set-based, so a division of 100,000 sellers is one run: its sellers, their payees, the requests,
 * their audit entries and their events are read and written a thousand at a time (the writes one JSON parameter a
 * statement, `insertJsonRows`). Done once per division and date: the run's row is written first, so a second try
 * finds it and requests nothing. A date the scheduler no longer has (turned off, another frequency) requests
 * nothing. Answers the number of requests made, or null when nothing ran.
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
  const { refundPeriodDays, webhookUrls } = toDivisionConfig(division);
  const holdBackFrom = refundPeriodDays ? addDays(parseIsoDate(dueDate) as Date, -refundPeriodDays) : null;
  const address = { merchantCode: division.merchantCode, divisionCode: division.code };
  const sellers = await payableSellers(tx, address, holdBackFrom);
  let requested = 0;
  for (let start = 0; start < sellers.length; start += chunk) {
    const part = sellers.slice(start, start + chunk);
    const facts = await readPayeeFacts(tx, part);
    const requests: NewPayoutRequest[] = part.flatMap((seller) => {
      const checked = payeeOf(seller, facts(seller));
      if ('refusal' in checked) return [];
      return [
        {
          code: newCode('PR'),
          merchantCode: seller.merchantCode,
          divisionCode: seller.divisionCode,
          accountHolderCode: seller.accountHolderCode,
          virtualAccountCode: seller.code,
          externalAccountCode: checked.payee.externalAccountCode,
          iban: checked.payee.iban,
          creditorName: checked.payee.creditorName,
          amount: seller.payable,
          sourceCurrency: seller.currency,
          targetCurrency: seller.currency,
          type: 'SCHEDULED' as const,
          description: `Scheduled payout ${dueDate}`,
          createdBy: payoutSchedulerEmail,
        },
      ];
    });
    if (requests.length === 0) continue;
    await tx.execute(
      insertJsonRows(payoutRequests, requests, { alias: 'request', omit: ['status', 'createdAt', 'updatedAt'] }),
    );
    await recordAudits(
      tx,
      requests.map((request) => ({
        actorEmail: payoutSchedulerEmail,
        action: scheduledRunAction,
        entityType: 'payoutRequest',
        entityId: request.code,
        before: null,
        after: { ...request, status: 'WAITING' },
      })),
    );
    await emitWebhookEvents(
      tx,
      requests.map((request) =>
        payoutWebhookEvent({ ...request, accountHolderCode: request.accountHolderCode ?? null }, 'REQUESTED'),
      ),
      webhookUrls.PAYOUTS ?? null,
    );
    requested += requests.length;
  }
  await tx
    .update(scheduledPayoutRuns)
    .set({ requestCount: requested })
    .where(and(eq(scheduledPayoutRuns.divisionCode, division.code), eq(scheduledPayoutRuns.dueDate, dueDate)));
  return requested;
}

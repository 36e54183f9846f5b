import type { AutoReconciliationOutcome } from '@ops/core/contract';
import { formatIsoDate } from '@ops/core/dates';
import { and, eq } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { autoReconciliationRuns } from '../../../db/schema/index.ts';
import { ApiProblem } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { removeSchedule, setSchedule } from '../../../jobs/schedules/set-schedule.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { pspMessages as messages } from '../psp-messages.ts';
import { enabledIntegrationsOf, lockDivisionReconciliation, reconcileDivision } from './reconcile-division.ts';

/** Who the audit trail names for what a scheduled run changes. */
export const autoReconciliationEmail = 'auto-reconciliation@platform';
/** A division's daily scheduled run: 06:00 UTC. */
const dailyAtSix = { cron: '0 6 * * *' };
const maxAttempts = 5;

const asCaller = (email: string): Caller => ({ email, name: email, opsStaff: true, roles: [] });

async function finishRun(tx: Transaction, code: string, outcome: AutoReconciliationOutcome | null) {
  await tx
    .update(autoReconciliationRuns)
    .set(
      outcome
        ? { status: 'DONE', outcome, finishedAt: new Date() }
        : { status: 'FAILED', failureReason: messages.autoReconciliationDisabled(), finishedAt: new Date() },
    )
    .where(eq(autoReconciliationRuns.code, code));
}

export interface AutoReconciliationRunPayload extends DivisionAddress {
  runCode: string;
}

/**
 * A run on demand: done once (a run no longer QUEUED is left alone, so a retried job changes nothing), under the
 * division's lock. A division whose integrations were all disabled since it was queued fails with the refusal's
 * words; a run that failed every try is FAILED with its reason.
 */
export const autoReconciliationRunJob = defineJob<AutoReconciliationRunPayload>({
  kind: 'pspIntegrations.autoReconciliation',
  maxAttempts,
  async run(payload, { database, now, attempt }) {
    try {
      await database.transaction(async (tx) => {
        await lockDivisionReconciliation(tx, payload.divisionCode);
        const [run] = await tx
          .select()
          .from(autoReconciliationRuns)
          .where(and(eq(autoReconciliationRuns.code, payload.runCode), eq(autoReconciliationRuns.status, 'QUEUED')))
          .for('update');
        if (!run) return;
        await finishRun(
          tx,
          run.code,
          await reconcileDivision(tx, payload, asCaller(run.requestedBy), formatIsoDate(now)),
        );
      });
    } catch (error) {
      if (attempt < maxAttempts) throw error;
      const reason = error instanceof ApiProblem ? error.body.message : messages.autoReconciliationFailed();
      await database.transaction((tx) =>
        tx
          .update(autoReconciliationRuns)
          .set({ status: 'FAILED', failureReason: reason, finishedAt: new Date() })
          .where(and(eq(autoReconciliationRuns.code, payload.runCode), eq(autoReconciliationRuns.status, 'QUEUED'))),
      );
      throw error;
    }
  },
});

export interface ScheduledAutoReconciliationDate extends DivisionAddress {
  /** YYYY-MM-DD */
  runDate: string;
}

/**
 * The division's daily scheduled run, at 06:00 UTC of its date (the schedule `autoReconciliation:<division>`, each
 * date an outage missed caught up): a run row per division and date (written first, unique, so a second process or
 * a retried job runs nothing twice), then the run, in one transaction. A date on which no integration is scheduled
 * and enabled any more runs nothing.
 */
export const scheduledAutoReconciliationJob = defineJob<ScheduledAutoReconciliationDate>({
  kind: 'pspIntegrations.scheduledAutoReconciliation',
  maxAttempts: 10,
  schedule: {
    catchUp: 'each',
    jobAt(division: DivisionAddress, due) {
      const runDate = formatIsoDate(due);
      return { payload: { ...division, runDate }, key: `${division.divisionCode}:${runDate}` };
    },
  },
  async run(payload, { database }) {
    await database.transaction(async (tx) => {
      await lockDivisionReconciliation(tx, payload.divisionCode);
      if ((await enabledIntegrationsOf(tx, payload, 'SCHEDULED')).length === 0) return;
      const [claimed] = await tx
        .insert(autoReconciliationRuns)
        .values({
          code: newCode('AR'),
          merchantCode: payload.merchantCode,
          divisionCode: payload.divisionCode,
          trigger: 'SCHEDULED',
          runDate: payload.runDate,
          status: 'QUEUED',
          requestedBy: autoReconciliationEmail,
        })
        .onConflictDoNothing()
        .returning({ code: autoReconciliationRuns.code });
      if (!claimed) return;
      const outcome = await reconcileDivision(
        tx,
        payload,
        asCaller(autoReconciliationEmail),
        payload.runDate,
        'SCHEDULED',
      );
      await finishRun(tx, claimed.code, outcome);
    });
  },
});

/**
 * Sets the division's daily auto-reconciliation schedule while one of its integrations has auto-reconciliation
 * enabled and scheduled, and removes it otherwise: on saving or removing an integration. Answers the next run's
 * date, or null when nothing is scheduled.
 */
export async function setAutoReconciliationSchedule(
  tx: Transaction,
  address: DivisionAddress,
  now = new Date(),
): Promise<string | null> {
  const code = `autoReconciliation:${address.divisionCode}`;
  if ((await enabledIntegrationsOf(tx, address, 'SCHEDULED')).length === 0) {
    await removeSchedule(tx, code);
    return null;
  }
  const target: DivisionAddress = { merchantCode: address.merchantCode, divisionCode: address.divisionCode };
  return formatIsoDate(await setSchedule(tx, scheduledAutoReconciliationJob, { code, target, rule: dailyAtSix }, now));
}

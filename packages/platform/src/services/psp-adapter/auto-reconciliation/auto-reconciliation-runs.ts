import type { AutoReconciliationRun } from '@ops/core/contract';
import { and, eq } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { autoReconciliationRuns } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { pspMessages as messages } from '../psp-messages.ts';
import { autoReconciliationRunJob } from './auto-reconciliation-jobs.ts';
import { enabledIntegrationsOf } from './reconcile-division.ts';

type RunRow = typeof autoReconciliationRuns.$inferSelect;

function toRun(row: RunRow): AutoReconciliationRun {
  return {
    ...row,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Triggers the division's auto-reconciliation on demand (spec section 4: the manual trigger works only when
 * enabled): refused with a 409 while none of its integrations has auto-reconciliation enabled, writing nothing;
 * otherwise a QUEUED run and its job (keyed by the run), answered at once.
 */
export async function triggerAutoReconciliation(
  tx: Transaction,
  address: DivisionAddress,
  caller: Caller,
): Promise<AutoReconciliationRun> {
  await requireDivision(tx, address);
  if ((await enabledIntegrationsOf(tx, address)).length === 0) {
    throw conflict(messages.autoReconciliationDisabled());
  }
  const [row] = await tx
    .insert(autoReconciliationRuns)
    .values({ code: newCode('AR'), ...address, trigger: 'MANUAL', status: 'QUEUED', requestedBy: caller.email })
    .returning();
  if (!row) throw new Error('the auto-reconciliation run was not written');
  await enqueueJob(tx, autoReconciliationRunJob, { ...address, runCode: row.code }, { key: row.code });
  return toRun(row);
}

/** A run of the division; another division's is not found. */
export async function readAutoReconciliationRun(
  db: Queryable,
  params: DivisionAddress & { runCode: string },
): Promise<AutoReconciliationRun> {
  const [row] = await db
    .select()
    .from(autoReconciliationRuns)
    .where(
      and(
        eq(autoReconciliationRuns.code, params.runCode),
        eq(autoReconciliationRuns.merchantCode, params.merchantCode),
        eq(autoReconciliationRuns.divisionCode, params.divisionCode),
      ),
    );
  if (!row) throw notFound(messages.autoReconciliationRunNotFound({ code: params.runCode }));
  return toRun(row);
}

import { type PspSettlementImport, retriggerRangeProblem } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { pspReportFiles } from '../../db/schema/index.ts';
import { badRequest } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import { importSettlementReport } from './import-settlement-report.ts';
import type { PspIntegrationRow } from './psp-integrations.ts';
import { pspMessages as messages } from './psp-messages.ts';
import { sandboxSettlementReport } from './sandbox-settlement-report.ts';

/** Spec section 5: a retrigger covers at most one month. */
export function refuseLongRange(range: { from: string; to: string }): void {
  const problem = retriggerRangeProblem(range);
  if (!problem) return;
  const message = problem === 'reversed' ? messages.rangeReversed(range) : messages.rangeTooLong();
  throw badRequest(message, [{ field: 'to', message }]);
}

/**
 * Retriggers an integration for a date range (at most one month): the PSP's settlement report of the range is
 * fetched (from the sandbox PSP) and imported like an uploaded one, the days it covers kept with it (where the
 * next auto-reconciliation starts); a report already imported adds nothing.
 */
export async function retriggerPspIntegration(
  tx: Transaction,
  integration: PspIntegrationRow,
  range: { from: string; to: string },
  caller: Caller,
): Promise<PspSettlementImport> {
  refuseLongRange(range);
  const report = await sandboxSettlementReport(tx, integration, range);
  const upload = { fileName: report.name, stream: () => report.stream() };
  const imported = await importSettlementReport(tx, integration, upload, caller);
  if (!imported.alreadyImported) {
    await tx
      .update(pspReportFiles)
      .set({ coveredFrom: range.from, coveredTo: range.to })
      .where(eq(pspReportFiles.executionId, imported.executionId));
  }
  return imported;
}

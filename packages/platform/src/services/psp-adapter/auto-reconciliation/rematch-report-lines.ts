import { and, asc, eq, gt } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { pspReportLines } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import { refreshFileStatuses } from '../import-settlement-report.ts';
import { reconcileStoredLines } from '../reconcile-report-lines.ts';

/** Lines judged again at once. */
const chunk = 1_000;

/**
 * Judges the division's UNALLOCATED PSP report lines again (a split may have arrived since their report), through
 * the import's own rules (`reconcileStoredLines`): a line that now names its split reconciles it, one still naming
 * nothing is left alone; the reports of the lines that changed get their status again. Answers the lines now
 * reconciled.
 */
export async function rematchReportLines(tx: Transaction, divisionCode: string, caller: Caller): Promise<number> {
  let reconciled = 0;
  let after = '';
  for (;;) {
    const lines = await tx
      .select()
      .from(pspReportLines)
      .where(
        and(
          eq(pspReportLines.divisionCode, divisionCode),
          eq(pspReportLines.status, 'UNALLOCATED'),
          gt(pspReportLines.code, after),
        ),
      )
      .orderBy(asc(pspReportLines.code))
      .limit(chunk)
      .for('update');
    if (lines.length === 0) return reconciled;
    const judged = await reconcileStoredLines(tx, divisionCode, lines, caller);
    await refreshFileStatuses(
      tx,
      judged.changed.map((line) => line.executionId),
    );
    reconciled += judged.reconciled;
    after = lines.at(-1)?.code ?? after;
    if (lines.length < chunk) return reconciled;
  }
}

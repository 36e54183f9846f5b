import type { AutoReconciliationOutcome } from '@ops/core/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { pspIntegrations } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { rematchBankLines } from '../../reconciliation/rematch-bank-lines.ts';
import { matchWithinTolerance } from '../../reconciliation/tolerance/match-within-tolerance.ts';
import { liveIntegrationRows, type PspIntegrationRow } from '../psp-integrations.ts';
import { retriggerPspIntegration } from '../retrigger-psp-integration.ts';
import { matchReportLinesWithinTolerance } from './match-report-lines-within-tolerance.ts';
import { rematchReportLines } from './rematch-report-lines.ts';
import { reportRangeOf } from './report-range.ts';

/** What the audit trail names the changes of an auto-reconciliation by. */
export const autoReconciliationAction = 'pspIntegrations.reconcile';

/** The division's live integrations with auto-reconciliation enabled; only the scheduled ones when asked. */
export function enabledIntegrationsOf(
  tx: Transaction,
  address: DivisionAddress,
  only?: 'SCHEDULED',
): Promise<PspIntegrationRow[]> {
  return liveIntegrationRows(
    tx,
    address,
    and(eq(pspIntegrations.autoReconciliation, 'ENABLED'), only ? eq(pspIntegrations.scheduling, only) : undefined),
  );
}

/** Holds the division's auto-reconciliation until the transaction ends: two runs of one division never overlap. */
export async function lockDivisionReconciliation(tx: Transaction, divisionCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auto-reconciliation:${divisionCode}`}))`);
}

/**
 * One auto-reconciliation of a division, in the caller's transaction (which holds the division's lock): for each
 * integration with auto-reconciliation enabled, the PSP's settlement report of the days since its last fetched
 * report (`reportRangeOf`) is fetched and imported as a retrigger does; then the division's UNALLOCATED PSP report
 * lines and its unmatched bank statement lines are matched again by the imports' own rules, then the PSP and bank
 * lines left by the division's tolerance rule (`matchReportLinesWithinTolerance`, `matchWithinTolerance`) (a
 * scheduled run fetches only the integrations whose scheduling is SCHEDULED). Run twice, the second
 * fetches no day again and finds nothing new to match: it changes nothing. Null while no integration is enabled.
 */
export async function reconcileDivision(
  tx: Transaction,
  address: DivisionAddress,
  caller: Caller,
  today: string,
  only?: 'SCHEDULED',
): Promise<AutoReconciliationOutcome | null> {
  const integrations = await enabledIntegrationsOf(tx, address, only);
  if (integrations.length === 0) return null;
  const reports: AutoReconciliationOutcome['reports'] = [];
  for (const integration of integrations) {
    const range = await reportRangeOf(tx, integration, today);
    if (!range) continue;
    const imported = await retriggerPspIntegration(tx, integration, range, caller);
    if (imported.alreadyImported) continue;
    reports.push({
      integrationCode: integration.code,
      executionId: imported.executionId,
      fileName: imported.fileName,
      ...range,
      lineCount: imported.lineCount,
      newLineCount: imported.newLineCount,
    });
  }
  const run = { caller, action: autoReconciliationAction };
  const pspLinesMatched =
    (await rematchReportLines(tx, address.divisionCode, caller)) +
    (await matchReportLinesWithinTolerance(tx, address, run));
  const bankLinesMatched =
    (await rematchBankLines(tx, address.divisionCode, run)) + (await matchWithinTolerance(tx, address, run));
  return { reports, pspLinesMatched, bankLinesMatched };
}

import type { Acquirer } from '@ops/core/contract';
import { count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { pspIntegrations, pspReportFiles, pspReportLines } from '../../db/schema/index.ts';
import { availablePspIntegrations } from '../psp-adapter/psp-integrations.ts';

/**
 * The acquirers the reconciliation reads settlement reports of: every PSP the adapter offers, in its order, with
 * its live integrations, the reports and lines imported from it, the lines left UNALLOCATED or FAILED and its last
 * import, across every merchant division. One grouped query each for integrations, reports and unmatched lines.
 */
export async function listAcquirers(db: Queryable): Promise<Acquirer[]> {
  const [integrations, reports, unmatched] = await Promise.all([
    db
      .select({ provider: pspIntegrations.provider, value: count() })
      .from(pspIntegrations)
      .where(isNull(pspIntegrations.removedAt))
      .groupBy(pspIntegrations.provider),
    db
      .select({
        provider: pspIntegrations.provider,
        reports: count(),
        lines: sql<number>`coalesce(sum(${pspReportFiles.lineCount}), 0)::int`,
        lastImportedAt: max(pspReportFiles.importedAt),
      })
      .from(pspReportFiles)
      .innerJoin(pspIntegrations, eq(pspIntegrations.code, pspReportFiles.integrationCode))
      .groupBy(pspIntegrations.provider),
    db
      .select({ provider: pspIntegrations.provider, value: count() })
      .from(pspReportLines)
      .innerJoin(pspIntegrations, eq(pspIntegrations.code, pspReportLines.integrationCode))
      .where(inArray(pspReportLines.status, ['UNALLOCATED', 'FAILED']))
      .groupBy(pspIntegrations.provider),
  ]);
  return availablePspIntegrations.map(({ provider, name }) => {
    const imported = reports.find((row) => row.provider === provider);
    return {
      provider,
      name,
      integrations: integrations.find((row) => row.provider === provider)?.value ?? 0,
      reports: imported?.reports ?? 0,
      lines: imported?.lines ?? 0,
      unmatchedLines: unmatched.find((row) => row.provider === provider)?.value ?? 0,
      lastImportedAt: imported?.lastImportedAt?.toISOString() ?? null,
    };
  });
}

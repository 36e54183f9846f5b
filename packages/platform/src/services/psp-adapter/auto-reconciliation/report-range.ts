import { earliestRangeStart } from '@ops/core/contract';
import { addIsoDays, formatIsoDate } from '@ops/core/dates';
import { eq, max } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { pspReportFiles } from '../../../db/schema/index.ts';
import type { PspIntegrationRow } from '../psp-integrations.ts';

/**
 * The days an auto-reconciliation fetches the integration's settlement report for: from the day after the last
 * day a fetched report covered (else the day the integration was made) up to yesterday, a day's report once the day
 * is over, and at most one month (spec section 5's rule for a retrigger). Null when there is no day to fetch, so a
 * second run on one day fetches nothing. Uploaded reports cover no known days and do not count.
 */
export async function reportRangeOf(
  tx: Transaction,
  integration: PspIntegrationRow,
  today: string,
): Promise<{ from: string; to: string } | null> {
  const [covered] = await tx
    .select({ to: max(pspReportFiles.coveredTo) })
    .from(pspReportFiles)
    .where(eq(pspReportFiles.integrationCode, integration.code));
  const to = addIsoDays(today, -1);
  const start = covered?.to ? addIsoDays(covered.to, 1) : formatIsoDate(integration.createdAt);
  const earliest = earliestRangeStart(to);
  const [from = start] = [start, earliest].sort().slice(-1);
  return from <= to ? { from, to } : null;
}

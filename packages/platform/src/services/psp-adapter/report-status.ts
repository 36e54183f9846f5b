import type { PspReportStatus } from '@ops/core/contract';

/**
 * The status of a report, or of a batch of its lines, from how many lines have each status: reconciled when every
 * line that names a transaction was, partially reconciled when some were, else failed, unallocated or parsed.
 */
export function reportStatusOf(counts: ReadonlyMap<PspReportStatus, number>): PspReportStatus {
  const reconciled = counts.get('RECONCILED') ?? 0;
  const unmatched = (counts.get('FAILED') ?? 0) + (counts.get('UNALLOCATED') ?? 0);
  if (reconciled > 0) return unmatched > 0 ? 'PARTIALLY_RECONCILED' : 'RECONCILED';
  if ((counts.get('FAILED') ?? 0) > 0) return 'FAILED';
  return unmatched > 0 ? 'UNALLOCATED' : 'PARSED';
}

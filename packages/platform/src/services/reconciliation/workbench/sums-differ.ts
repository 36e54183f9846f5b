import { toMajorString } from '@ops/core/money';
import { conflict } from '../../../http/api-problem.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';

/** The sum of the amounts of lines or candidates, in minor units. */
export const total = (rows: readonly { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);

/**
 * A workbench match whose sums differ (by more than `allowed`, minor units a tolerance rule lets auto-matching
 * accept) is refused (409), the difference (lines less candidates, in minor units) in the details, on either side of
 * the workbench.
 */
export function refuseDifference(lines: number, candidates: number, currency: string, allowed = 0): void {
  if (Math.abs(lines - candidates) <= allowed) return;
  const difference = lines - candidates;
  throw conflict(
    messages.sumsDiffer({
      lines: toMajorString(lines, currency),
      candidates: toMajorString(candidates, currency),
      currency,
      difference: toMajorString(difference, currency),
    }),
    [{ field: 'difference', message: String(difference) }],
  );
}

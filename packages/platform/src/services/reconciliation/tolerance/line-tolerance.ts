import type { LineTolerance } from '@ops/core/contract';
import type { ToleranceRuleRow } from './tolerance-rule.ts';

const dayMs = 86_400_000;

/**
 * What a division's rule allows a line of this amount: the larger of its minor units and its basis points of the
 * amount (rounded down), and its date window; without a rule, 0 and 0. `tolerance-pairs.ts` says the same in SQL.
 */
export const lineTolerance = (rule: ToleranceRuleRow | undefined, amount: number): LineTolerance => ({
  allowed: Math.max(rule?.amountMinor ?? 0, Math.floor((amount * (rule?.amountBasisPoints ?? 0)) / 10_000)),
  dateWindowDays: rule?.dateWindowDays ?? 0,
});

/** Whether a candidate's difference and day (null: none) are within what the rule allows the line of that day. */
export function withinTolerance(
  tolerance: LineTolerance,
  candidate: { difference: number; day: string | null },
  lineDay: string,
): boolean {
  if (candidate.day === null || Math.abs(candidate.difference) > tolerance.allowed) return false;
  return Math.abs(Date.parse(lineDay) - Date.parse(candidate.day)) / dayMs <= tolerance.dateWindowDays;
}

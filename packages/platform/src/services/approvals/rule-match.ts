import type { ApprovalActionKind, ApprovalCondition, ApprovalRule, ApprovalSource } from '@ops/core/contract';
import type { HeldSubject } from './held-actions.ts';

function conditionHolds(condition: ApprovalCondition, subject: HeldSubject, source: ApprovalSource): boolean {
  switch (condition.kind) {
    case 'AMOUNT_AT_LEAST':
      // An amount not known before the call runs (a COMPLETE payout request) is held: four eyes rather than none.
      if (subject.amount === null) return subject.currency === null || subject.currency === condition.currency;
      return subject.currency === condition.currency && subject.amount >= condition.amount;
    case 'SOURCE':
      return condition.sources.includes(source);
    case 'ITEMS_MORE_THAN':
      return (subject.itemCount ?? 1) > condition.count;
  }
}

type RuleTerms = Pick<ApprovalRule, 'actionKinds' | 'join' | 'conditions' | 'enabled'>;

/** Whether a rule holds back this action: enabled, of its kind, and its conditions met (all or any; none: always). */
export function ruleHolds(
  rule: RuleTerms,
  kind: ApprovalActionKind,
  subject: HeldSubject,
  source: ApprovalSource,
): boolean {
  if (!rule.enabled || !rule.actionKinds.includes(kind)) return false;
  if (rule.conditions.length === 0) return true;
  const holds = (condition: ApprovalCondition) => conditionHolds(condition, subject, source);
  return rule.join === 'ALL' ? rule.conditions.every(holds) : rule.conditions.some(holds);
}

import type { ApprovalCondition, ApprovalRule } from '@ops/core/contract';
import type { ApprovalConditionDraft, ApprovalRuleDraft } from '@ops/core/validation';

/** A condition just added to the form: an amount threshold in euros, to be typed. */
export const newConditionDraft: ApprovalConditionDraft = {
  kind: 'AMOUNT_AT_LEAST',
  currency: 'EUR',
  amount: '',
  sources: [],
  count: '',
};

function conditionDraftOf(condition: ApprovalCondition): ApprovalConditionDraft {
  if (condition.kind === 'AMOUNT_AT_LEAST') {
    return { ...newConditionDraft, currency: condition.currency, amount: String(condition.amount) };
  }
  if (condition.kind === 'SOURCE') return { ...newConditionDraft, kind: 'SOURCE', sources: condition.sources };
  return { ...newConditionDraft, kind: 'ITEMS_MORE_THAN', count: String(condition.count) };
}

/** The form's fields for a rule being edited, or for a new one (the platform's defaults: one approver, 7 days). */
export function ruleDraftOf(rule: ApprovalRule | undefined): ApprovalRuleDraft {
  return {
    name: rule?.name ?? '',
    actionKinds: rule?.actionKinds ?? [],
    join: rule?.join ?? 'ALL',
    conditions: rule?.conditions.map(conditionDraftOf) ?? [],
    approvers: rule?.approvers === 2 ? 2 : 1,
    expiresInDays: String(rule?.expiresInDays ?? 7),
    enabled: rule?.enabled ?? true,
  };
}

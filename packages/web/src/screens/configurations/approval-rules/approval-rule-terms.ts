import type { ApprovalCondition, ApprovalRule } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import type { Locales, TranslationFunctions } from '@ops/locales';

function conditionText(condition: ApprovalCondition, t: TranslationFunctions, locale: Locales): string {
  const terms = t.approvalRules.terms;
  if (condition.kind === 'AMOUNT_AT_LEAST') {
    return terms.amountAtLeast({ amount: formatMoney(condition.amount, condition.currency, locale) });
  }
  if (condition.kind === 'SOURCE') {
    return terms.source({ sources: condition.sources.map((source) => t.approvalRules.sources[source]()).join(', ') });
  }
  return terms.itemsMoreThan({ count: condition.count });
}

/**
 * A rule's conditions as one readable line, joined with its and/or: 'amount at or above €1,000.00 and started
 * from CLI'; 'Always' without any.
 */
export function conditionsText(
  rule: Pick<ApprovalRule, 'join' | 'conditions'>,
  t: TranslationFunctions,
  locale: Locales,
): string {
  if (rule.conditions.length === 0) return t.approvalRules.terms.always();
  return rule.conditions
    .map((condition) => conditionText(condition, t, locale))
    .join(t.approvalRules.terms[rule.join]());
}

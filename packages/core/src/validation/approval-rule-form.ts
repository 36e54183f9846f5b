import type {
  ApprovalActionKind,
  ApprovalCondition,
  ApprovalRuleBody,
  ApprovalSource,
} from '../contract/approvals/approval-rule.ts';
import type { Checked, FieldErrors } from './checked.ts';
import { checkMinorAmount } from './minor-amount.ts';

/** One condition as the rule form holds it: every kind's fields, typed as text; `kind` says which count. */
export interface ApprovalConditionDraft {
  kind: ApprovalCondition['kind'];
  currency: string;
  /** Minor units, as typed. */
  amount: string;
  sources: readonly ApprovalSource[];
  /** As typed. */
  count: string;
}

export interface ApprovalRuleDraft {
  name: string;
  actionKinds: readonly ApprovalActionKind[];
  join: 'ALL' | 'ANY';
  conditions: readonly ApprovalConditionDraft[];
  approvers: 1 | 2;
  /** As typed. */
  expiresInDays: string;
  enabled: boolean;
}

/** A field of the rule form: its own, or a condition's as `conditions.<index>.<field>`. */
export type ApprovalRuleField =
  | 'name'
  | 'actionKinds'
  | 'expiresInDays'
  | `conditions.${number}.${'currency' | 'amount' | 'sources' | 'count'}`;

/** The rule's body the platform takes, or what is wrong with each field. */
export type ApprovalRuleCheck =
  | { ok: true; body: ApprovalRuleBody }
  | { ok: false; errors: FieldErrors<ApprovalRuleField> };

const currencyPattern = /^[A-Z]{3}$/;

function checkWhole(text: string, min: number, max: number): Checked<number> {
  const checked = checkMinorAmount(text, { min, max });
  return checked.ok || checked.message !== 'invalidAmount' ? checked : { ok: false, message: 'invalidNumber' };
}

function conditionOf(
  draft: ApprovalConditionDraft,
  at: number,
  errors: FieldErrors<ApprovalRuleField>,
): ApprovalCondition | undefined {
  if (draft.kind === 'SOURCE') {
    if (draft.sources.length > 0) return { kind: 'SOURCE', sources: [...draft.sources] };
    errors[`conditions.${at}.sources`] = 'selectSource';
    return undefined;
  }
  if (draft.kind === 'ITEMS_MORE_THAN') {
    const count = checkWhole(draft.count, 0, Number.MAX_SAFE_INTEGER);
    if (count.ok) return { kind: 'ITEMS_MORE_THAN', count: count.value };
    errors[`conditions.${at}.count`] = count.message;
    return undefined;
  }
  const currency = draft.currency.trim().toUpperCase();
  const amount = checkMinorAmount(draft.amount);
  if (!currencyPattern.test(currency)) errors[`conditions.${at}.currency`] = 'invalidCurrency';
  if (!amount.ok) errors[`conditions.${at}.amount`] = amount.message;
  return currencyPattern.test(currency) && amount.ok
    ? { kind: 'AMOUNT_AT_LEAST', currency, amount: amount.value }
    : undefined;
}

/**
 * The rule form's fields as the platform checks them: a name, at least one action to hold back, each condition
 * whole (a three-letter currency and an amount in minor units; at least one source; a whole count), and an
 * expiry of 1 to 30 days.
 */
export function checkApprovalRuleDraft(draft: ApprovalRuleDraft): ApprovalRuleCheck {
  const errors: FieldErrors<ApprovalRuleField> = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'required';
  if (draft.actionKinds.length === 0) errors.actionKinds = 'selectApprovalAction';
  const expiry = checkWhole(draft.expiresInDays, 1, 30);
  if (!expiry.ok) errors.expiresInDays = expiry.message;
  const conditions = draft.conditions.map((condition, at) => conditionOf(condition, at, errors));
  if (Object.keys(errors).length > 0 || !expiry.ok) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name,
      actionKinds: [...draft.actionKinds],
      join: draft.join,
      conditions: conditions.filter((condition) => condition !== undefined),
      approvers: draft.approvers,
      expiresInDays: expiry.value,
      enabled: draft.enabled,
    },
  };
}

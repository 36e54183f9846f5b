import {
  maxDateWindowDays,
  maxToleranceMinor,
  maxTolerancePercent,
  type ToleranceRule,
  type ToleranceRuleBody,
} from '@ops/core/contract';

/** The form's three boxes as typed. */
export interface ToleranceRuleDraft {
  amountMinor: string;
  amountPercent: string;
  dateWindowDays: string;
}

export const draftOf = (rule: ToleranceRule): ToleranceRuleDraft => ({
  amountMinor: rule.amountMinor === null ? '' : String(rule.amountMinor),
  amountPercent: rule.amountPercent === null ? '' : String(rule.amountPercent),
  dateWindowDays: String(rule.dateWindowDays),
});

/** A whole number from 0 to `max`, as typed; undefined when it is not one. */
function wholeUpTo(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= max ? value : undefined;
}

/** A percent from 0 to the maximum with at most two decimals, a comma or a point; undefined when it is not one. */
function percentOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= maxTolerancePercent ? value : undefined;
}

/** Which boxes are wrong. */
export interface DraftErrors {
  amountMinor: boolean;
  amountPercent: boolean;
  dateWindowDays: boolean;
}

/** The rule the draft says (an empty amount box is no tolerance that way), or which boxes are wrong. */
export function readDraft(draft: ToleranceRuleDraft): { body: ToleranceRuleBody } | { errors: DraftErrors } {
  const amountMinor = draft.amountMinor.trim() === '' ? null : wholeUpTo(draft.amountMinor, maxToleranceMinor);
  const amountPercent = draft.amountPercent.trim() === '' ? null : percentOf(draft.amountPercent);
  const dateWindowDays = wholeUpTo(draft.dateWindowDays, maxDateWindowDays);
  if (amountMinor === undefined || amountPercent === undefined || dateWindowDays === undefined) {
    return {
      errors: {
        amountMinor: amountMinor === undefined,
        amountPercent: amountPercent === undefined,
        dateWindowDays: dateWindowDays === undefined,
      },
    };
  }
  return { body: { amountMinor, amountPercent, dateWindowDays } };
}

import { reasonKindOf } from '../auth/route-reason-kinds.ts';
import { isBlankReason, maxReasonLength, type ReasonKind } from '../contract/reasons.ts';
import type { ActionDefinition } from './action.ts';

/** How a caller asks for a reason before a run: the kind of change, and whether the bound division requires it. */
export interface ReasonAsk {
  kind: ReasonKind;
  required: boolean;
}

/**
 * Whether and how to ask for a reason before running `action` (issue 30): for every action whose route is of a
 * reason kind (core's `routeReasonKinds`), required when the bound division's `reasonsRequired` holds that kind.
 * A KYC decision overrides the provider only by what the provider answered, which the platform judges: optional.
 */
export function reasonAskOf(
  action: Pick<ActionDefinition, 'route'>,
  requiredKinds: readonly ReasonKind[],
): ReasonAsk | undefined {
  const kind = action.route ? reasonKindOf(action.route) : undefined;
  if (!kind) return undefined;
  return { kind, required: kind !== 'kycOverride' && requiredKinds.includes(kind) };
}

/** What is wrong with a reason as typed: 'required' (blank where required), 'tooLong', or nothing. */
export function reasonProblemOf(ask: ReasonAsk | undefined, reason: string): 'required' | 'tooLong' | undefined {
  if (ask?.required && isBlankReason(reason)) return 'required';
  return reason.trim().length > maxReasonLength ? 'tooLong' : undefined;
}

import { reasonKindOf } from '@ops/core/auth';
import {
  type ErrorDetail,
  isBlankReason,
  maxReasonLength,
  type ReasonKind,
  reasonHeader,
  reasonRequiredCode,
} from '@ops/core/contract';
import { i18nObject } from '@ops/locales';
import { ApiProblem } from './api-problem.ts';
import type { PlatformApp } from './platform-env.ts';
import type { RouteInput } from './route-input.ts';

const wire = i18nObject('en').reasons.wire;

/** The kinds of change the division(s) a call acts in require a reason for (the account owner's lookup). */
export type ReasonRequirements = (routeId: string, input: RouteInput<never, never, never>) => Promise<ReasonKind[]>;

const lookups = new WeakMap<PlatformApp, ReasonRequirements>();

/** Sets how `app` finds what a call's division requires (the account owner, which keeps the configuration). */
export function setReasonRequirements(app: PlatformApp, lookup: ReasonRequirements): void {
  lookups.set(app, lookup);
}

/**
 * Refuses a change of `kind` without a reason when `required` holds that kind: 400 `reasonRequired`, its detail
 * naming the kind. The one refusal every check (a route's kind here, a KYC override in the KYC service) throws.
 */
export function requireReason(kind: ReasonKind, required: readonly ReasonKind[], reason: string | undefined): void {
  if (!required.includes(kind) || !isBlankReason(reason)) return;
  throw new ApiProblem(400, wire.required({ kind }), [{ field: 'kind', message: kind }], reasonRequiredCode);
}

/** A reason over `maxReasonLength` characters: a detail naming the header, so the call is refused whole. */
export function checkReasonLength(reason: string, details: ErrorDetail[]): void {
  if (reason.length > maxReasonLength)
    details.push({ field: reasonHeader, message: wire.tooLong({ max: maxReasonLength }) });
}

/**
 * Checks a call against its division's required reasons before anything runs or is held for approval: its route's
 * kind (core's `routeReasonKinds`), the division's list. A KYC decision's kind depends on the provider's answer,
 * so the KYC service checks it. Routes of no kind cost no query.
 */
export async function checkCallReason(
  app: PlatformApp,
  routeId: string,
  input: RouteInput<never, never, never>,
  reason: string | undefined,
): Promise<void> {
  const kind = reasonKindOf(routeId);
  const lookup = lookups.get(app);
  if (!kind || kind === 'kycOverride' || !lookup || !isBlankReason(reason)) return;
  requireReason(kind, await lookup(routeId, input), reason);
}

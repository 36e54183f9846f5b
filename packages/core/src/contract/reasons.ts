import { z } from 'zod';

/**
 * The kinds of change a division may require a reason for (issue 30): money moving, a KYC decision that
 * overrides the provider's answer, a deletion, a configuration change. Which route is which: core's
 * `routeReasonKinds` (`auth/route-reason-kinds.ts`).
 */
export const reasonKinds = ['moneyMovement', 'kycOverride', 'deletion', 'configurationChange'] as const;
export const reasonKindSchema = z.enum(reasonKinds);
export type ReasonKind = z.infer<typeof reasonKindSchema>;

/** The longest reason a call may give, in characters: a longer one is refused, not cut. */
export const maxReasonLength = 500;

/** The error code of a call refused because its division requires a reason and none was given. */
export const reasonRequiredCode = 'reasonRequired';

/** The kinds a division requires a reason for, once each, in the order of `reasonKinds`. */
export const reasonsRequiredSchema = z
  .array(reasonKindSchema)
  .transform((kinds) => reasonKinds.filter((kind) => kinds.includes(kind)));

/** Whether a reason as given (untrimmed, possibly absent) says anything. */
export function isBlankReason(reason: string | null | undefined): boolean {
  return !reason || reason.trim() === '';
}

import type { AccountHolderStatus, KycStatus } from '../account-owner/account-holder.ts';
import type { KycPermission } from '../account-owner/division-config.ts';

/**
 * The allowed moves of a seller's status by a KYC decision, written once: the platform refuses any other move,
 * the screens offer only these. The spec names the statuses but not the graph (section 4); this is ours:
 * - MISSING_DATA: the data arrived (IN_PROGRESS), or the check ends without it (FAILED, REJECTED).
 * - IN_PROGRESS: the analyst decides: approve (ACTIVE), ask for more (MISSING_DATA), fail or block.
 * - ACTIVE: a new review (IN_PROGRESS), new data asked for (MISSING_DATA), or blocked (REJECTED).
 * - FAILED: checked again (IN_PROGRESS) or blocked for good (REJECTED).
 * - REJECTED: final; a blocked seller is never reopened.
 */
export const kycStatusGraph: Readonly<Record<AccountHolderStatus, readonly AccountHolderStatus[]>> = {
  MISSING_DATA: ['IN_PROGRESS', 'FAILED', 'REJECTED'],
  IN_PROGRESS: ['ACTIVE', 'MISSING_DATA', 'FAILED', 'REJECTED'],
  ACTIVE: ['IN_PROGRESS', 'MISSING_DATA', 'REJECTED'],
  FAILED: ['IN_PROGRESS', 'REJECTED'],
  REJECTED: [],
};

/** Who a decision is made for: ops staff themselves, or a merchant's request under its division's permission. */
export const kycDeciders = ['OPS', 'MERCHANT'] as const;
export type KycDecider = (typeof kycDeciders)[number];

/**
 * What a merchant may decide under its division's KYC permission (spec section 6): nothing; block only
 * (can reject); edit the seller's case without approving or rejecting (can edit: back to review or ask for data).
 */
export const merchantKycMoves: Readonly<Record<KycPermission, readonly AccountHolderStatus[]>> = {
  NONE: [],
  CAN_REJECT: ['REJECTED'],
  CAN_EDIT: ['IN_PROGRESS', 'MISSING_DATA'],
};

/** Whether the graph allows moving a seller from one status to another. */
export function isAllowedKycMove(from: AccountHolderStatus, to: AccountHolderStatus): boolean {
  return kycStatusGraph[from].includes(to);
}

/** The statuses a decision may move this seller to, for this decider under the division's permission. */
export function allowedKycMoves(
  from: AccountHolderStatus,
  decider: KycDecider,
  permission: KycPermission,
): AccountHolderStatus[] {
  const moves = kycStatusGraph[from];
  return decider === 'OPS' ? [...moves] : moves.filter((to) => merchantKycMoves[permission].includes(to));
}

/** The state of the seller's KYC check once a decision moved it to a status. */
export const kycStatusAfterDecision: Readonly<Record<AccountHolderStatus, KycStatus>> = {
  ACTIVE: 'PASSED',
  IN_PROGRESS: 'PENDING',
  MISSING_DATA: 'WAITING_DATA',
  FAILED: 'FAILED',
  REJECTED: 'REJECTED',
};

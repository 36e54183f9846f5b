/** What a held call's 202 answer says of its approval request: enough to say "Sent for approval" and link it. */
export interface HeldForApproval {
  /** The approval request's code, `AR-…`. */
  code: string;
  status: string;
  /** Why it waits: the rule's name. */
  reason: string;
}

/**
 * A call an approval rule held back (HTTP 202 with the `ops-approval-request` header): nothing ran yet; it runs
 * when its approvers approve. Thrown by the clients so no caller mistakes it for a success; callers say
 * "Sent for approval" with `approval.code` (core's `failureMessage` does).
 */
export class SentForApprovalError extends Error {
  override readonly name = 'SentForApprovalError';
  readonly routeId: string;
  readonly approval: HeldForApproval;

  constructor(routeId: string, approval: HeldForApproval) {
    super(`${routeId} was sent for approval as ${approval.code}`);
    this.routeId = routeId;
    this.approval = approval;
  }
}

/** Whether `error` is a held call (by shape, so it holds across bundles). */
export function isSentForApproval(error: unknown): error is SentForApprovalError {
  return error instanceof Error && error.name === 'SentForApprovalError' && 'approval' in error;
}

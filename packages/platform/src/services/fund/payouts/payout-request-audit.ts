import { recordAudit } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import type { Caller } from '../../../identity/caller.ts';

/** A payout request change on the audit trail, by the caller of the route or run whose id is `action`. */
export function recordPayoutRequestChange(
  tx: Transaction,
  change: { caller: Caller; action: string },
  payoutRequestCode: string,
  states: { before: unknown; after: unknown },
): Promise<void> {
  return recordAudit(tx, {
    actorEmail: change.caller.email,
    action: change.action,
    entityType: 'payoutRequest',
    entityId: payoutRequestCode,
    ...states,
  });
}

import { recordAudit } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import type { Caller } from '../../../identity/caller.ts';
import { emitPayoutStatusChange } from '../../webhooks/payout-webhooks.ts';

/**
 * A payout request change on the audit trail, by the caller of the route or run whose id is `action`, and told
 * to the division's PAYOUTS webhook when its status changed to one the webhook reports.
 */
export async function recordPayoutRequestChange(
  tx: Transaction,
  change: { caller: Caller; action: string },
  payoutRequestCode: string,
  states: { before: unknown; after: unknown },
): Promise<void> {
  await emitPayoutStatusChange(tx, payoutRequestCode, states);
  await recordAudit(tx, {
    actorEmail: change.caller.email,
    action: change.action,
    entityType: 'payoutRequest',
    entityId: payoutRequestCode,
    ...states,
  });
}

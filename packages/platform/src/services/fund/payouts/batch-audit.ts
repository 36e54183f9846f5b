import type { PayoutBatch } from '@ops/core/contract';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import type { Caller } from '../../../identity/caller.ts';
import { readPayoutBatch } from './payout-batch-queries.ts';

/** Records a batch change in the audit trail, before and after, and answers the batch after it. */
export async function auditBatchChange(
  tx: Transaction,
  address: { merchantCode: string; divisionCode: string; payoutCode: string },
  change: { caller: Caller; action: string },
  before: PayoutBatch,
): Promise<PayoutBatch> {
  const after = await readPayoutBatch(tx, address);
  await recordAudit(tx, {
    actorEmail: change.caller.email,
    action: change.action,
    entityType: 'payoutBatch',
    entityId: address.payoutCode,
    before,
    after,
  });
  return after;
}

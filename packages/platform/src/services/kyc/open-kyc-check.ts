import { isAllowedKycMove, isKycDatasetComplete, type KycTaskReason } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { accountHolders, divisions } from '../../db/schema/index.ts';
import { accountHolderDetails } from '../account-owner/account-holder-queries.ts';
import { writeKycDecision } from './kyc-decision-writes.ts';
import { kycMessages as messages } from './kyc-messages.ts';
import { openKycTask } from './kyc-task-queue.ts';

/** Who decides an automatic approval, in the history's analyst column. */
export const systemAnalyst = 'system';

/**
 * A seller needs a KYC check (created, KYC-sensitive data changed, documents arrived). In a division flagged as
 * a government entity, a seller under review whose required dataset is complete is approved at once (spec
 * section 4); any other seller gets a task in the queue.
 */
export async function openKycCheck(tx: Transaction, accountHolderCode: string, reason: KycTaskReason): Promise<void> {
  const [found] = await tx
    .select({ seller: accountHolders, governmentEntity: divisions.governmentEntity })
    .from(accountHolders)
    .innerJoin(divisions, eq(divisions.code, accountHolders.divisionCode))
    .where(eq(accountHolders.code, accountHolderCode));
  if (!found || found.seller.deletedAt) return;
  const { seller, governmentEntity } = found;
  if (governmentEntity && isAllowedKycMove(seller.status, 'ACTIVE')) {
    const { identity } = await accountHolderDetails(tx, seller);
    if (isKycDatasetComplete(identity)) {
      await writeKycDecision(tx, seller, {
        status: 'ACTIVE',
        analyst: systemAnalyst,
        decider: 'OPS',
        internalComment: messages.approvedAutomatically,
        action: 'governmentEntityAutoApproval',
      });
      return;
    }
  }
  await openKycTask(tx, seller, reason);
}

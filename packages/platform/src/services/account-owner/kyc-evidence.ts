import type { KycTaskReason } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Transaction } from '../../db/database.ts';
import { accountHolders } from '../../db/schema/index.ts';
import { type AccountOwnerEvents, emitEvent } from './account-owner-events.ts';
import { kycCheckRestart } from './kyc-sensitive-change.ts';
import type { AccountHolderRow } from './scope.ts';

/**
 * A UBO or a document was added, changed or removed: the seller's KYC evidence changed, so it needs a new KYC
 * check like any KYC-sensitive edit (`sellerChanged` with `reason` saying why). Recorded on the seller's own trail
 * when its status moves.
 */
export async function restartKycCheckForEvidence(
  tx: Transaction,
  events: AccountOwnerEvents,
  accountHolder: AccountHolderRow,
  audit: { actorEmail: string; action: string },
  reason: KycTaskReason,
): Promise<void> {
  await tx
    .update(accountHolders)
    .set({ ...kycCheckRestart, updatedAt: new Date() })
    .where(eq(accountHolders.code, accountHolder.code));
  const { status, kycStatus } = accountHolder;
  if (status !== kycCheckRestart.status || kycStatus !== kycCheckRestart.kycStatus) {
    await recordAudit(tx, {
      ...audit,
      entityType: 'accountHolder',
      entityId: accountHolder.code,
      before: { status, kycStatus },
      after: kycCheckRestart,
    });
  }
  await emitEvent(tx, events.sellerChanged, {
    seller: accountHolder,
    previousStatus: status,
    status: kycCheckRestart.status,
    kycCheck: reason,
  });
}

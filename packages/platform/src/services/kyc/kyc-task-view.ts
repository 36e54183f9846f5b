import { allowedKycMoves, diffKycData, type KycTaskView, kycDataSnapshot } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { accountHolders, divisions, kycProfiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { accountHolderDetails } from '../account-owner/account-holder-queries.ts';
import { kycMessages as messages } from './kyc-messages.ts';
import { findTask } from './kyc-task-rows.ts';

/** A task as the analyst reviews it: the seller's identity, UBOs and documents, the changes, the allowed moves. */
export async function kycTaskView(db: Queryable, code: string): Promise<KycTaskView> {
  const task = await findTask(db, code);
  if (!task) throw notFound(messages.taskNotFound({ code }));
  const [[seller], [profile], [division]] = await Promise.all([
    db.select().from(accountHolders).where(eq(accountHolders.code, task.accountHolderCode)),
    db.select().from(kycProfiles).where(eq(kycProfiles.accountHolderCode, task.accountHolderCode)),
    db.select({ kycPermission: divisions.kycPermission }).from(divisions).where(eq(divisions.code, task.divisionCode)),
  ]);
  if (!seller || !division) throw notFound(messages.taskNotFound({ code }));
  const details = await accountHolderDetails(db, seller);
  return {
    task,
    seller: details,
    changes: diffKycData(profile?.decidedData ?? null, kycDataSnapshot(details.identity)),
    lastDecisionAt: profile?.decidedAt?.toISOString() ?? null,
    kycPermission: division.kycPermission,
    allowedStatuses: task.status === 'DONE' ? [] : allowedKycMoves(seller.status, 'OPS', division.kycPermission),
  };
}

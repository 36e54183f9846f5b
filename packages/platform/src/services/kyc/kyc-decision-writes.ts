import {
  type AccountHolderStatus,
  diffKycData,
  type KycDataChanges,
  type KycDecider,
  type KycHistoryEntry,
  type KycTier,
  kycDataSnapshot,
  kycStatusAfterDecision,
} from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
import { accountHolders, divisions, kycDecisionFiles, kycHistoryEntries, kycProfiles } from '../../db/schema/index.ts';
import { accountHolderDetails } from '../account-owner/account-holder-queries.ts';
import type { AccountHolderRow } from '../account-owner/scope.ts';
import type { CheckedUpload } from '../account-owner/upload-check.ts';
import { emitSellerStatusChange } from '../webhooks/kyc-webhooks.ts';
import { historyToWire } from './kyc-history.ts';
import { closeSellerTask, openKycTask } from './kyc-task-queue.ts';

export interface KycDecision {
  status: AccountHolderStatus;
  tier?: KycTier | undefined;
  analyst: string;
  decider: KycDecider;
  externalComment?: string | null | undefined;
  internalComment?: string | null | undefined;
  files?: CheckedUpload[];
  /** The contract route id, for the audit trail. */
  action: string;
}

/** The seller's KYC profile and current tier (its own, else its division's). */
export async function kycStandingOf(tx: Transaction, seller: AccountHolderRow) {
  const [[profile], [division]] = await Promise.all([
    tx.select().from(kycProfiles).where(eq(kycProfiles.accountHolderCode, seller.code)),
    tx.select({ kycTier: divisions.kycTier }).from(divisions).where(eq(divisions.code, seller.divisionCode)),
  ]);
  return { profile, tier: profile?.tier ?? division?.kycTier ?? 'ADVANCED_KYC' };
}

async function insertEntry(
  tx: Transaction,
  entry: Omit<typeof kycHistoryEntries.$inferInsert, 'code'>,
  files: CheckedUpload[],
): Promise<KycHistoryEntry> {
  const [row] = await tx
    .insert(kycHistoryEntries)
    .values({ code: newCode('KH'), ...entry })
    .returning();
  if (!row) throw new Error('the KYC history entry was not written');
  for (const file of files) {
    await tx.insert(kycDecisionFiles).values({
      code: newCode('KF'),
      historyEntryCode: row.code,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      bytes: file.content,
    });
  }
  const [wire] = await historyToWire(tx, [row]);
  return wire as KycHistoryEntry;
}

/**
 * Writes a decision the caller has checked against the graph and the permissions: the seller's status, its
 * tier and decided data, the history entry with the data's changes since the previous decision, the closed task
 * the division's KYC webhook and the audit trail, all in the caller's transaction. A move back to IN_PROGRESS opens a new check.
 */
export async function writeKycDecision(
  tx: Transaction,
  seller: AccountHolderRow,
  decision: KycDecision,
): Promise<KycHistoryEntry> {
  const { profile, tier: currentTier } = await kycStandingOf(tx, seller);
  const details = await accountHolderDetails(tx, seller);
  const decidedData = kycDataSnapshot(details.identity);
  const changes = diffKycData(profile?.decidedData ?? null, decidedData);
  const tier = decision.tier ?? currentTier;
  const kycStatus = kycStatusAfterDecision[decision.status];
  const decidedAt = new Date();
  await tx
    .update(accountHolders)
    .set({ status: decision.status, kycStatus, updatedAt: decidedAt })
    .where(eq(accountHolders.code, seller.code));
  await emitSellerStatusChange(tx, seller, decision.status);
  await tx
    .insert(kycProfiles)
    .values({ accountHolderCode: seller.code, tier, decidedData, decidedAt })
    .onConflictDoUpdate({ target: kycProfiles.accountHolderCode, set: { tier, decidedData, decidedAt } });
  const entry = await insertEntry(
    tx,
    {
      accountHolderCode: seller.code,
      previousStatus: seller.status,
      status: decision.status,
      tier,
      analyst: decision.analyst,
      decider: decision.decider,
      externalComment: decision.externalComment ?? null,
      internalComment: decision.internalComment ?? null,
      changes,
    },
    decision.files ?? [],
  );
  await closeSellerTask(tx, seller.code);
  if (decision.status === 'IN_PROGRESS') await openKycTask(tx, seller, 'REOPENED');
  await recordAudit(tx, {
    actorEmail: decision.analyst,
    action: decision.action,
    entityType: 'accountHolder',
    entityId: seller.code,
    before: { status: seller.status, kycStatus: seller.kycStatus, tier: currentTier },
    after: { status: decision.status, kycStatus, tier, kycHistoryEntry: entry.code },
  });
  return entry;
}

/** A tier change: the seller's tier and a history entry naming it, with the audit trail. */
export async function writeKycTierChange(
  tx: Transaction,
  seller: AccountHolderRow,
  change: { tier: KycTier; from: KycTier; analyst: string; internalComment: string | null; action: string },
): Promise<KycHistoryEntry> {
  const changes: KycDataChanges = {
    new: [],
    updated: [{ field: 'tier', before: change.from, after: change.tier }],
    removed: [],
  };
  await tx
    .insert(kycProfiles)
    .values({ accountHolderCode: seller.code, tier: change.tier })
    .onConflictDoUpdate({ target: kycProfiles.accountHolderCode, set: { tier: change.tier } });
  const entry = await insertEntry(
    tx,
    {
      accountHolderCode: seller.code,
      previousStatus: seller.status,
      status: seller.status,
      tier: change.tier,
      analyst: change.analyst,
      decider: 'OPS',
      externalComment: null,
      internalComment: change.internalComment,
      changes,
    },
    [],
  );
  await recordAudit(tx, {
    actorEmail: change.analyst,
    action: change.action,
    entityType: 'accountHolder',
    entityId: seller.code,
    before: { tier: change.from },
    after: { tier: change.tier, kycHistoryEntry: entry.code },
  });
  return entry;
}

import type { ExternalKycEntry, Page, PageQuery } from '@ops/core/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import { newCode } from '../../../db/codes.ts';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { accountHolders, externalKycVerifications } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import { kycMessages as messages } from '../kyc-messages.ts';
import { sandboxProvider } from './provider-callback.ts';
import { sandboxKycProvider, sandboxPickUpSeconds } from './sandbox-provider.ts';

type VerificationRow = typeof externalKycVerifications.$inferSelect;

const toWire = (row: VerificationRow): ExternalKycEntry => ({
  ...row,
  lastUpdate: row.lastUpdate.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * provider-request: every seller named (of any merchant; an unknown or deleted one refuses the whole request) is
 * sent to the provider: a verification in its External KYC History, its KYC check in external review, and the
 * provider's job, which answers seconds later.
 */
export async function requestExternalKyc(
  tx: Transaction,
  accountHolderCodes: readonly string[],
  caller: Caller,
  action: string,
): Promise<{ verifications: ExternalKycEntry[] }> {
  const codes = [...new Set(accountHolderCodes)];
  const sellers = await tx
    .select({ code: accountHolders.code, kycStatus: accountHolders.kycStatus })
    .from(accountHolders)
    .where(and(inArray(accountHolders.code, codes), isNull(accountHolders.deletedAt)))
    .for('update');
  const missing = codes.find((code) => !sellers.some((seller) => seller.code === code));
  if (missing) throw notFound(messages.sellerNotFound);
  const verifications: ExternalKycEntry[] = [];
  for (const seller of sellers) {
    const [row] = await tx
      .insert(externalKycVerifications)
      .values({
        verificationId: newCode('VER'),
        accountHolderCode: seller.code,
        provider: sandboxProvider,
        requestedBy: caller.email,
      })
      .returning();
    if (!row) throw new Error('the verification was not written');
    await tx.update(accountHolders).set({ kycStatus: 'EXTERNAL_REVIEW' }).where(eq(accountHolders.code, seller.code));
    await enqueueJob(
      tx,
      sandboxKycProvider,
      { verificationId: row.verificationId, step: 1 },
      { runAt: new Date(Date.now() + sandboxPickUpSeconds * 1000), key: `${row.verificationId}-1` },
    );
    await recordAudit(tx, {
      actorEmail: caller.email,
      action,
      entityType: 'accountHolder',
      entityId: seller.code,
      before: { kycStatus: seller.kycStatus },
      after: { kycStatus: 'EXTERNAL_REVIEW', verificationId: row.verificationId, provider: row.provider },
    });
    verifications.push(toWire(row));
  }
  return { verifications };
}

/** A seller's external verifications, newest first. */
export async function listExternalKycHistory(
  db: Queryable,
  accountHolderCode: string,
  { page, limit }: PageQuery,
): Promise<Page<ExternalKycEntry>> {
  const ofSeller = eq(externalKycVerifications.accountHolderCode, accountHolderCode);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(externalKycVerifications)
      .where(ofSeller)
      .orderBy(desc(externalKycVerifications.createdAt), desc(externalKycVerifications.verificationId))
      .limit(limit)
      .offset(page * limit),
    db.select({ total: count() }).from(externalKycVerifications).where(ofSeller),
  ]);
  return { elements: rows.map(toWire), pageNumber: page, pageSize: limit, totalCount: total?.total ?? 0 };
}

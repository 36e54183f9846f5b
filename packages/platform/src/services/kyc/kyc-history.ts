import type { KycHistoryEntry, Page, PageQuery } from '@ops/core/contract';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { kycDecisionFiles, kycHistoryEntries } from '../../db/schema/index.ts';

type HistoryRow = typeof kycHistoryEntries.$inferSelect;

async function filesOf(db: Queryable, entryCodes: string[]) {
  if (entryCodes.length === 0) return [];
  return db
    .select({
      code: kycDecisionFiles.code,
      historyEntryCode: kycDecisionFiles.historyEntryCode,
      fileName: kycDecisionFiles.fileName,
      contentType: kycDecisionFiles.contentType,
      size: kycDecisionFiles.size,
    })
    .from(kycDecisionFiles)
    .where(inArray(kycDecisionFiles.historyEntryCode, entryCodes));
}

/** History rows as the API shows them, with their files. */
export async function historyToWire(db: Queryable, rows: HistoryRow[]): Promise<KycHistoryEntry[]> {
  const files = await filesOf(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    files: files.filter((file) => file.historyEntryCode === row.code).map(({ historyEntryCode: _, ...file }) => file),
  }));
}

/** A seller's KYC history, newest first. */
export async function listKycHistory(
  db: Queryable,
  accountHolderCode: string,
  { page, limit }: PageQuery,
): Promise<Page<KycHistoryEntry>> {
  const ofSeller = eq(kycHistoryEntries.accountHolderCode, accountHolderCode);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kycHistoryEntries)
      .where(ofSeller)
      .orderBy(desc(kycHistoryEntries.createdAt), desc(kycHistoryEntries.code))
      .limit(limit)
      .offset(page * limit),
    db.select({ total: count() }).from(kycHistoryEntries).where(ofSeller),
  ]);
  return {
    elements: await historyToWire(db, rows),
    pageNumber: page,
    pageSize: limit,
    totalCount: total?.total ?? 0,
  };
}

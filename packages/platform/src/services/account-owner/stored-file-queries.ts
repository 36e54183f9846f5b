import type { StoredFile } from '@ops/core/contract';
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';

type StoredFileRow = typeof storedFiles.$inferSelect;

/** What a stored file's owner shows of it; its bytes come only from its download call. */
export const storedFileColumns = {
  code: storedFiles.code,
  documentCode: storedFiles.documentCode,
  externalAccountCode: storedFiles.externalAccountCode,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  uploadedAt: storedFiles.uploadedAt,
};

type StoredFileInfo = Omit<StoredFileRow, 'content'>;

export function toStoredFile(row: StoredFileInfo): StoredFile {
  return {
    code: row.code,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The files of these documents, oldest first, by document code. */
export async function filesOfDocuments(db: Queryable, documentCodes: string[]) {
  const byDocument = new Map<string, StoredFile[]>();
  if (documentCodes.length === 0) return byDocument;
  const rows = await db
    .select(storedFileColumns)
    .from(storedFiles)
    .where(inArray(storedFiles.documentCode, documentCodes))
    .orderBy(asc(storedFiles.uploadedAt), asc(storedFiles.code));
  for (const row of rows) {
    const code = row.documentCode as string;
    byDocument.set(code, [...(byDocument.get(code) ?? []), toStoredFile(row)]);
  }
  return byDocument;
}

/** The proof of each of these external accounts, by external account code. */
export async function filesOfExternalAccounts(db: Queryable, externalAccountCodes: string[]) {
  const byAccount = new Map<string, StoredFile>();
  if (externalAccountCodes.length === 0) return byAccount;
  const rows = await db
    .select(storedFileColumns)
    .from(storedFiles)
    .where(inArray(storedFiles.externalAccountCode, externalAccountCodes))
    .orderBy(asc(storedFiles.uploadedAt), asc(storedFiles.code));
  for (const row of rows) byAccount.set(row.externalAccountCode as string, toStoredFile(row));
  return byAccount;
}

/** The newest stored file matching `where`, as a download with its name and type. */
export async function downloadOf(db: Queryable, where: SQL): Promise<File | undefined> {
  const [row] = await db
    .select({ fileName: storedFiles.fileName, contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .where(where)
    .orderBy(desc(storedFiles.uploadedAt), desc(storedFiles.code))
    .limit(1);
  return row && new File([new Uint8Array(row.content)], row.fileName, { type: row.contentType });
}

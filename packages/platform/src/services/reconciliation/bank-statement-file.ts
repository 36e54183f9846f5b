import { and, eq, exists } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { keptFile } from '../../db/kept-files.ts';
import { bankStatementFiles, bankStatementLines } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { ofDivision } from './bank-line-list.ts';
import { reconciliationMessages as messages } from './reconciliation-messages.ts';

/**
 * A bank statement file as it was imported, when one of its lines is the merchant division's (`ofDivision`, the
 * division's bank integration list): another division's file is not found, as one that does not exist.
 */
export async function bankStatementFile(
  db: Queryable,
  address: { merchantCode: string; divisionCode: string; fileId: string },
): Promise<File> {
  const divisionLine = db
    .select({ code: bankStatementLines.code })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.fileCode, bankStatementFiles.code), ofDivision(address)));
  const [row] = await db
    .select({ fileName: bankStatementFiles.fileName })
    .from(bankStatementFiles)
    .where(and(eq(bankStatementFiles.code, address.fileId), exists(divisionLine)));
  if (!row) throw notFound(messages.fileNotFound({ code: address.fileId, division: address.divisionCode }));
  const file = await keptFile(db, address.fileId, row.fileName, 'application/xml');
  if (!file) throw notFound(messages.fileNotKept({ code: address.fileId }));
  return file;
}

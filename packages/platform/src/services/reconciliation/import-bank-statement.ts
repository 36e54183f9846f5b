import { createHash } from 'node:crypto';
import { type BankLineStatus, type BankStatementImport, bankLineStatuses } from '@ops/core/contract';
import { count, eq } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
import { bankStatementFiles, bankStatementLines } from '../../db/schema/index.ts';
import { badRequest } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import type { CamtEntry, CamtStatement } from './camt053/camt053-types.ts';
import { CamtFileError, readCamt053 } from './camt053/read-camt053.ts';
import type { NewBankLine } from './insert-bank-lines.ts';
import { reconcileNewBankLines } from './reconcile-bank-lines.ts';
import { confirmTentativeMatches } from './tentative/confirm-tentative-matches.ts';

type FileRow = typeof bankStatementFiles.$inferSelect;

function lineOf(fileCode: string, statement: CamtStatement, entry: CamtEntry): NewBankLine {
  return {
    code: newCode('BL'),
    bankName: statement.servicer ?? statement.accountIban,
    type: entry.type,
    pending: entry.pending,
    status: 'PARSED',
    payoutRequestCode: null,
    failureReason: null,
    allocatedBy: null,
    currency: entry.currency,
    amount: entry.amount,
    reference: entry.endToEndId,
    payoutCode: entry.paymentInformationId,
    creditorIban: entry.counterpartyIban,
    fileCode,
    statementId: statement.statementId,
    accountIban: statement.accountIban,
    entryKey: entry.entryKey,
    bookingDate: entry.bookingDate,
    creditDebit: entry.creditDebit,
    remittance: entry.remittance,
    counterpartyName: entry.counterpartyName,
    returnReason: entry.returnReason,
    transactionCount: entry.transactionCount,
    rawXml: entry.rawXml,
  };
}

async function statusesOf(tx: Transaction, fileCode: string): Promise<BankStatementImport['statuses']> {
  const rows = await tx
    .select({ status: bankStatementLines.status, lines: count() })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.fileCode, fileCode))
    .groupBy(bankStatementLines.status);
  const counted = new Map(rows.map((row) => [row.status, row.lines]));
  // In the statuses' own order, so the answer reads the same every time.
  return Object.fromEntries(
    bankLineStatuses.flatMap((status) => (counted.has(status) ? [[status, counted.get(status)]] : [])),
  ) as Partial<Record<BankLineStatus, number>>;
}

async function answerOf(tx: Transaction, file: FileRow, alreadyImported: boolean): Promise<BankStatementImport> {
  return {
    code: file.code,
    fileName: file.fileName,
    messageId: file.messageId,
    statementCount: file.statementCount,
    entryCount: file.entryCount,
    newLineCount: file.newLineCount,
    importedBy: file.importedBy,
    importedAt: file.importedAt.toISOString(),
    alreadyImported,
    statuses: await statusesOf(tx, file.code),
  };
}

/** Reads the file's entries into new lines; refuses a bad file. */
function readLines(fileCode: string, xml: string) {
  const lines: NewBankLine[] = [];
  let statementCount = 0;
  let messageId: string | null = null;
  try {
    for (const { statement, entries } of readCamt053(xml)) {
      statementCount++;
      messageId ??= statement.messageId;
      for (const entry of entries) lines.push(lineOf(fileCode, statement, entry));
    }
  } catch (error) {
    if (error instanceof CamtFileError) throw badRequest(error.message, [{ field: 'file', message: error.message }]);
    throw error;
  }
  return { lines, statementCount, messageId };
}

/**
 * Imports a bank statement file (camt.053) in the caller's transaction: the entries the accounts do not have yet
 * become lines, each judged and written once with its outcome (`reconcileNewBankLines`; a pending entry settles
 * nothing), then the tentative matches whose pending lines are now booked are confirmed (`confirmTentativeMatches`). The same
 * file again (by its SHA-256) answers its first import and adds nothing; a bad file is a 400 whose message names
 * the place, and the transaction writes nothing. The file is kept as it came, for its download.
 */
export async function importBankStatement(
  tx: Transaction,
  upload: { fileName: string; content: string },
  caller: Caller,
  action: string,
): Promise<BankStatementImport> {
  const sha256 = createHash('sha256').update(upload.content).digest('hex');
  const [known] = await tx.select().from(bankStatementFiles).where(eq(bankStatementFiles.sha256, sha256));
  if (known) {
    // A file imported before files were kept is kept now, so it can be downloaded.
    if (known.content === null) {
      await tx
        .update(bankStatementFiles)
        .set({ content: upload.content })
        .where(eq(bankStatementFiles.code, known.code));
    }
    return answerOf(tx, known, true);
  }
  const fileCode = newCode('BS');
  await tx.insert(bankStatementFiles).values({
    code: fileCode,
    sha256,
    fileName: upload.fileName,
    statementCount: 0,
    entryCount: 0,
    newLineCount: 0,
    content: upload.content,
    importedBy: caller.email,
  });
  const read = readLines(fileCode, upload.content);
  const run = { caller, action };
  const newLineCount = await reconcileNewBankLines(tx, read.lines, run);
  await confirmTentativeMatches(tx, run);
  const [file] = await tx
    .update(bankStatementFiles)
    .set({
      messageId: read.messageId,
      statementCount: read.statementCount,
      entryCount: read.lines.length,
      newLineCount,
    })
    .where(eq(bankStatementFiles.code, fileCode))
    .returning();
  if (!file) throw new Error(`bank statement file ${fileCode} vanished`);
  return answerOf(tx, file, false);
}

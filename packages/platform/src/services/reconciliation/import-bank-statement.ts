import type { ReadableStream } from 'node:stream/web';
import { setImmediate as turnOfEventLoop } from 'node:timers/promises';
import { type BankLineStatus, type BankStatementImport, bankLineStatuses } from '@ops/core/contract';
import { count, eq } from 'drizzle-orm';
import { chunksOf } from '../../db/chunks-of.ts';
import { newCode } from '../../db/codes.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { type ImportRounds, inImportRounds, roundsIn } from '../../db/import-rounds.ts';
import { fileKeeper, isKept, keepFile, sha256Of } from '../../db/kept-files.ts';
import { bankStatementFiles, bankStatementLines } from '../../db/schema/index.ts';
import { badRequest } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import type { CamtEntry, CamtStatement } from './camt053/camt053-types.ts';
import { CamtFileError, readCamt053, refuseUnreadable } from './camt053/read-camt053.ts';
import { xmlVerdictOffThread } from './camt053/xml-verdict.ts';
import type { NewBankLine } from './insert-bank-lines.ts';
import { reconcileNewBankLines } from './reconcile-bank-lines.ts';
import { confirmTentativeMatches } from './tentative/confirm-tentative-matches.ts';

type FileRow = typeof bankStatementFiles.$inferSelect;

/** A line read from the file, before the file has its row. */
type UnfiledBankLine = Omit<NewBankLine, 'fileCode'>;

function lineOf(statement: CamtStatement, entry: CamtEntry): UnfiledBankLine {
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

/** A statement file read whole and checked, before anything of it is written. */
interface ReadStatementFile {
  file: StatementFile;
  sha256: string;
  lines: UnfiledBankLine[];
  statementCount: number;
  messageId: string | null;
}

/** Entries read between two turns of the event loop, so reading a 10 MB file never holds other requests long. */
const entriesATurn = 250;

/** Lines judged and written in one round of the import (`ImportRounds`). */
const linesARound = 500;

/**
 * Parts of the file kept in one round beside its lines (`fileKeeper`): 512 KiB, a few milliseconds beside the lines'
 * few hundred, so a statement's parts seldom need rounds of their own (a 6.65 MiB statement of 10,000 entries: 27
 * parts in its 20 rounds).
 */
const partsARound = 2;

/**
 * Reads the file's entries into lines, turning the event loop as the rounds let it; refuses a bad file. When the event
 * loop turns for others, the document's well-formedness is checked off it (`xmlVerdictOffThread`) while the entries
 * are read: a document that is not well-formed is refused as such, whatever its reading met first.
 */
async function readStatementFile(file: StatementFile, rounds: ImportRounds): Promise<ReadStatementFile> {
  const content = await file.text();
  const lines: UnfiledBankLine[] = [];
  let statementCount = 0;
  let messageId: string | null = null;
  const checking = rounds.turns ? xmlVerdictOffThread(content) : undefined;
  const judged = async () => {
    if (checking) refuseUnreadable(content, await checking);
  };
  try {
    try {
      for (const { statement, entries } of readCamt053(content, checking ? 'apart' : undefined)) {
        statementCount++;
        messageId ??= statement.messageId;
        for (const entry of entries) {
          lines.push(lineOf(statement, entry));
          if (rounds.turns && lines.length % entriesATurn === 0) await turnOfEventLoop();
        }
      }
    } catch (error) {
      await judged();
      throw error;
    }
    await judged();
  } catch (error) {
    if (error instanceof CamtFileError) throw badRequest(error.message, [{ field: 'file', message: error.message }]);
    throw error;
  }
  return { file, sha256: await sha256Of(file.stream()), lines, statementCount, messageId };
}

/**
 * The file's row: one imported before (and whether it is kept: a file imported before files were kept is not), or
 * one whose import stopped before its end (no statements counted yet: a camt.053 file has at least one), or a new
 * one.
 */
async function openFile(
  tx: Transaction,
  read: ReadStatementFile,
  caller: Caller,
): Promise<{ imported: BankStatementImport; kept: boolean } | { fileCode: string }> {
  const [known] = await tx.select().from(bankStatementFiles).where(eq(bankStatementFiles.sha256, read.sha256));
  if (known && known.statementCount > 0) {
    return { imported: await answerOf(tx, known, true), kept: await isKept(tx, known.code) };
  }
  if (known) return { fileCode: known.code };
  const fileCode = newCode('BS');
  await tx.insert(bankStatementFiles).values({
    code: fileCode,
    sha256: read.sha256,
    fileName: read.file.fileName,
    statementCount: 0,
    entryCount: 0,
    newLineCount: 0,
    importedBy: caller.email,
  });
  return { fileCode };
}

/** Marks the file imported with what it holds: its new lines are the lines of the file, whichever round wrote them. */
async function finishFile(tx: Transaction, fileCode: string, read: ReadStatementFile): Promise<BankStatementImport> {
  const [written] = await tx
    .select({ lines: count() })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.fileCode, fileCode));
  const [file] = await tx
    .update(bankStatementFiles)
    .set({
      messageId: read.messageId,
      statementCount: read.statementCount,
      entryCount: read.lines.length,
      newLineCount: written?.lines ?? 0,
    })
    .where(eq(bankStatementFiles.code, fileCode))
    .returning();
  if (!file) throw new Error(`bank statement file ${fileCode} vanished`);
  return answerOf(tx, file, false);
}

/**
 * Imports a read file in rounds: the file's row first, then its entries that the accounts do not have yet become
 * lines, `linesARound` at a time, each judged and written once with its outcome (`reconcileNewBankLines`; a pending
 * entry settles nothing), the tentative matches whose pending lines are now booked confirmed after each round
 * (`confirmTentativeMatches`) and the file kept for its download, a few parts a round beside the lines and the
 * parts left one a round (`fileKeeper`), then the file is marked imported. The same file again (by its SHA-256)
 * answers its first import and adds nothing but the file, when it was imported before files were kept; a file whose
 * import stopped between rounds is finished.
 */
async function importRead(
  rounds: ImportRounds,
  read: ReadStatementFile,
  caller: Caller,
  action: string,
): Promise<BankStatementImport> {
  const opened = await rounds((tx) => openFile(tx, read, caller));
  if ('imported' in opened) {
    if (!opened.kept) await keepFile(rounds, opened.imported.code, read.file.stream());
    return opened.imported;
  }
  const { fileCode } = opened;
  const keeper = fileKeeper(fileCode, read.file.stream());
  for (const chunk of chunksOf(read.lines, linesARound)) {
    const lines = chunk.map((line) => ({ ...line, fileCode }));
    await rounds(async (tx) => {
      const run = { caller, action };
      await reconcileNewBankLines(tx, lines, run);
      // A match confirms once every one of its pending lines is booked, whichever round wrote the last of them.
      await confirmTentativeMatches(tx, run);
      await keeper.keepParts(tx, partsARound);
    });
  }
  await keeper.keepRest(rounds);
  return rounds((tx) => finishFile(tx, fileCode, read));
}

/** A statement file to import: its name and its text. */
export interface StatementUpload {
  fileName: string;
  content: string;
}

/** An uploaded, dropped or made statement file: its name, its text and its bytes, read when its import's turn comes. */
export interface StatementFile {
  fileName: string;
  text(): Promise<string>;
  stream(): ReadableStream<Uint8Array>;
}

/**
 * Imports a bank statement file (camt.053) in the caller's transaction, all or nothing with the caller's work (the
 * sandbox bank's statements, demo data). A bad file is a 400 whose message names the place, and nothing is written.
 * The file is kept as it came, for its download.
 */
export async function importBankStatement(
  tx: Transaction,
  upload: StatementUpload,
  caller: Caller,
  action: string,
): Promise<BankStatementImport> {
  const rounds = roundsIn(tx);
  const bytes = new Blob([upload.content]);
  const file = { fileName: upload.fileName, text: async () => upload.content, stream: () => bytes.stream() };
  return importRead(rounds, await readStatementFile(file, rounds), caller, action);
}

/**
 * Imports an uploaded (or dropped) bank statement file in rounds of its own (`inImportRounds`): the file is read and
 * checked whole first (a bad file is a 400 and nothing is written), then written a few hundred lines a round, so
 * other requests are answered meanwhile.
 */
export function importBankStatementFile(
  database: Database,
  file: StatementFile,
  caller: Caller,
  action: string,
): Promise<BankStatementImport> {
  return inImportRounds(database, async (rounds) => {
    return importRead(rounds, await readStatementFile(file, rounds), caller, action);
  });
}

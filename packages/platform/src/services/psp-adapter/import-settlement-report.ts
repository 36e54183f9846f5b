import type { ReadableStream } from 'node:stream/web';
import { setImmediate as turnOfEventLoop } from 'node:timers/promises';
import { type PspReportStatus, type PspSettlementImport, pspReportStatuses } from '@ops/core/contract';
import { count, eq, sql } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { type ImportRounds, inImportRounds, roundsIn } from '../../db/import-rounds.ts';
import { keepFile, sha256Of } from '../../db/kept-files.ts';
import { pspReportFiles, pspReportLines } from '../../db/schema/index.ts';
import { badRequest } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import type { PspIntegrationRow } from './psp-integrations.ts';
import { pspMessages as messages } from './psp-messages.ts';
import { storeAndReconcile } from './reconcile-report-lines.ts';
import { readSettlementCsv, SettlementFileError, type SettlementLine } from './settlement-csv/read-settlement-csv.ts';
import { itemTypeOfRecord } from './settlement-csv/settlement-columns.ts';

/** A settlement report to import: read as a stream, as many times as the import needs. */
export interface SettlementUpload {
  fileName: string;
  stream(): ReadableStream<Uint8Array>;
}

/**
 * Lines written and reconciled in one round of an import (`ImportRounds`), and read between two turns of the event
 * loop: a 100,000-line report is a hundred rounds, memory flat between them (rounds of 500 lines took the 100,000
 * lines 31.5 s in one transaction, of 1,000 lines 19.8 s; a round of 1,000 lines holds PGlite about 0.2 s).
 */
const linesARound = 1_000;

type FileRow = typeof pspReportFiles.$inferSelect;

/** How many of the report's lines are in each status. */
async function statusCountsOf(tx: Transaction, executionId: string): Promise<Map<PspReportStatus, number>> {
  const rows = await tx
    .select({ status: pspReportLines.status, lines: count() })
    .from(pspReportLines)
    .where(eq(pspReportLines.executionId, executionId))
    .groupBy(pspReportLines.status);
  return new Map(rows.map((row) => [row.status, row.lines]));
}

async function statusesOf(tx: Transaction, executionId: string): Promise<PspSettlementImport['statuses']> {
  const counted = await statusCountsOf(tx, executionId);
  return Object.fromEntries(
    pspReportStatuses.flatMap((status) => (counted.has(status) ? [[status, counted.get(status)]] : [])),
  );
}

async function answerOf(tx: Transaction, file: FileRow, alreadyImported: boolean): Promise<PspSettlementImport> {
  const { size: _, sha256: __, coveredFrom: ___, coveredTo: ____, ...shown } = file;
  return {
    ...shown,
    importedAt: file.importedAt.toISOString(),
    alreadyImported,
    statuses: await statusesOf(tx, file.executionId),
  };
}

/** What identifies a record at the PSP, so a record two reports both carry is added once. */
const lineKeyOf = (line: SettlementLine) =>
  [
    line.recordType,
    line.pspReference,
    line.modificationReference,
    line.batchNumber,
    line.merchantReference,
    line.bookingDate,
    line.grossAmount,
  ].join('|');

function rowOf(integration: PspIntegrationRow, executionId: string, line: SettlementLine) {
  const { rawLine, ...fields } = line;
  return {
    ...fields,
    code: newCode('PR'),
    executionId,
    integrationCode: integration.code,
    merchantCode: integration.merchantCode,
    divisionCode: integration.divisionCode,
    lineKey: lineKeyOf(line),
    type: itemTypeOfRecord[line.recordType],
    status: 'PARSED' as const,
    rawLine,
  };
}

/**
 * The report's lines as they stream in, each checked (`readSettlementCsv`; a line of another merchant account than
 * the integration's is refused too): a bad file is a 400 naming the place. The event loop turns every
 * `linesARound` lines when the rounds let it, so reading a 10 MB report never holds other requests long.
 */
async function* checkedLines(
  integration: PspIntegrationRow,
  upload: SettlementUpload,
  rounds: ImportRounds,
): AsyncGenerator<SettlementLine> {
  let read = 0;
  try {
    for await (const line of readSettlementCsv(upload.stream())) {
      if (line.merchantAccount !== integration.merchantAccount) {
        throw new SettlementFileError(
          messages.otherMerchantAccount({
            line: line.lineNumber,
            value: line.merchantAccount,
            expected: integration.merchantAccount,
          }),
        );
      }
      yield line;
      if (rounds.turns && ++read % linesARound === 0) await turnOfEventLoop();
    }
  } catch (error) {
    if (error instanceof SettlementFileError) {
      throw badRequest(error.message, [{ field: 'file', message: error.message }]);
    }
    throw error;
  }
}

/**
 * The report's status (or a batch's of its lines, PSP Settlements): reconciled when every line that names a
 * transaction was, partially when some were.
 */
export function fileStatusOf(counts: Map<PspReportStatus, number>): PspReportStatus {
  const reconciled = counts.get('RECONCILED') ?? 0;
  const unmatched = (counts.get('FAILED') ?? 0) + (counts.get('UNALLOCATED') ?? 0);
  if (reconciled > 0) return unmatched > 0 ? 'PARTIALLY_RECONCILED' : 'RECONCILED';
  if ((counts.get('FAILED') ?? 0) > 0) return 'FAILED';
  return unmatched > 0 ? 'UNALLOCATED' : 'PARSED';
}

/** Sets each report's status again from its lines, after some of them were judged again. */
export async function refreshFileStatuses(tx: Transaction, executionIds: Iterable<string>): Promise<void> {
  for (const executionId of new Set(executionIds)) {
    const status = fileStatusOf(await statusCountsOf(tx, executionId));
    await tx.update(pspReportFiles).set({ status }).where(eq(pspReportFiles.executionId, executionId));
  }
}

/**
 * The report's row: one imported before, or one whose import stopped before its end (its size is set in the last
 * round), or a new one.
 */
async function openReport(
  tx: Transaction,
  integration: PspIntegrationRow,
  sha256: string,
  fileName: string,
  caller: Caller,
): Promise<{ imported: PspSettlementImport } | { executionId: string }> {
  const [known] = await tx
    .select()
    .from(pspReportFiles)
    .where(sql`${pspReportFiles.integrationCode} = ${integration.code} and ${pspReportFiles.sha256} = ${sha256}`);
  if (known && known.size !== null) return { imported: await answerOf(tx, known, true) };
  if (known) return { executionId: known.executionId };
  const executionId = newCode('PX');
  await tx.insert(pspReportFiles).values({
    executionId,
    integrationCode: integration.code,
    sha256,
    fileName,
    lineCount: 0,
    newLineCount: 0,
    status: 'PARSED',
    importedBy: caller.email,
  });
  return { executionId };
}

/**
 * Marks the report imported: its size, and what it holds counted from its lines, whichever round wrote them (a line
 * another report brought first is not one of them).
 */
async function finishReport(tx: Transaction, executionId: string, size: number, lineCount: number) {
  const counts = await statusCountsOf(tx, executionId);
  const [file] = await tx
    .update(pspReportFiles)
    .set({
      size,
      lineCount,
      newLineCount: [...counts.values()].reduce((sum, lines) => sum + lines, 0),
      status: fileStatusOf(counts),
    })
    .where(eq(pspReportFiles.executionId, executionId))
    .returning();
  if (!file) throw new Error(`settlement report ${executionId} vanished`);
  return answerOf(tx, file, false);
}

/**
 * Imports a report in rounds: the report's row first, then its lines streamed through the CSV reader, written and
 * reconciled `linesARound` at a time (`storeAndReconcile`: a record already imported from another report is
 * skipped), then the report is kept for its download a part a round (`keepFile`) and marked imported. When the rounds commit on their own, the report is streamed through
 * the reader once before, so a bad file is refused with nothing written. The same file again (by its SHA-256)
 * answers its first import and adds nothing; a report whose import stopped between rounds is finished.
 */
async function importReport(
  rounds: ImportRounds,
  integration: PspIntegrationRow,
  upload: SettlementUpload,
  caller: Caller,
): Promise<PspSettlementImport> {
  if (!rounds.together) for await (const _ of checkedLines(integration, upload, rounds));
  const sha256 = await sha256Of(upload.stream());
  const opened = await rounds((tx) => openReport(tx, integration, sha256, upload.fileName, caller));
  if ('imported' in opened) return opened.imported;
  const { executionId } = opened;
  let lineCount = 0;
  let chunk: ReturnType<typeof rowOf>[] = [];
  const store = async () => {
    const lines = chunk;
    chunk = [];
    await rounds((tx) => storeAndReconcile(tx, integration.divisionCode, lines, caller));
  };
  for await (const line of checkedLines(integration, upload, rounds)) {
    lineCount++;
    chunk.push(rowOf(integration, executionId, line));
    if (chunk.length === linesARound) await store();
  }
  await store();
  const size = await keepFile(rounds, executionId, upload.stream());
  return rounds((tx) => finishReport(tx, executionId, size, lineCount));
}

/**
 * Imports a settlement details report of an integration in the caller's transaction, all or nothing with the
 * caller's work (the sandbox PSP's reports, demo data). A bad file is a 400 whose message names the place, and
 * nothing is written.
 */
export function importSettlementReport(
  tx: Transaction,
  integration: PspIntegrationRow,
  upload: SettlementUpload,
  caller: Caller,
): Promise<PspSettlementImport> {
  return importReport(roundsIn(tx), integration, upload, caller);
}

/**
 * Imports an uploaded settlement report (`inImportRounds`): on PGlite in rounds of its own, so other requests are
 * answered meanwhile, the file streamed through the reader once to check it whole first (a bad file is a 400 and
 * nothing is written).
 */
export function importSettlementReportFile(
  database: Database,
  integration: PspIntegrationRow,
  upload: SettlementUpload,
  caller: Caller,
): Promise<PspSettlementImport> {
  return inImportRounds(database, (rounds) => importReport(rounds, integration, upload, caller));
}

import { createHash } from 'node:crypto';
import type { ReadableStream } from 'node:stream/web';
import { type PspReportStatus, type PspSettlementImport, pspReportStatuses } from '@ops/core/contract';
import { count, eq, sql } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
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

/** Lines written and reconciled at once: a 100,000-line report is a hundred rounds, memory flat between them. */
const lineChunk = 1_000;

type FileRow = typeof pspReportFiles.$inferSelect;

async function sha256Of(upload: SettlementUpload): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of upload.stream()) hash.update(chunk);
  return hash.digest('hex');
}

async function statusesOf(tx: Transaction, executionId: string): Promise<PspSettlementImport['statuses']> {
  const rows = await tx
    .select({ status: pspReportLines.status, lines: count() })
    .from(pspReportLines)
    .where(eq(pspReportLines.executionId, executionId))
    .groupBy(pspReportLines.status);
  const counted = new Map(rows.map((row) => [row.status, row.lines]));
  return Object.fromEntries(
    pspReportStatuses.flatMap((status) => (counted.has(status) ? [[status, counted.get(status)]] : [])),
  );
}

async function answerOf(tx: Transaction, file: FileRow, alreadyImported: boolean): Promise<PspSettlementImport> {
  const { content: _, sha256: __, coveredFrom: ___, coveredTo: ____, ...shown } = file;
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
  if (line.merchantAccount !== integration.merchantAccount) {
    throw new SettlementFileError(
      messages.otherMerchantAccount({
        line: line.lineNumber,
        value: line.merchantAccount,
        expected: integration.merchantAccount,
      }),
    );
  }
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
    const rows = await tx
      .select({ status: pspReportLines.status, lines: count() })
      .from(pspReportLines)
      .where(eq(pspReportLines.executionId, executionId))
      .groupBy(pspReportLines.status);
    const status = fileStatusOf(new Map(rows.map((row) => [row.status, row.lines])));
    await tx.update(pspReportFiles).set({ status }).where(eq(pspReportFiles.executionId, executionId));
  }
}

async function storeContent(tx: Transaction, executionId: string, upload: SettlementUpload) {
  // The file is kept for download; appended a piece at a time, so it is never whole in memory as a string twice. Each
  // append writes the content so far again, so the pieces are large: a 9 MB report is three appends, not nine.
  let piece = '';
  const flush = async () => {
    await tx.execute(
      sql`update psp_report_files set content = content || ${piece} where execution_id = ${executionId}`,
    );
    piece = '';
  };
  for await (const text of upload.stream().pipeThrough(new TextDecoderStream('utf-8', { ignoreBOM: true }))) {
    piece += text;
    if (piece.length >= 4_000_000) await flush();
  }
  if (piece) await flush();
}

/**
 * Imports a settlement details report of an integration in the caller's transaction: the file is streamed through
 * the CSV reader, its lines written and reconciled a thousand at a time (`reconcileReportLines`). The same file
 * again (by its SHA-256) answers its first import and adds nothing; a record already imported from another report
 * is skipped; a bad file is a 400 whose message names the place, and the transaction writes nothing.
 */
export async function importSettlementReport(
  tx: Transaction,
  integration: PspIntegrationRow,
  upload: SettlementUpload,
  caller: Caller,
): Promise<PspSettlementImport> {
  const sha256 = await sha256Of(upload);
  const [known] = await tx
    .select()
    .from(pspReportFiles)
    .where(sql`${pspReportFiles.integrationCode} = ${integration.code} and ${pspReportFiles.sha256} = ${sha256}`);
  if (known) return answerOf(tx, known, true);
  const executionId = newCode('PX');
  await tx.insert(pspReportFiles).values({
    executionId,
    integrationCode: integration.code,
    sha256,
    fileName: upload.fileName,
    content: '',
    lineCount: 0,
    newLineCount: 0,
    status: 'PARSED',
    importedBy: caller.email,
  });
  const counts = new Map<PspReportStatus, number>();
  let lineCount = 0;
  let newLineCount = 0;
  let chunk: ReturnType<typeof rowOf>[] = [];
  const settle = async () => {
    const stored = await storeAndReconcile(tx, integration.divisionCode, chunk, caller);
    chunk = [];
    newLineCount += stored.newLines;
    for (const [status, lines] of stored.counts) counts.set(status, (counts.get(status) ?? 0) + lines);
  };
  try {
    for await (const line of readSettlementCsv(upload.stream())) {
      lineCount++;
      chunk.push(rowOf(integration, executionId, line));
      if (chunk.length === lineChunk) await settle();
    }
    await settle();
  } catch (error) {
    if (error instanceof SettlementFileError) {
      throw badRequest(error.message, [{ field: 'file', message: error.message }]);
    }
    throw error;
  }
  await storeContent(tx, executionId, upload);
  const [file] = await tx
    .update(pspReportFiles)
    .set({ lineCount, newLineCount, status: fileStatusOf(counts) })
    .where(eq(pspReportFiles.executionId, executionId))
    .returning();
  if (!file) throw new Error(`settlement report ${executionId} vanished`);
  return answerOf(tx, file, false);
}

import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { PspRecordType } from '@ops/core/contract';
import { parseIsoDate } from '@ops/core/dates';
import { findCurrency, toMinorUnits } from '@ops/core/money';
import { CsvError, parse } from 'csv-parse';
import { pspMessages as messages } from '../psp-messages.ts';
import { optionalSettlementColumns, recordTypeOfReport, settlementColumns } from './settlement-columns.ts';

/** A file the reader refuses: its message is one line that names the place. */
export class SettlementFileError extends Error {}

/** One record of a settlement details report, amounts in minor units (gross and net signed: credit less debit). */
export interface SettlementLine {
  lineNumber: number;
  merchantAccount: string;
  pspReference: string | null;
  merchantReference: string | null;
  modificationReference: string | null;
  paymentMethod: string | null;
  recordType: PspRecordType;
  bookingDate: string;
  batchNumber: string | null;
  currency: string;
  grossAmount: number;
  commission: number;
  netAmount: number;
  rawLine: string;
}

type Row = Record<string, string>;

const datePattern = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

function requiredValue(row: Row, line: number, column: string): string {
  const value = row[column]?.trim() ?? '';
  if (value === '') throw new SettlementFileError(messages.missingValue({ line, column }));
  return value;
}

const optional = (row: Row, column: string): string | null => row[column]?.trim() || null;

function currencyOf(row: Row, line: number, column: string): string {
  const value = requiredValue(row, line, column);
  if (!findCurrency(value)) throw new SettlementFileError(messages.badCurrency({ line, column, value }));
  return value;
}

/** A column's amount in minor units; an empty cell is nothing. */
function amountOf(row: Row, line: number, column: string, currency: string): number {
  const value = row[column]?.trim() ?? '';
  if (value === '') return 0;
  const refused = () => new SettlementFileError(messages.badAmount({ line, column, value, currency }));
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw refused();
  try {
    return toMinorUnits(value, currency);
  } catch {
    throw refused();
  }
}

/** A column's day; `days` holds the days the file already had, so a report of one booking day checks it once. */
function dateOf(row: Row, line: number, column: string, days: Set<string>): string {
  const value = requiredValue(row, line, column);
  const day = datePattern.exec(value)?.[1];
  if (!day || !(days.has(day) || parseIsoDate(day) !== undefined)) {
    throw new SettlementFileError(messages.badDate({ line, column, value }));
  }
  days.add(day);
  return day;
}

function lineOf(row: Row, lineNumber: number, rawLine: string, days: Set<string>): SettlementLine {
  const line = lineNumber;
  const c = settlementColumns;
  const typeName = requiredValue(row, line, c.type);
  const recordType = recordTypeOfReport.get(typeName);
  if (!recordType) throw new SettlementFileError(messages.badType({ line, value: typeName }));
  const grossCurrency = currencyOf(row, line, c.grossCurrency);
  const netCurrency = currencyOf(row, line, c.netCurrency);
  return {
    lineNumber,
    merchantAccount: requiredValue(row, line, c.merchantAccount),
    pspReference: optional(row, c.pspReference),
    merchantReference: optional(row, c.merchantReference),
    modificationReference: optional(row, optionalSettlementColumns.modificationReference),
    paymentMethod: optional(row, optionalSettlementColumns.paymentMethod),
    recordType,
    bookingDate: dateOf(row, line, c.bookingDate, days),
    batchNumber: optional(row, c.batchNumber),
    currency: grossCurrency,
    grossAmount: amountOf(row, line, c.grossCredit, grossCurrency) - amountOf(row, line, c.grossDebit, grossCurrency),
    commission: amountOf(row, line, c.commission, netCurrency),
    netAmount: amountOf(row, line, c.netCredit, netCurrency) - amountOf(row, line, c.netDebit, netCurrency),
    rawLine,
  };
}

function checkHeader(header: string[]): string[] {
  const names = header.map((name) => name.trim());
  for (const column of Object.values(settlementColumns)) {
    if (!names.includes(column)) throw new SettlementFileError(messages.missingColumn({ column }));
  }
  return names;
}

/**
 * Reads a settlement details report (CSV, UTF-8, a header line first) record by record as it streams in, with
 * csv-parse: memory stays flat however long the report. Refuses an empty file, a missing column, a broken line, an
 * unknown type and a value that is not an amount, currency or date, naming the line and column.
 */
export async function* readSettlementCsv(stream: ReadableStream<Uint8Array>): AsyncGenerator<SettlementLine> {
  const text = Readable.fromWeb(stream.pipeThrough(new TextDecoderStream('utf-8', { fatal: true })));
  let headerSeen = false;
  const columns = (header: string[]) => {
    headerSeen = true;
    return checkHeader(header);
  };
  const parser = text.pipe(parse({ columns, bom: true, skip_empty_lines: true, raw: true, info: true }));
  const days = new Set<string>();
  try {
    for await (const { record, raw, info } of parser as AsyncIterable<{
      record: Row;
      raw: string;
      info: { lines: number };
    }>) {
      yield lineOf(record, info.lines, raw.replace(/\r?\n$/, ''), days);
    }
  } catch (error) {
    text.destroy();
    if (error instanceof SettlementFileError) throw error;
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 0;
      throw new SettlementFileError(messages.notCsv({ line, reason: error.message.split('\n')[0] ?? '' }));
    }
    if (error instanceof TypeError) throw new SettlementFileError(messages.notUtf8());
    throw error;
  }
  if (!headerSeen) throw new SettlementFileError(messages.emptyFile());
}

import { createHash } from 'node:crypto';
import type { BankLineType } from '@ops/core/contract';
import { findCurrency, toMinorUnits } from '@ops/core/money';
import { XMLValidator } from 'fast-xml-parser';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';
import type { CamtEntry, CamtStatement } from './camt053-types.ts';
import { lineAt, xmlBlocks } from './xml-blocks.ts';
import { xmlTree } from './xml-tree.ts';
import type { XmlVerdict } from './xml-verdict.ts';

/** A file the reader refuses: its message is one line that names the place. */
export class CamtFileError extends Error {}

/**
 * Every version of the bank-to-customer statement: 001.02 and the later ones, which differ in element names only
 * where this reader looks (`BIC`/`BICFI`, `Dbtr/Nm`/`Dbtr/Pty/Nm`, `Sts`/`Sts/Cd`).
 */
const camt053Namespace = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;

type Node = Record<string, unknown>;

const node = (value: unknown): Node | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;

/** The text at a path of child names, or null. */
function textAt(root: unknown, ...path: string[]): string | null {
  let current: unknown = root;
  for (const name of path) current = node(Array.isArray(current) ? current[0] : current)?.[name];
  if (Array.isArray(current)) current = current[0];
  if (typeof current === 'string') return current === '' ? null : current;
  const text = node(current)?.['#'];
  return typeof text === 'string' && text !== '' ? text : null;
}

const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function documentNamespace(xml: string): string {
  const root = /<(?:([\w.-]+):)?Document\b([^>]*)>/.exec(xml);
  if (!root) return '(none)';
  const attribute = root[1] ? `xmlns:${root[1]}` : 'xmlns';
  const declared = new RegExp(`\\s${attribute}\\s*=\\s*(["'])(.*?)\\1`).exec(root[2] ?? '');
  return declared?.[2] ?? '(none)';
}

/** Refuses an empty file, and a file that is not XML (its verdict). */
export function refuseUnreadable(xml: string, valid: XmlVerdict): void {
  if (xml.trim() === '') throw new CamtFileError(messages.emptyFile());
  if (valid !== true) {
    throw new CamtFileError(
      messages.notXml({ line: valid.err.line, column: valid.err.col, reason: valid.err.msg.split('\n')[0] ?? '' }),
    );
  }
}

/**
 * Refuses an empty file, a file that is not XML (its verdict, unless its caller judges it `apart`) and an XML
 * document that is not a camt.053 statement.
 */
function checkDocument(xml: string, valid: XmlVerdict | 'apart'): void {
  if (valid !== 'apart') refuseUnreadable(xml, valid);
  const namespace = documentNamespace(xml);
  if (!camt053Namespace.test(namespace)) throw new CamtFileError(messages.notCamt053({ namespace }));
}

/** Where the reader is, named only when it refuses (finding an entry's line costs a scan of the file). */
interface Place {
  missing(element: string): CamtFileError;
  fail(message: (place: { statement: number; place: string }) => string): CamtFileError;
}

function placeOf(statement: number, describe: () => string): Place {
  const fail: Place['fail'] = (message) => new CamtFileError(message({ statement, place: describe() }));
  return { fail, missing: (element) => fail((at) => messages.missingElement({ ...at, element })) };
}

function readStatement(header: Node, position: number, messageId: string | null): CamtStatement {
  const place = placeOf(position, () => 'Stmt');
  const statementId = textAt(header, 'Id');
  if (!statementId) throw place.missing('Stmt/Id');
  const accountIban = textAt(header, 'Acct', 'Id', 'IBAN') ?? textAt(header, 'Acct', 'Id', 'Othr', 'Id');
  if (!accountIban) throw place.missing('Stmt/Acct/Id/IBAN');
  const agent = ['Acct', 'Svcr', 'FinInstnId'];
  return {
    position,
    messageId,
    statementId,
    createdAt: textAt(header, 'CreDtTm'),
    accountIban: accountIban.replace(/\s/g, ''),
    accountCurrency: textAt(header, 'Acct', 'Ccy'),
    servicer: textAt(header, ...agent, 'BIC') ?? textAt(header, ...agent, 'BICFI') ?? textAt(header, ...agent, 'Nm'),
  };
}

function amountOf(place: Place, entry: Node, fallbackCurrency: string | null): { amount: number; currency: string } {
  const amount = textAt(entry, 'Amt');
  if (amount === null) throw place.missing('Ntry/Amt');
  const currency = (node(entry.Amt)?.['@Ccy'] as string | undefined) ?? fallbackCurrency;
  if (!currency) throw place.missing('Ntry/Amt/@Ccy');
  if (!findCurrency(currency)) throw place.fail((at) => messages.badCurrency({ ...at, currency }));
  const refused = () => place.fail((at) => messages.badAmount({ ...at, amount, currency }));
  if (!/^\d+(\.\d+)?$/.test(amount)) throw refused();
  try {
    const minor = toMinorUnits(amount, currency);
    if (minor <= 0) throw refused();
    return { amount: minor, currency };
  } catch (error) {
    if (error instanceof CamtFileError) throw error;
    throw refused();
  }
}

function bookingDateOf(place: Place, entry: Node): string {
  const date = textAt(entry, 'BookgDt', 'Dt') ?? textAt(entry, 'BookgDt', 'DtTm') ?? textAt(entry, 'ValDt', 'Dt');
  if (date === null) throw place.missing('Ntry/BookgDt');
  const day = date.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    throw place.fail((at) => messages.badDate({ ...at, value: date }));
  }
  return day;
}

/** The party on the other side: who paid us on a credit, whom we paid on a debit (either name layout). */
function counterpartyOf(transaction: Node | undefined, credit: boolean) {
  const parties = node(transaction?.RltdPties);
  const roles = credit ? ['Dbtr', 'Cdtr'] : ['Cdtr', 'Dbtr'];
  for (const role of roles) {
    const name = textAt(parties, role, 'Nm') ?? textAt(parties, role, 'Pty', 'Nm');
    const iban = textAt(parties, `${role}Acct`, 'Id', 'IBAN');
    if (name || iban) return { counterpartyName: name, counterpartyIban: iban };
  }
  return { counterpartyName: null, counterpartyIban: null };
}

function typeOf(credit: boolean, transactionCount: number, returned: boolean, endToEndId: string | null) {
  let type: BankLineType;
  if (transactionCount > 1) type = 'SEPA_BATCH';
  else if (returned) type = 'RETURNED_TRANSACTION';
  else if (credit) type = 'DEPOSIT';
  else type = endToEndId ? 'CONFIRMED_TRANSACTION' : 'UNKNOWN';
  return type;
}

/** An entry the bank has not booked: its status (a text, or a code from version 001.08) is anything but `BOOK`. */
function isPending(entry: Node): boolean {
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts');
  return status !== null && status !== 'BOOK';
}

function readEntry(place: Place, entry: Node, rawXml: string, statement: CamtStatement, position: number): CamtEntry {
  const creditDebit = textAt(entry, 'CdtDbtInd');
  if (creditDebit === null) throw place.missing('Ntry/CdtDbtInd');
  if (creditDebit !== 'CRDT' && creditDebit !== 'DBIT') {
    throw place.fail((at) => messages.badCreditDebit({ ...at, value: creditDebit }));
  }
  const { amount, currency } = amountOf(place, entry, statement.accountCurrency);
  const bookingDate = bookingDateOf(place, entry);
  const details = list(entry.NtryDtls).map(node);
  const transactions = details.flatMap((detail) => list(detail?.TxDtls).map(node));
  const batchCount = Number(details.map((detail) => textAt(detail, 'Btch', 'NbOfTxs')).find(Boolean) ?? 0);
  const transactionCount = Math.max(transactions.length, batchCount, 1);
  const first = transactions[0];
  const credit = creditDebit === 'CRDT';
  const subFamily = textAt(entry, 'BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd');
  const returnReason = textAt(first, 'RtrInf', 'Rsn', 'Cd') ?? textAt(first, 'RtrInf', 'AddtlInf');
  const returned = credit && (returnReason !== null || node(first?.RtrInf) !== undefined || subFamily === 'RRTN');
  const endToEndId = transactionCount > 1 ? null : textAt(first, 'Refs', 'EndToEndId');
  const remittance =
    list(node(first?.RmtInf)?.Ustrd)
      .filter((part) => typeof part === 'string')
      .join(' ') ||
    textAt(entry, 'AddtlNtryInf') ||
    null;
  const entryKey =
    textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef') ?? createHash('sha256').update(rawXml).digest('hex');
  return {
    position,
    entryKey,
    type: typeOf(credit, transactionCount, returned, endToEndId),
    pending: isPending(entry),
    bookingDate,
    amount,
    currency,
    creditDebit,
    endToEndId: endToEndId === 'NOTPROVIDED' ? null : endToEndId,
    paymentInformationId:
      textAt(first, 'Refs', 'PmtInfId') ??
      details.map((detail) => textAt(detail, 'Btch', 'PmtInfId')).find(Boolean) ??
      null,
    remittance,
    ...counterpartyOf(first, credit),
    returnReason,
    transactionCount,
    rawXml,
  };
}

/** A statement and its entries, read one entry at a time. */
export interface CamtStatementReading {
  statement: CamtStatement;
  entries: Generator<CamtEntry>;
}

/**
 * Reads a camt.053 file (version 001.02 or later), one statement and one entry at a time: each `Ntry` is parsed on
 * its own, so memory follows an entry rather than the file. A file that is empty, not XML or not a camt.053
 * document is refused before anything is read; a broken entry is refused when reached, with a one-line
 * `CamtFileError` that names the statement, entry and element (callers read in a transaction and undo on it).
 * The document's well-formedness is checked here, unless its caller hands the verdict (`xmlVerdictOffThread`), or
 * judges it `apart`, meanwhile: then the caller refuses a document that is not well-formed (`refuseUnreadable`)
 * whatever the reading met first, or threw, and uses nothing read before that verdict.
 */
export function* readCamt053(
  xml: string,
  verdict: XmlVerdict | 'apart' = XMLValidator.validate(xml),
): Generator<CamtStatementReading> {
  checkDocument(xml, verdict);
  const groupHeader = xmlBlocks(xml, 'GrpHdr').next().value;
  const messageId = groupHeader ? textAt(xmlTree(groupHeader.text), 'GrpHdr', 'MsgId') : null;
  let position = 0;
  for (const block of xmlBlocks(xml, 'Stmt')) {
    position++;
    const statementEnd = block.start + block.text.length;
    const firstEntry = xmlBlocks(xml, 'Ntry', block.start, statementEnd).next().value;
    const prefix = /^<([\w.-]+:)?/.exec(block.text)?.[1] ?? '';
    const headerText = firstEntry ? `${xml.slice(block.start, firstEntry.start)}</${prefix}Stmt>` : block.text;
    const header = node(list(xmlTree(headerText).Stmt)[0]) ?? {};
    const statement = readStatement(header, position, messageId);
    yield { statement, entries: entriesOf(xml, statement, block.start, statementEnd) };
  }
  if (position === 0) throw new CamtFileError(messages.noStatement());
}

function* entriesOf(xml: string, statement: CamtStatement, from: number, to: number): Generator<CamtEntry> {
  let position = 0;
  for (const block of xmlBlocks(xml, 'Ntry', from, to)) {
    position++;
    const place = placeOf(statement.position, () => `entry ${position} (line ${lineAt(xml, block.start)})`);
    const entry = node(xmlTree(block.text).Ntry) ?? {};
    yield readEntry(place, entry, block.text, statement, position);
  }
}

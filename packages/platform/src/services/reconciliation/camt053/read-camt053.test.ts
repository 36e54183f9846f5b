import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CamtFileError, readCamt053 } from './read-camt053.ts';

const sample = (name: string) => readFileSync(new URL(`testing/samples/${name}`, import.meta.url), 'utf8');

/** Every statement and entry of a file, read to the end. */
const readAll = (xml: string) =>
  [...readCamt053(xml)].map(({ statement, entries }) => ({ statement, entries: [...entries] }));

const refusalOf = (xml: string): string => {
  try {
    readAll(xml);
  } catch (error) {
    if (error instanceof CamtFileError) return error.message;
    throw error;
  }
  throw new Error('the file was read');
};

describe('reading a camt.053.001.02 statement', () => {
  const [read] = readAll(sample('statement-001.02.xml'));

  it('reads the statement header: account, connection and ids', () => {
    expect(read?.statement).toMatchObject({
      messageId: 'STMT-20261126-001',
      statementId: 'NL86SNDB0123456789-20261126',
      accountIban: 'NL86SNDB0123456789',
      servicer: 'SNDBNL2A',
    });
  });

  it('reads each entry as a line: date, amount in minor units, direction, references, counterparty, type', () => {
    const [paid, returned, deposit, batch] = read?.entries ?? [];
    expect(paid).toMatchObject({
      entryKey: 'SNDB-0001',
      type: 'CONFIRMED_TRANSACTION',
      bookingDate: '2026-11-26',
      amount: 12_550,
      currency: 'EUR',
      creditDebit: 'DBIT',
      endToEndId: 'PR-SAMPLE-0001',
      paymentInformationId: 'PO-SAMPLE-1',
      remittance: 'Payout on request',
      counterpartyName: 'Jansen Fietsen',
      counterpartyIban: 'NL91ABNA0417164300',
    });
    expect(paid?.rawXml).toMatch(/^<Ntry>[\s\S]*PR-SAMPLE-0001[\s\S]*<\/Ntry>$/);
    expect(returned).toMatchObject({
      type: 'RETURNED_TRANSACTION',
      creditDebit: 'CRDT',
      amount: 4_000,
      endToEndId: 'PR-SAMPLE-0002',
      returnReason: 'AC04',
      counterpartyName: 'De Vries Bakkerij',
    });
    expect(deposit).toMatchObject({ type: 'DEPOSIT', endToEndId: null, remittance: 'Top-up November' });
    expect(batch).toMatchObject({
      type: 'SEPA_BATCH',
      transactionCount: 2,
      endToEndId: null,
      paymentInformationId: 'PO-SAMPLE-2',
    });
  });

  it('reads escaped text as what it stands for: entities, character references and CDATA', () => {
    const escaped = sample('statement-001.02.xml')
      .replace('<Nm>Jansen Fietsen</Nm>', '<Nm>Jans&amp;Co &#201;lise <![CDATA[<Fietsen>]]></Nm>')
      .replace('<Ustrd>Payout on request</Ustrd>', '<Ustrd>Payout &#x2014; &lt;request&gt;</Ustrd>');
    const [paid] = readAll(escaped)[0]?.entries ?? [];
    expect(paid).toMatchObject({ counterpartyName: 'Jans&Co Élise <Fietsen>', remittance: 'Payout — <request>' });
  });

  it('reads a later version whose names differ, with namespace prefixes', () => {
    const [v8] = readAll(sample('statement-001.08-prefixed.xml'));
    expect(v8?.statement).toMatchObject({ accountIban: 'NL86SNDB0123456789', servicer: 'SNDBNL2A' });
    expect(v8?.entries).toEqual([
      expect.objectContaining({
        bookingDate: '2026-11-25',
        amount: 705,
        endToEndId: 'PR-V8-0001',
        counterpartyName: 'Bakker Boeken',
        type: 'CONFIRMED_TRANSACTION',
      }),
    ]);
  });
});

describe('reading whether the bank booked an entry', () => {
  const good = sample('statement-001.02.xml');
  const statuses = (xml: string) => readAll(xml)[0]?.entries.map((entry) => entry.pending);

  it('reads BOOK as booked and PDNG as pending, as a text and as a code (version 001.08)', () => {
    expect(statuses(good)).toEqual([false, false, false, false]);
    expect(statuses(good.replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>'))).toEqual([true, false, false, false]);
    expect(statuses(good.replace('<Sts>BOOK</Sts>', '<Sts><Cd>PDNG</Cd></Sts>'))).toEqual([true, false, false, false]);
    const [v8] = readAll(sample('statement-001.08-prefixed.xml'));
    expect(v8?.entries.map((entry) => entry.pending)).toEqual([false]);
  });
});

describe('refusing a bad file with one line that names the place', () => {
  const good = sample('statement-001.02.xml');

  it('refuses an empty file, a file that is not XML and another document', () => {
    expect(refusalOf('  \n')).toBe('The file is empty');
    expect(refusalOf('Date;Amount\n2026-11-26;12.50')).toMatch(/^Not XML: line 1, column 1: /);
    expect(refusalOf(good.replace('camt.053.001.02', 'pain.001.001.03'))).toBe(
      'Not a camt.053 bank statement: the document namespace is urn:iso:std:iso:20022:tech:xsd:pain.001.001.03 ' +
        '(expected urn:iso:std:iso:20022:tech:xsd:camt.053.001.nn)',
    );
  });

  it('refuses a broken amount, naming the statement, entry and line', () => {
    expect(refusalOf(good.replace('<Amt Ccy="EUR">40.00</Amt>', '<Amt Ccy="EUR">40,00</Amt>'))).toBe(
      "Statement 1, entry 2 (line 45): '40,00' is not an amount in EUR",
    );
    expect(refusalOf(good.replace('125.50</Amt>\n        <CdtDbtInd>', '125.505</Amt>\n        <CdtDbtInd>'))).toBe(
      "Statement 1, entry 1 (line 23): '125.505' is not an amount in EUR",
    );
  });

  it('refuses a missing account and a wrong direction', () => {
    expect(refusalOf(good.replace('<IBAN>NL86SNDB0123456789</IBAN>', ''))).toBe(
      'Statement 1, Stmt: Stmt/Acct/Id/IBAN is missing',
    );
    expect(
      refusalOf(good.replace('<CdtDbtInd>CRDT</CdtDbtInd>\n        <Sts>', '<CdtDbtInd>X</CdtDbtInd>\n<Sts>')),
    ).toBe("Statement 1, entry 2 (line 45): CdtDbtInd 'X' is neither CRDT nor DBIT");
  });

  it('never fails other than with a one-line refusal, whatever it is given', () => {
    const pieces = fc.constantFrom(
      ...good.split(/(?=<)/).slice(0, 60),
      '<Ntry>',
      '</Ntry>',
      '<Amt Ccy="XXX">1</Amt>',
      '&amp;',
      '<',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 40 }), (parts) => {
        try {
          readAll(parts.join(''));
        } catch (error) {
          expect(error).toBeInstanceOf(CamtFileError);
          expect((error as Error).message).not.toContain('\n');
        }
      }),
      { numRuns: 300 },
    );
  });
});

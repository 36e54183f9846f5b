import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText, csvField, csvFigure, csvLine, encodeCsv } from './csv.ts';

/** What a CSV reader makes of the text (csv-parse, RFC 4180): its records' fields. */
const readBack = (csv: string): string[][] => parse(csv, { relax_column_count: true });

/** The characters OWASP names: a cell starting with one runs as a formula in a spreadsheet. */
const formulaCharacters = ['=', '+', '-', '@', '\t', '\r'];
const startsAsFormula = (text: string) => formulaCharacters.some((character) => text.startsWith(character));

/** Any text, with the formula characters, quotes, separators and line breaks made likely. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom(...formulaCharacters, '"', ',', '\n', "'", ' '),
      fc.string({
        maxLength: 30,
        unit: fc.constantFrom('=', '+', '-', '@', '"', ',', '\r', '\n', '\t', 'a', '1', '('),
      }),
    )
    .map(([first, rest]) => first + rest),
);

describe('encodeCsv', () => {
  it('writes the header and each row on CRLF-ended lines', () => {
    expect(
      encodeCsv(
        ['code', 'amount'],
        [
          ['S-1', 12.5],
          ['S-2', 0],
        ],
      ),
    ).toBe('code,amount\r\nS-1,12.5\r\nS-2,0\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('plain')).toBe('plain');
  });

  it('leaves missing values empty and writes flags as words', () => {
    expect(encodeCsv(['a', 'b', 'c', 'd'], [[null, undefined, false, true]])).toBe('a,b,c,d\r\n,,false,true\r\n');
  });
});

describe('the formula guard (OWASP CSV injection)', () => {
  it('writes a seller named =HYPERLINK(…) as quoted text behind an apostrophe, which reads back inert', () => {
    const name = '=HYPERLINK("http://evil.example","x")';
    const line = csvLine(['AH-1', name]);
    expect(line).toBe(`AH-1,"'=HYPERLINK(""http://evil.example"",""x"")"\r\n`);
    expect(readBack(line)).toEqual([['AH-1', `'${name}`]]);
  });

  it('neutralises text starting with =, +, -, @, a tab or a carriage return, and nothing else', () => {
    expect(csvField('+31 20 123')).toBe(`"'+31 20 123"`);
    expect(csvField('-500')).toBe(`"'-500"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('a=1')).toBe('a=1');
    expect(csvField("'=1")).toBe("'=1");
  });

  it('keeps numbers numeric: a negative amount in minor units is not prefixed', () => {
    expect(csvLine([-500, -12.5, 10n ** 20n * -1n, 0])).toBe('-500,-12.5,-100000000000000000000,0\r\n');
    expect(csvField(Number.NEGATIVE_INFINITY)).toBe(`"'-Infinity"`);
    expect(csvField(Number.NaN)).toBe('NaN');
  });

  it('writes figures exactly as the program wrote them, quoted only for a comma', () => {
    expect(csvLine([csvFigure('-12.30'), csvFigure('-500 EUR'), csvFigure('€ -1.234,50')])).toBe(
      '-12.30,-500 EUR,"€ -1.234,50"\r\n',
    );
    expect(cellText(csvFigure('-12.30'))).toBe('-12.30');
    expect(`${csvFigure('-500 EUR')}`).toBe('-500 EUR');
  });

  it('refuses a figure that holds no digit or anything a formula needs', () => {
    for (const text of ['', 'EUR', '=1', '+1', '@1', '-1+SUM(A1)', '1|cmd', "'1", '1"', '1\n2', '\t1']) {
      expect(() => csvFigure(text), text).toThrow(RangeError);
    }
  });

  it('any text reads back inert, and as itself but for the apostrophe put before a formula', () => {
    fc.assert(
      fc.property(anyText, anyText, (first, second) => {
        const [record] = readBack(csvLine([first, second]));
        expect(record).toHaveLength(2);
        for (const [index, text] of [first, second].entries()) {
          const field = record?.[index] ?? '';
          expect(startsAsFormula(field)).toBe(false);
          expect(field).toBe(startsAsFormula(text) ? `'${text}` : text);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('any finite number reads back as the same number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (value) => {
        const [[field = ''] = []] = readBack(csvLine([value]));
        expect(Number(field)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

/*
 * The one CSV encoder: the web's table export, the cli's `--csv` and the platform's reports write through it.
 * RFC 4180 (quoted where needed, lines ended by CRLF), guarded against CSV injection (OWASP) by the cell's type.
 */

/**
 * One CSV cell, typed by what it holds; the type decides how it is written.
 *
 * - `string`: **text**. Text a spreadsheet would run as a formula, whose first character is `=`, `+`, `-`, `@`, a
 *   tab or a carriage return, is neutralised as OWASP's CSV injection guidance says: a `'` before it and the cell
 *   quoted (its double quotes doubled), so `=HYPERLINK("http://evil.example","x")` is written
 *   `"'=HYPERLINK(""http://evil.example"",""x"")"` and a spreadsheet shows it as text. Whatever a person typed
 *   (names, references, e-mail addresses) is text, and so is anything not known to be a number.
 * - `number`, `bigint`: **a number**, written as JavaScript writes it (`-500`, `12.5`) and never prefixed, so a
 *   spreadsheet reads `-500` as minus five hundred: amounts in minor units stay exact and numeric. A number that is
 *   not finite (NaN, Infinity) is written as text.
 * - `CsvFigure` (`csvFigure('-12.30')`): **a figure**, text the program wrote from numbers, written exactly as it is
 *   and never prefixed. For amounts whose digits matter ('12.30' is not 12.3) or that carry their currency.
 * - `boolean`: `true` or `false`.
 * - `null`, `undefined`: an empty cell.
 */
export type CsvValue = string | number | bigint | boolean | null | undefined | CsvFigure;

/** The first characters that make a spreadsheet read a cell as a formula (OWASP: `=`, `+`, `-`, `@`, tab, CR). */
const formulaLeads = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * What a figure may not hold: a formula's start (`=`, `+`, `@`), a call (`(`, `)`), a link to another program or
 * sheet (`|`, `!`), a quote or a line break. A figure may start with '-' (a negative amount), and nothing it holds
 * can call a function.
 */
const unsafeInFigure = /[=+@()|!"'\t\r\n]/;

/**
 * Text the program wrote from numbers, never from what a person typed: an amount in major units kept to its digits
 * ('-12.30'), minor units with their currency ('-500 EUR'), an amount formatted for reading ('-€5.00', '€ 1.234,56').
 * Written as it is, never prefixed (see `CsvValue`). Made by `csvFigure(text)`.
 */
export class CsvFigure {
  readonly text: string;

  /** Throws a RangeError for text with no digit or with a character a formula needs (`unsafeInFigure`). */
  constructor(text: string) {
    if (!/\d/.test(text) || unsafeInFigure.test(text)) throw new RangeError(`Not a figure: ${JSON.stringify(text)}`);
    this.text = text;
  }

  /** The figure's text, so a terminal or a template shows it as it is. */
  toString(): string {
    return this.text;
  }
}

/**
 * A figure: text the program wrote from numbers (see `CsvValue`). Never wrap anything a person typed: pass it as a
 * string, which is neutralised. Throws a RangeError for text with no digit or with a character a formula needs.
 */
export const csvFigure = (text: string): CsvFigure => new CsvFigure(text);

/** RFC 4180: a field holding a comma, a double quote, CR or LF is quoted, its double quotes doubled. */
const quotedIfNeeded = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Text as a cell: neutralised (`'` first, always quoted) when a spreadsheet would run it as a formula. */
function textField(text: string): string {
  return formulaLeads.has(text.charAt(0)) ? `"'${text.replaceAll('"', '""')}"` : quotedIfNeeded(text);
}

/** One field of a line, written by its type (see `CsvValue`): text neutralised, numbers and figures as they are. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return textField(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : textField(String(value));
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return quotedIfNeeded(value.text);
}

/** One CSV line: the fields by `csvField`, separated by commas, ended by CRLF. For files written as rows arrive. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** RFC 4180 CSV guarded against formulas: the header line, then one line per row, every line ended by CRLF. */
export function encodeCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

/**
 * A cell as a screen or a terminal shows it, with nothing of CSV: a figure's text, a number's digits, text as it is
 * (never prefixed), nothing for an empty cell.
 */
export function cellText(value: CsvValue): string {
  return value === null || value === undefined ? '' : String(value);
}

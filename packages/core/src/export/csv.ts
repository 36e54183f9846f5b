/** One CSV cell: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | boolean | null | undefined;

/** A field quoted when RFC 4180 requires it: a comma, a double quote, CR or LF; quotes inside are doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV: the header line, then one line per row, every line ended by CRLF. */
export function encodeCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((line) => `${line.map(csvField).join(',')}\r\n`).join('');
}

import { formatMoney } from '@ops/core/money';
import type { Locales } from '@ops/locales';
import type { DocumentFilter } from './machine-printer.ts';

/** The units `timeago` speaks in, each with its length in seconds, the largest first. */
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** A moment as time from `now` in the reader's language ('3 hours ago', '3 uur geleden'); anything else as it is. */
export function timeAgo(value: unknown, locale: Locales, now = Date.now()): string {
  const moment = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(moment)) return value === null || value === undefined ? '' : String(value);
  const seconds = Math.round((moment - now) / 1000);
  const [unit, size] = units.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

/** Rows `tablerow` wrote, each replaced by its cells padded to the widest of its column once the output is done. */
function alignedRows(text: string, rows: readonly string[][]): string {
  const widths: number[] = [];
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.length);
  return text.replace(/\uE000(\d+)\uE000/g, (_, index: string) =>
    (rows[Number(index)] ?? [])
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * Compiles a `--template` (Handlebars, handlebarsjs.com; nothing HTML-escaped), loaded only when it is given, with
 * the helpers `tablerow` (its arguments as one row of a table whose columns line up across the whole output),
 * `timeago` (a timestamp as time ago, in the reader's language) and `money` (an amount in minor units and its
 * currency as the screens show it). A wrong template throws here, before any call.
 */
export async function compileTemplate(source: string, locale: Locales): Promise<DocumentFilter> {
  const { default: handlebars } = (await import('handlebars/dist/cjs/handlebars.js')) as {
    default: typeof import('handlebars');
  };
  const engine = handlebars.create();
  let rows: string[][] = [];
  /** A helper's own arguments: Handlebars hands it an options object last. */
  const argumentsOf = (received: unknown[]) => received.slice(0, -1);
  engine.registerHelper('tablerow', (...received: unknown[]) => {
    rows.push(argumentsOf(received).map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
    return `\uE000${rows.length - 1}\uE000\n`;
  });
  engine.registerHelper('timeago', (value: unknown) => timeAgo(value, locale));
  engine.registerHelper('money', (amount: unknown, currency: unknown) =>
    typeof amount === 'number' && typeof currency === 'string' ? formatMoney(amount, currency, locale) : '',
  );
  const template = engine.compile(source, { noEscape: true, strict: false });
  // Compiling is lazy in Handlebars: rendering nothing once finds a wrong template now.
  template([]);
  return (document) => {
    rows = [];
    return alignedRows(template(document), rows);
  };
}

import { once } from 'node:events';
import { type Command, Option } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { usageError } from '../cli-error.ts';
import { translationsFor } from '../cli-locale.ts';
import { createMachinePrinter, type MachinePrinting } from '../output/machine-printer.ts';
import { createRowPrinter, type OutputColumn, outputFormatOf } from '../output/row-printer.ts';

/** How a list or a record is printed. */
export interface FormatFlags {
  /** `--json`, or on a list `--json FIELDS`: the fields, comma-separated. */
  json?: boolean | string;
  /** `--jsonl`, or on a list `--jsonl FIELDS`. */
  jsonl?: boolean | string;
  csv?: boolean;
  /** `--jq EXPR` on a list, over its `--json` document. */
  jq?: string;
  /** `--template TEMPLATE` on a list, over its `--json` document (Handlebars). */
  template?: string;
  raw?: boolean;
  /** Set for CSV: English headers, an amount as its minor units with its currency in a column of its own. */
  machine?: boolean;
}

export interface ListFlags extends FormatFlags {
  page?: string;
  limit?: string;
  all?: boolean;
}

/** The rows per page `--all` asks for, unless the call allows fewer. */
const streamPageSize = 1_000;

/**
 * `--json`, `--jsonl`, `--csv` (one at most) and `--raw`; with `fields` (a list of core's columns) `--json FIELDS`,
 * `--jsonl [FIELDS]`, `--jq EXPR` and `--template TEMPLATE` (`machine-output.ts`).
 */
export function withFormatOptions(command: Command, context: CliContext, fields = false): Command {
  const labels = context.t.cli.options;
  const picks = context.t.cli.fields;
  const json = fields ? new Option('--json [fields]', picks.json()) : new Option('--json', labels.json());
  const jsonl = fields ? new Option('--jsonl [fields]', picks.jsonl()) : new Option('--jsonl', labels.jsonl());
  command
    .addOption(json.conflicts(['jsonl', 'csv']))
    .addOption(jsonl.conflicts(['json', 'csv']))
    .addOption(new Option('--csv', labels.csv()).conflicts(['json', 'jsonl']));
  if (fields) {
    command
      .addOption(new Option('--jq <expression>', picks.jq()).conflicts('template'))
      .option('--template <text>', picks.template());
  }
  return command.option('--raw', labels.raw());
}

/** `--page`, `--limit`, `--all` and the output formats, on a list command (`fields`: see `withFormatOptions`). */
export function withListOptions(command: Command, context: CliContext, fields = false): Command {
  const labels = context.t.cli.options;
  return withFormatOptions(
    command
      .option('--page <n>', labels.page(), '1')
      .option('--limit <n>', labels.limit(), '25')
      .option('--all', labels.all()),
    context,
    fields,
  );
}

function positive(context: CliContext, value: string | undefined, name: string, fallback: number): number {
  const text = value ?? String(fallback);
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw usageError(context.t.cli.usage.wholeNumber({ option: `--${name}`, value: text }));
  }
  return Number(text);
}

/**
 * CSV is for scripts: its headers and amounts must not change with the language. A run that prints CSV names its
 * columns in English and writes amounts in minor units with their currency (`machine`); its messages keep the
 * user's language (runCli says them with the translations it started with).
 */
export function useMachineWords(context: CliContext, flags: FormatFlags): void {
  if (!flags.csv) return;
  context.t = translationsFor('en');
  context.locale = 'en';
  flags.machine = true;
}

/** Prints a list's pages as they come; `table` says 'Page 1 of 4 …' on standard error when there are more. */
export interface ListPrinter<Row> {
  page(rows: readonly Row[]): void;
  end(): void;
  table: boolean;
}

/** A list printed as its columns: the aligned table, `--json`, `--jsonl` (the platform's objects) or `--csv`. */
export function columnPrinterOf<Row>(
  context: CliContext,
  flags: FormatFlags,
  columns: readonly OutputColumn<Row>[],
): ListPrinter<Row> {
  const { stdout } = context.io;
  const format = outputFormatOf(flags);
  const width = stdout.isTTY ? (stdout as { columns?: number }).columns : undefined;
  const printer = createRowPrinter((chunk) => stdout.write(chunk), format, columns, width);
  return { page: printer.page, end: () => printer.end(context.t.cli.lists.empty()), table: format === 'table' };
}

/** A list printed for scripts: its machine records (`machine-output.ts`). */
export function machinePrinterOf<Row>(context: CliContext, printing: MachinePrinting<Row>): ListPrinter<Row> {
  const printer = createMachinePrinter((chunk) => context.io.stdout.write(chunk), printing);
  return { page: printer.page, end: printer.end, table: false };
}

/**
 * Prints one page of a list, or with `--all` every page in turn: at most the page being printed and the next one
 * are held, so a list of any length streams in flat memory. The next page is asked for before the current one is
 * printed, so the platform works on it meanwhile; each fetch after the first is handed the previous page's last
 * row, so a list with keyset paging can start after it instead of skipping rows.
 */
export async function printList<Row>(
  context: CliContext,
  flags: ListFlags,
  printer: ListPrinter<Row>,
  fetchPage: (page: number, limit: number, previous?: Row) => Promise<{ elements: readonly Row[]; totalCount: number }>,
  allPageSize = streamPageSize,
): Promise<void> {
  const { stdout, stderr } = context.io;
  if (!flags.all) {
    const page = positive(context, flags.page, 'page', 1);
    const limit = positive(context, flags.limit, 'limit', 25);
    const { elements, totalCount } = await fetchPage(page, limit);
    printer.page(elements);
    const pages = Math.ceil(totalCount / limit);
    // Said on standard error, so the rows on standard output stay the rows.
    if (printer.table && page < pages) {
      stderr.write(`${context.t.cli.lists.more({ page, pages, total: totalCount, next: page + 1 })}\n`);
    }
  } else {
    let next = fetchPage(1, allPageSize);
    for (let page = 1, seen = 0; ; page += 1) {
      const { elements, totalCount } = await next;
      seen += elements.length;
      const more = elements.length > 0 && seen < totalCount;
      if (more) {
        next = fetchPage(page + 1, allPageSize, elements.at(-1));
        // Its failure is reported when it is awaited, after this page is printed.
        next.catch(() => undefined);
      }
      printer.page(elements);
      // Wait for a slow reader before taking the next page, so memory stays flat however long the list.
      if ((stdout as { writableNeedDrain?: boolean }).writableNeedDrain) await once(stdout, 'drain');
      if (!more) break;
    }
  }
  printer.end();
}

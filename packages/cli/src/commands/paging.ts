import { once } from 'node:events';
import { type Command, Option } from 'commander';
import type { CliContext } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import { createRowPrinter, type OutputColumn, outputFormatOf } from '../output/row-printer.ts';

/** How a list or a record is printed. */
export interface FormatFlags {
  json?: boolean;
  jsonl?: boolean;
  csv?: boolean;
  raw?: boolean;
}

export interface ListFlags extends FormatFlags {
  page?: string;
  limit?: string;
  all?: boolean;
}

/** The rows per page `--all` asks for, unless the call allows fewer. */
const streamPageSize = 1_000;

/** `--json`, `--jsonl`, `--csv` (one at most) and `--raw`. */
export function withFormatOptions(command: Command, context: CliContext): Command {
  const labels = context.t.cli.options;
  return command
    .addOption(new Option('--json', labels.json()).conflicts(['jsonl', 'csv']))
    .addOption(new Option('--jsonl', labels.jsonl()).conflicts(['json', 'csv']))
    .addOption(new Option('--csv', labels.csv()).conflicts(['json', 'jsonl']))
    .option('--raw', labels.raw());
}

/** `--page`, `--limit`, `--all` and the output formats, on a list command. */
export function withListOptions(command: Command, context: CliContext): Command {
  const labels = context.t.cli.options;
  return withFormatOptions(
    command
      .option('--page <n>', labels.page(), '1')
      .option('--limit <n>', labels.limit(), '25')
      .option('--all', labels.all()),
    context,
  );
}

function positive(value: string | undefined, name: string, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1) throw new CliError(`--${name}: ${value}`);
  return number;
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
  columns: readonly OutputColumn<Row>[],
  fetchPage: (page: number, limit: number, previous?: Row) => Promise<{ elements: readonly Row[]; totalCount: number }>,
  allPageSize = streamPageSize,
): Promise<void> {
  const printer = createRowPrinter((chunk) => context.io.stdout.write(chunk), outputFormatOf(flags), columns);
  if (!flags.all) {
    const { elements } = await fetchPage(positive(flags.page, 'page', 1), positive(flags.limit, 'limit', 25));
    printer.page(elements);
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
      const { stdout } = context.io;
      if ((stdout as { writableNeedDrain?: boolean }).writableNeedDrain) await once(stdout, 'drain');
      if (!more) break;
    }
  }
  printer.end(context.t.cli.lists.empty());
}

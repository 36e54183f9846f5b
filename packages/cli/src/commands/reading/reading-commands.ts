import type { ServiceClients } from '@ops/core/api';
import type { ListQueryFields } from '@ops/core/list-query';
import { type ListColumn, machineFieldsOf } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { RecordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import { listFields } from '../list-fields.ts';
import { machinePrintingOf } from '../machine-output.ts';
import {
  columnPrinterOf,
  type FormatFlags,
  type ListFlags,
  machinePrinterOf,
  printList,
  useMachineWords,
  withListOptions,
} from '../paging.ts';
import { checkQueryFlag, type QueryFlags, withQueryOption } from './list-query-option.ts';
import {
  outputColumnsOf,
  printShown,
  type ScopeFlags,
  showCommand,
  withExamples,
  withScopeOptions,
} from './read-helpers.ts';
import { applySavedView, type ListViews, type ViewFlags, withViewOption } from './saved-view-option.ts';

/** One page of a list as the platform answers it. */
type ListPage<Row> = Promise<{ elements: readonly Row[]; totalCount: number }>;

/** What `ops <noun> list` shows and how it asks for it. */
export interface ListCommand<Row, Flags> {
  /** The verb, 'list' unless given: `ops kyc-checks history <seller>`. */
  verb?: string;
  description: string;
  examples: readonly string[];
  columns: readonly ListColumn<Row>[];
  /** The list's own options, e.g. `--status`. */
  filters?: (command: Command) => Command;
  /** The fields of the list's query language: the list takes `--query` (handed to `fetchPage` in `flags.query`). */
  queryFields?: ListQueryFields;
  /** Its saved views: the list takes `--view NAME` (its query and filters where no flag was given). */
  views?: ListViews<Flags>;
  /** Its arguments, e.g. `ops audit <entityType> <entityId>`: what the list is of, handed to `fetchPage` in order. */
  arguments?: readonly { name: string; description: string }[];
  /** The group's default command: `ops audit accountHolder AH-1` runs `ops audit list accountHolder AH-1`. */
  isDefault?: boolean;
  /** Takes `--merchant`/`--division` (a list of a division, or of every merchant); true unless said. */
  scoped?: boolean;
  /** One page; `previous` is the last row before it when `--all` streams, for a list that pages by keyset. */
  fetchPage(
    clients: ServiceClients,
    flags: Flags,
    page: number,
    limit: number,
    previous?: Row,
    args?: readonly string[],
  ): ListPage<Row>;
}

/**
 * `ops <noun> list`: `--page`, `--limit`, `--all`, the output formats, `--merchant`/`--division` and the list's own
 * filters, printed with core's columns.
 */
export function addListCommand<Row, Flags extends ListFlags & ScopeFlags>(
  group: Command,
  context: CliContext,
  list: ListCommand<Row, Flags>,
): void {
  const listed = group
    .command(list.verb ?? 'list', { isDefault: list.isDefault ?? false })
    .description(list.description);
  for (const argument of list.arguments ?? []) listed.argument(`<${argument.name}>`, argument.description);
  const withOptions = withListOptions(listed, context, true);
  listFields.set(listed, machineFieldsOf(list.columns));
  const scoped = list.scoped === false ? withOptions : withScopeOptions(withOptions, context);
  const queried = list.queryFields ? withQueryOption(scoped, context, list.queryFields) : scoped;
  const command = list.views ? withViewOption(queried, context) : queried;
  withExamples(list.filters ? list.filters(command) : command, context, list.examples).action(
    async (...received: unknown[]) => {
      const args = received.slice(0, list.arguments?.length ?? 0) as string[];
      const flags = received[args.length] as Flags & QueryFlags & ViewFlags;
      if (list.queryFields) checkQueryFlag(context, list.queryFields, flags);
      useMachineWords(context, flags);
      const machine = await machinePrintingOf(context, flags, list.columns);
      const printer = machine
        ? machinePrinterOf(context, machine)
        : columnPrinterOf(context, flags, outputColumnsOf(context, flags, list.columns));
      // Signed in only when the first page (or the view) is asked for: a wrong option is said before a missing session.
      let clients: ServiceClients | undefined;
      if (list.views && flags.view !== undefined) {
        clients = clientsOf(context, undefined);
        await applySavedView(context, clients, list.views, flags);
        if (list.queryFields) checkQueryFlag(context, list.queryFields, flags);
      }
      await printList(context, flags, printer, (page, limit, previous) => {
        clients ??= clientsOf(context, undefined);
        return list.fetchPage(clients, flags, page, limit, previous, args);
      });
    },
  );
}

/** A shown record: its fields, the whole answer (`--json`) and its lists. */
export interface ShownRecord<Row> {
  fields: readonly OutputColumn<Row>[];
  row: Row;
  document: unknown;
  sections?: readonly RecordSection[];
}

/** What `ops <noun> show <code>` shows. */
export interface ShowCommand<Row> {
  description: string;
  examples: readonly string[];
  /** Takes `--merchant`/`--division` (a record of the bound division). */
  scoped?: boolean;
  record(clients: ServiceClients, code: string, flags: FormatFlags & ScopeFlags): Promise<ShownRecord<Row>>;
}

/** `ops <noun> show <code>` with the output formats. */
export function addShowCommand<Row>(group: Command, context: CliContext, show: ShowCommand<Row>): void {
  const command = showCommand(group, context, show.description);
  withExamples(show.scoped ? withScopeOptions(command, context) : command, context, show.examples).action(
    async (code: string, flags: FormatFlags & ScopeFlags) => {
      useMachineWords(context, flags);
      const clients = clientsOf(context, undefined);
      printShown(context, flags, await show.record(clients, code, flags));
    },
  );
}

import { type SavedView, savedViewLists } from '@ops/core/contract';
import { savedViewColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import { type CliContext, scopeOf } from '../../cli-context.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import { outputColumnsOf, type ScopeFlags } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';
import { findSavedView, savedViewListOf } from './saved-view-lookup.ts';

interface ViewListFlags extends ListFlags, ScopeFlags {
  list?: string;
}

/** A view's fields on `show`: the list's columns, then what it restores besides its query. */
function viewFields(context: CliContext, flags: FormatFlags): OutputColumn<SavedView>[] {
  const labels = context.t.savedViews.cli.columns;
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return [
    ...outputColumnsOf(context, flags, savedViewColumns),
    { header: labels.filters(), value: (view) => json(view.state.filters) },
    { header: labels.columns(), value: (view) => json(view.state.columns) },
    { header: labels.sort(), value: (view) => json(view.state.sort) },
    { header: labels.density(), value: (view) => view.state.density ?? null },
    { header: labels.pageSize(), value: (view) => view.state.pageSize ?? null },
  ];
}

/**
 * `ops views list [--list NAME]` and `ops views show NAME`: the saved views of the lists the account sees (its own
 * and the shared ones; with a bound division its views and those across, else every scope). Views are saved in the
 * web; `ops views delete` is `commands/view-delete.ts`, `--view NAME` on the list commands `reading-commands.ts`.
 */
export function registerViewCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const views = group('views');

  addListCommand(views, context, {
    description: t.savedViews.cli.list(),
    examples: ['ops views list', 'ops views list --list payoutRequests --json id,name,owner'],
    columns: savedViewColumns,
    filters: (command) =>
      command.option('--list <name>', t.savedViews.cli.listOption({ lists: savedViewLists.join(', ') })),
    fetchPage: async (clients, flags: ViewListFlags, page, limit) => {
      const list = savedViewListOf(context, flags.list);
      const { elements } = await clients.savedViews.listSavedViews({
        query: { ...(list ? { list } : {}), ...(scopeOf(context, flags) ?? {}) },
      });
      return { elements: elements.slice((page - 1) * limit, page * limit), totalCount: elements.length };
    },
  });

  addShowCommand(views, context, {
    description: t.savedViews.cli.show(),
    examples: ["ops views show 'Failed payouts this week'", 'ops views show 12 --json'],
    scoped: true,
    async record(clients, name, flags) {
      const view = await findSavedView(context, clients, name, { scope: scopeOf(context, flags) });
      return { fields: viewFields(context, flags), row: view, document: view };
    },
  });
}

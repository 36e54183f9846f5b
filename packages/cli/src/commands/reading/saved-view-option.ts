import type { ServiceClients } from '@ops/core/api';
import type { SavedViewList } from '@ops/core/contract';
import type { Command } from 'commander';
import { type CliContext, scopeOf } from '../../cli-context.ts';
import { optional, type ScopeFlags } from './read-helpers.ts';
import { findSavedView } from './saved-view-lookup.ts';

/** The flag of every list with saved views: `--view 'Failed payouts this week'`. */
export interface ViewFlags {
  view?: string;
}

/** A list's saved views: its key among core's lists, and its filter parameters (as the web's address holds them) as flags. */
export interface ListViews<Flags> {
  list: SavedViewList;
  /** The view's filters as the list's flags, e.g. `{ status: 'FAILED' }` → `{ status: 'FAILED' }`. */
  flagsOf?: (filters: Readonly<Record<string, string>>) => Partial<Flags>;
}

/**
 * The flags of a view's filters for a list whose older web links filtered by `status` (one of `statuses`, else none)
 * and `search`: `--status` and `--search` (as the web's `statusAndSearchQuery` reads them into its query).
 */
export const statusAndSearchFlags =
  <Status extends string>(statuses: readonly Status[]) =>
  (filters: Readonly<Record<string, string>>): { status?: Status; search?: string } => ({
    ...optional(
      'status',
      statuses.find((status) => status === filters.status),
    ),
    ...optional('search', filters.search),
  });

/** `--view <name>`. */
export function withViewOption(command: Command, context: CliContext): Command {
  return command.option('--view <name>', context.t.savedViews.cli.viewOption());
}

/**
 * Applies `--view NAME` to the flags: the view's query and filters, and its merchant and division when none is
 * bound, wherever the command line gave none (flags given win). The view is found as `ops views show` finds it.
 */
export async function applySavedView<Flags extends ViewFlags & ScopeFlags & { query?: string }>(
  context: CliContext,
  clients: ServiceClients,
  views: ListViews<Flags>,
  flags: Flags,
): Promise<void> {
  if (flags.view === undefined) return;
  const scope = scopeOf(context, flags);
  const view = await findSavedView(context, clients, flags.view, { list: views.list, scope });
  const fromView: Partial<Flags> = {
    ...(view.state.query ? { query: view.state.query } : {}),
    ...views.flagsOf?.(view.state.filters ?? {}),
    ...(!scope && view.merchantCode && view.divisionCode
      ? { merchant: view.merchantCode, division: view.divisionCode }
      : {}),
  } as Partial<Flags>;
  for (const [key, value] of Object.entries(fromView) as [keyof Flags, Flags[keyof Flags]][]) {
    if (flags[key] === undefined && value !== undefined) flags[key] = value;
  }
}

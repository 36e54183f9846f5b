import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { type SavedView, type SavedViewList, savedViewLists } from '@ops/core/contract';
import type { CliContext } from '../../cli-context.ts';
import { CliError, usageError } from '../../cli-error.ts';

/** `--list NAME`: one of core's saved view lists, else a usage error naming them. */
export function savedViewListOf(context: CliContext, list: string | undefined): SavedViewList | undefined {
  if (list === undefined) return undefined;
  const known = savedViewLists.find((candidate) => candidate === list);
  if (!known) throw usageError(context.t.savedViews.cli.unknownList({ list, lists: savedViewLists.join(', ') }));
  return known;
}

/** How close a view of the name is to what was meant: one's own before a shared one, the division's before across. */
const rank = (view: SavedView) => (view.mine ? 0 : 2) + (view.divisionCode ? 0 : 1);

/**
 * The saved view a name (or its number, as `ops views list` shows it) means, among those the account sees of the
 * list (any list when none is given) in the scope (its views and those across; every scope when none): one's own
 * first, a view of the division before one across. Several equally close (two colleagues' shared views of one name)
 * are a failure naming their owners; none is 'No saved view named …'.
 */
export async function findSavedView(
  context: CliContext,
  clients: ServiceClients,
  name: string,
  where: { list?: SavedViewList | undefined; scope?: MerchantScope | undefined },
): Promise<SavedView> {
  const query = { ...(where.list ? { list: where.list } : {}), ...(where.scope ?? {}) };
  const { elements } = await clients.savedViews.listSavedViews({ query: { ...query, name } });
  const closest = Math.min(...elements.map(rank));
  const candidates = elements.filter((view) => rank(view) === closest);
  const [only, ...others] = candidates;
  if (only && others.length === 0) return only;
  const { cli } = context.t.savedViews;
  if (only) throw new CliError(cli.ambiguous({ name, owners: candidates.map((view) => view.owner).join(', ') }));
  if (/^\d+$/.test(name)) {
    const { elements: every } = await clients.savedViews.listSavedViews({ query });
    const numbered = every.find((view) => view.id === Number(name));
    if (numbered) return numbered;
  }
  throw new CliError(
    where.list ? cli.notFoundOfList({ name, list: context.t.savedViews.lists[where.list]() }) : cli.notFound({ name }),
  );
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { ServiceClients } from '@ops/core/api';
import { type ActivityPage, type ActivityQuery, type AuditEvent, activitySources } from '@ops/core/contract';
import { activityQueryFields } from '@ops/core/list-query';
import { activityColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { usageError } from '../../cli-error.ts';
import { createRowPrinter, outputFormatOf } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import { type ListFlags, useMachineWords, withFormatOptions } from '../paging.ts';
import { checkQueryFlag, type QueryFlags, withQueryOption } from './list-query-option.ts';
import {
  optional,
  outputColumnsOf,
  type ScopeFlags,
  scopeQuery,
  withExamples,
  withScopeOptions,
} from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

interface ActivityFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
  actor?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  source?: ActivityQuery['source'];
  from?: string;
  to?: string;
  before?: string;
  allMerchants?: boolean;
}

/** `--before`: an entry id, a whole number. */
function entryId(context: CliContext, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw usageError(context.t.cli.usage.wholeNumber({ option: '--before', value: text }));
  }
  return Number(text);
}

/** The feed's filters from the flags: the bound merchant and division unless `--all-merchants`. */
function filtersOf(context: CliContext, flags: ActivityFlags): ActivityQuery {
  return {
    ...(flags.allMerchants ? {} : scopeQuery(context, flags)),
    ...optional('actor', flags.actor),
    ...optional('entityType', flags.entityType),
    ...optional('entityId', flags.entityId),
    ...optional('action', flags.action),
    ...optional('source', flags.source),
    ...optional('from', flags.from),
    ...optional('to', flags.to),
    ...optional('query', flags.query),
  };
}

/** A day of the web's date range (an ISO day, UTC) as the feed's moment: its first or its last millisecond. */
const dayMoment = (day: string | undefined, end: 'start' | 'end') =>
  day && `${day}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;

/**
 * The web's activity filters of an older link (and of a view saved from one) as flags: the person, the object's type
 * and code, the kind, the source, the days, and every merchant's changes (`scope=all`).
 */
function activityFlagsOf(filters: Readonly<Record<string, string>>): Partial<ActivityFlags> {
  return {
    ...optional('actor', filters.actor),
    ...optional('entityType', filters.entityType),
    ...optional('entityId', filters.entityId),
    ...optional('action', filters.action),
    ...optional(
      'source',
      activitySources.find((source) => source === filters.source),
    ),
    ...optional('from', dayMoment(filters.from, 'start')),
    ...optional('to', dayMoment(filters.to, 'end')),
    ...(filters.scope === 'all' ? { allMerchants: true } : {}),
  };
}

function withActivityFilters(command: Command, context: CliContext): Command {
  const words = context.t.cli.activity;
  return command
    .option('--actor <email>', words.actor())
    .option('--entity-type <type>', words.entityType())
    .option('--entity-id <code>', words.entityId())
    .option('--action <routeId>', words.action())
    .option('--source <source>', words.source())
    .option('--from <time>', words.from())
    .option('--to <time>', words.to())
    .option('--all-merchants', words.allMerchants());
}

/**
 * A page of the feed as `printList` pages: the feed pages back by entry id, so page n follows `next` n − 1 times
 * (or starts after the previous page's last row when `--all` streams). It has no total: "more" is one beyond.
 */
async function feedPage(
  clients: ServiceClients,
  query: ActivityQuery,
  page: number,
  limit: number,
  previous: AuditEvent | undefined,
): Promise<{ elements: AuditEvent[]; totalCount: number }> {
  let before = previous?.id ?? query.before;
  let answer: ActivityPage = { elements: [], next: null };
  for (let step = previous ? page : 1; step <= page; step += 1) {
    answer = await clients.audit.listActivity({ query: { ...query, limit, ...optional('before', before) } });
    if (answer.next === null && step < page) return { elements: [], totalCount: 0 };
    before = answer.next ?? undefined;
  }
  const seenBefore = (page - 1) * limit;
  return { elements: answer.elements, totalCount: seenBefore + answer.elements.length + (answer.next ? 1 : 0) };
}

/** `ops activity list` and `ops activity tail`: every audited change, who, what, where from and why. */
export function registerActivityCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const activity = group('activity');

  addListCommand<AuditEvent, ActivityFlags>(activity, context, {
    description: t.cli.activity.list(),
    examples: [
      'ops activity list --actor oscar@sandbox.test',
      'ops activity list --entity-type balanceTransfer --source CLI --all --csv',
      'ops activity list --all-merchants --from 2026-12-01T00:00:00Z',
      "ops activity list --query 'who:oscar* source:cli,api when>-7d type:balanceTransfer'",
      "ops activity list --view 'Changes from the command line'",
    ],
    columns: activityColumns,
    queryFields: activityQueryFields,
    views: { list: 'activity', flagsOf: activityFlagsOf },
    filters: (command) => withActivityFilters(command, context).option('--before <id>', t.cli.activity.before()),
    fetchPage: (clients, flags, page, limit, previous) =>
      feedPage(
        clients,
        { ...filtersOf(context, flags), ...optional('before', entryId(context, flags.before)) },
        page,
        limit,
        previous,
      ),
  });

  const tail = withActivityFilters(
    withQueryOption(
      withScopeOptions(withFormatOptions(activity.command('tail'), context), context),
      context,
      activityQueryFields,
    ),
    context,
  )
    .description(t.cli.activity.tail())
    .option('--limit <n>', t.cli.options.limit(), '10');
  withExamples(tail, context, [
    'ops activity tail',
    'ops activity tail --source WEB --jsonl',
    "ops activity tail --query 'type:balanceTransfer'",
  ]).action(async (flags: ActivityFlags) => {
    checkQueryFlag(context, activityQueryFields, flags);
    useMachineWords(context, flags);
    const clients = clientsOf(context, undefined);
    const query = filtersOf(context, flags);
    const { stdout } = context.io;
    const printer = createRowPrinter(
      (chunk) => stdout.write(chunk),
      outputFormatOf(flags),
      outputColumnsOf(context, flags, activityColumns),
    );
    // The newest few, oldest first, then whatever is written after them, as it is written.
    const newest = await clients.audit.listActivity({ query: { ...query, limit: Number(flags.limit ?? 10) } });
    const shown = [...newest.elements].reverse();
    printer.page(shown);
    // The feed is newest first by time; an entry committed late may carry an earlier time and a higher id.
    let after = Math.max(0, ...shown.map((entry) => entry.id));
    for (;;) {
      await sleep(1_000);
      const since = await clients.audit.listActivity({ query: { ...query, after, limit: 1000 } });
      if (since.elements.length === 0) continue;
      printer.page(since.elements);
      after = since.elements.at(-1)?.id ?? after;
    }
  });
}

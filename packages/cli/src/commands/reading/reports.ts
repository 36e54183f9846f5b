import { reportColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { optional, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';

/** `ops reports list`: the bound (or named) division's reports, newest first. */
export function registerReportListCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  addListCommand(group('reports'), context, {
    description: t.reports.cli.listDescription(),
    examples: ['ops reports list', 'ops reports list --type ACCOUNT_STATEMENT --status GENERATED --csv'],
    columns: reportColumns,
    filters: (command) =>
      command
        .option('--type <type>', t.reports.filters.type())
        .option('--status <status>', t.reports.filters.status())
        .option('--account <code>', t.reports.filters.account()),
    fetchPage: (
      clients,
      flags: ListFlags & ScopeFlags & { type?: string; status?: string; account?: string },
      page,
      limit,
    ) =>
      clients.invoicingReports.listReports({
        params: { ...requireScope(context, flags), type: flags.type ?? 'all' },
        query: {
          ...optional('status', flags.status as 'SCHEDULED' | 'GENERATED' | 'FAILED' | undefined),
          ...optional('virtualAccountCode', flags.account),
          page,
          limit,
        },
      }),
  });
}

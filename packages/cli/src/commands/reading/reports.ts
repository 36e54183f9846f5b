import type { ReportStatus } from '@ops/core/contract';
import { reportQueryFields } from '@ops/core/list-query';
import { reportColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import type { QueryFlags } from './list-query-option.ts';
import { optional, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

interface ReportListFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
  type?: string;
  status?: string;
  account?: string;
  from?: string;
  to?: string;
}

/** `ops reports list`: the bound (or named) division's reports, newest first. */
export function registerReportListCommand(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  addListCommand(group('reports'), context, {
    description: t.reports.cli.listDescription(),
    examples: [
      'ops reports list',
      'ops reports list --type ACCOUNT_STATEMENT --status GENERATED --csv',
      "ops reports list --query 'type:account_statement status:failed period>=-30d account:VA-00*'",
    ],
    columns: reportColumns,
    queryFields: reportQueryFields,
    // The web's report filters of an older link: `type`, `status`, `from`, `to` and `account`.
    views: {
      list: 'reports',
      flagsOf: (filters) => ({
        ...optional('type', filters.type),
        ...optional('status', filters.status),
        ...optional('account', filters.account),
        ...optional('from', filters.from),
        ...optional('to', filters.to),
      }),
    },
    filters: (command) =>
      command
        .option('--type <type>', t.reports.filters.type())
        .option('--status <status>', t.reports.filters.status())
        .option('--account <code>', t.reports.filters.account())
        .option('--from <day>', t.reports.cli.periodFrom())
        .option('--to <day>', t.reports.cli.periodTo()),
    fetchPage: (clients, flags: ReportListFlags, page, limit) =>
      clients.invoicingReports.listReports({
        params: { ...requireScope(context, flags), type: flags.type ?? 'all' },
        query: {
          ...optional('status', flags.status as ReportStatus | undefined),
          ...optional('virtualAccountCode', flags.account),
          ...optional('from', flags.from),
          ...optional('to', flags.to),
          ...optional('query', flags.query),
          page,
          limit,
        },
      }),
  });
}

import type { ExceptionReason, PspReportItem, PspReportStatus } from '@ops/core/contract';
import { pspLineQueryFields } from '@ops/core/list-query';
import { pspReportCandidateColumns, pspReportColumns, pspReportItemExceptionColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { integrationViewFlags } from './integration-view-flags.ts';
import type { QueryFlags } from './list-query-option.ts';
import { optional, requireScope, type ScopeFlags, scopeQuery } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

type PspReportListFlags = ListFlags &
  ScopeFlags &
  QueryFlags &
  ViewFlags & {
    status?: PspReportStatus;
    type?: PspReportItem['type'];
    integrationCode?: string;
    executionId?: string;
    workbench?: boolean;
  };

/**
 * `ops psp-reports list`: the PSP integration list (psp-reports/search), by status, type, integration, report and a
 * query (`--query`, `--view`);
 * `ops psp-reports candidates ITEM`: the workbench's candidates of an unmatched item in the bound division, best
 * first (one page);
 * `ops psp-reports exceptions`: the division's exceptions queue, by reason.
 */
export function registerPspReportCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  addListCommand(group('psp-reports'), context, {
    description: t.pspReports.cli.list(),
    examples: [
      'ops psp-reports list --status FAILED',
      'ops psp-reports list --execution-id PX-12345 --json',
      'ops psp-reports list --workbench',
      "ops psp-reports list --query 'status:failed,unallocated amount>=1000 settled>-7d reference:PSP-00*'",
    ],
    columns: pspReportColumns,
    queryFields: pspLineQueryFields,
    views: { list: 'pspLines', flagsOf: (filters) => integrationViewFlags(filters) },
    filters: (command) =>
      command
        .option('--status <status>', t.cli.lists.status())
        .option('--type <type>', t.bankIntegration.filters.type())
        .option('--integration-code <code>', t.pspReports.cli.integrationCode())
        .option('--execution-id <code>', t.pspReports.cli.executionId())
        .option('--workbench', t.pspReports.cli.workbench()),
    fetchPage: (clients, flags: PspReportListFlags, page, limit) =>
      clients.pspAdapter.searchPspReports({
        query: { ...optional('query', flags.query), page, limit },
        body: {
          filter: {
            ...scopeQuery(context, flags),
            ...optional('status', flags.status),
            ...optional('type', flags.type),
            ...optional('integrationCode', flags.integrationCode),
            ...optional('executionId', flags.executionId),
            ...optional('workbench', flags.workbench),
          },
        },
      }),
  });

  addListCommand(group('psp-reports'), context, {
    verb: 'candidates',
    arguments: [{ name: 'item', description: t.pspReports.cli.item() }],
    description: t.pspReports.cli.candidates(),
    examples: ['ops psp-reports candidates PR-12345', 'ops psp-reports candidates PR-12345 --json'],
    columns: pspReportCandidateColumns,
    async fetchPage(clients, flags: ListFlags & ScopeFlags, page, _limit, _previous, args) {
      if (page > 1) return { elements: [], totalCount: 0 };
      const { candidates } = await clients.pspAdapter.listPspReportCandidates({
        params: { ...requireScope(context, flags), reportItemCode: args?.[0] ?? '' },
      });
      return { elements: candidates, totalCount: candidates.length };
    },
  });

  addListCommand(group('psp-reports'), context, {
    verb: 'exceptions',
    description: t.pspReports.cli.exceptions(),
    examples: ['ops psp-reports exceptions', 'ops psp-reports exceptions --reason ONE_CANDIDATE --csv'],
    columns: pspReportItemExceptionColumns,
    filters: (command) => command.option('--reason <reason>', t.reconciliation.exceptions.cli.reason()),
    fetchPage: (clients, flags: ListFlags & ScopeFlags & { reason?: ExceptionReason }, page, limit) =>
      clients.pspAdapter.listPspReportItemExceptions({
        params: requireScope(context, flags),
        query: { ...optional('reason', flags.reason), page, limit },
      }),
  });
}

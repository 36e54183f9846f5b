import type { BankLineStatus, BankLineType, ExceptionReason } from '@ops/core/contract';
import { bankLineQueryFields } from '@ops/core/list-query';
import { bankLineCandidateColumns, bankLineColumns, bankLineExceptionColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import { type CliContext, scopeOf } from '../../cli-context.ts';
import type { ListFlags } from '../paging.ts';
import { integrationViewFlags } from './integration-view-flags.ts';
import type { QueryFlags } from './list-query-option.ts';
import { optional, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

type BankLineListFlags = ListFlags &
  ScopeFlags &
  QueryFlags &
  ViewFlags & {
    status?: BankLineStatus;
    type?: BankLineType;
    fileCode?: string;
    payoutCode?: string;
  };

/**
 * `ops bank-lines list`: the bank integration list, by status, type, imported file and payout batch, of the bound
 * merchant division as the web shows it (the merchant and division form of `bank-statements-info`), or every line
 * without one; `ops bank-lines
 * candidates LINE`: the workbench's candidates of an unmatched line in the bound division, best first (one page);
 * `ops bank-lines exceptions`: the division's exceptions queue, by reason.
 */
export function registerBankLineCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  addListCommand(group('bank-lines'), context, {
    description: t.bankIntegration.cli.list(),
    examples: [
      'ops bank-lines list --status FAILED',
      'ops bank-lines list --file-code BS-12345 --json',
      "ops bank-lines list --query 'status:failed,unallocated amount>=1000 settled>-7d reference:PR-00*'",
    ],
    columns: bankLineColumns,
    queryFields: bankLineQueryFields,
    views: { list: 'bankLines', flagsOf: (filters) => integrationViewFlags(filters) },
    filters: (command) =>
      command
        .option('--status <status>', t.cli.lists.status())
        .option('--type <type>', t.bankIntegration.filters.type())
        .option('--file-code <code>', t.bankIntegration.cli.fileCode())
        .option('--payout-code <code>', t.bankIntegration.cli.payoutCode()),
    fetchPage(clients, flags: BankLineListFlags, page, limit) {
      const query = {
        ...optional('status', flags.status),
        ...optional('type', flags.type),
        ...optional('fileCode', flags.fileCode),
        ...optional('payoutCode', flags.payoutCode),
        ...optional('query', flags.query),
        page,
        limit,
      };
      const scope = scopeOf(context, flags);
      return scope
        ? clients.reconciliation.listDivisionBankStatementsInfo({ params: scope, query })
        : clients.reconciliation.listBankStatementsInfo({ query });
    },
  });

  addListCommand(group('bank-lines'), context, {
    verb: 'candidates',
    arguments: [{ name: 'line', description: t.bankIntegration.cli.line() }],
    description: t.bankIntegration.cli.candidates(),
    examples: ['ops bank-lines candidates BL-12345', 'ops bank-lines candidates BL-12345 --json'],
    columns: bankLineCandidateColumns,
    async fetchPage(clients, flags: ListFlags & ScopeFlags, page, _limit, _previous, args) {
      if (page > 1) return { elements: [], totalCount: 0 };
      const { candidates } = await clients.reconciliation.listBankLineCandidates({
        params: { ...requireScope(context, flags), bankLineCode: args?.[0] ?? '' },
      });
      return { elements: candidates, totalCount: candidates.length };
    },
  });

  addListCommand(group('bank-lines'), context, {
    verb: 'exceptions',
    description: t.bankIntegration.cli.exceptions(),
    examples: ['ops bank-lines exceptions', 'ops bank-lines exceptions --reason SEVERAL_CANDIDATES --json'],
    columns: bankLineExceptionColumns,
    filters: (command) => command.option('--reason <reason>', t.reconciliation.exceptions.cli.reason()),
    fetchPage: (clients, flags: ListFlags & ScopeFlags & { reason?: ExceptionReason }, page, limit) =>
      clients.reconciliation.listBankLineExceptions({
        params: requireScope(context, flags),
        query: { ...optional('reason', flags.reason), page, limit },
      }),
  });
}

import type { BalanceTransfer } from '@ops/core/contract';
import { balanceTransferColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import { findByCode, optional, outputColumnsOf, type ScopeFlags, scopeQuery } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';

function transferFields(context: CliContext, flags: FormatFlags): OutputColumn<BalanceTransfer>[] {
  const { t } = context;
  return [
    ...outputColumnsOf(context, flags, balanceTransferColumns),
    { header: t.balanceTransfers.list.description(), value: (transfer) => transfer.description },
    { header: t.balanceTransfers.list.currency(), value: (transfer) => transfer.currency },
    { header: t.payoutScreens.columns.merchant(), value: (transfer) => transfer.merchantCode },
    { header: t.payoutScreens.columns.division(), value: (transfer) => transfer.divisionCode },
  ];
}

/** `ops balance-transfers list` (every merchant, or the bound division) and `ops balance-transfers show <code>`. */
export function registerTransferCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const transfers = group('balance-transfers');

  addListCommand(transfers, context, {
    description: t.cli.lists.transfers(),
    examples: [
      'ops balance-transfers list --search VA-12345',
      'ops balance-transfers list --all --csv > transfers.csv',
    ],
    columns: balanceTransferColumns,
    filters: (command) => command.option('--search <code>', t.cli.lists.search()),
    fetchPage: (clients, flags: ListFlags & ScopeFlags & { search?: string }, page, limit) =>
      clients.fund.listBalanceTransfers({
        query: { ...scopeQuery(context, flags), ...optional('search', flags.search), page, limit },
      }),
  });

  addShowCommand(transfers, context, {
    description: t.cli.show.transfers(),
    examples: ['ops balance-transfers show BT-12345', 'ops balance-transfers show BT-12345 --json'],
    async record(clients, code, flags) {
      const transfer = await findByCode(context, code, (page, limit) =>
        clients.fund.listBalanceTransfers({ query: { search: code, page, limit } }),
      );
      return { fields: transferFields(context, flags), row: transfer, document: transfer };
    },
  });
}

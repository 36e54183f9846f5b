import { type BalanceTransfer, type BalanceTransferType, balanceTransferTypes } from '@ops/core/contract';
import { balanceTransferQueryFields } from '@ops/core/list-query';
import { balanceTransferColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import type { QueryFlags } from './list-query-option.ts';
import { findByCode, optional, outputColumnsOf, type ScopeFlags, scopeQuery } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

interface TransferListFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
  search?: string;
  type?: BalanceTransferType;
  currency?: string;
  from?: string;
  to?: string;
}

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
      'ops balance-transfers list --type VAT --from 2026-01-01 --all --csv > transfers.csv',
      "ops balance-transfers list --query 'type:correction,vat amount>=1000 created>-7d account:VA-00*'",
    ],
    columns: balanceTransferColumns,
    queryFields: balanceTransferQueryFields,
    // The web's balance transfer filters of an older link: `search`, `type`, `currency`, `createdFrom`, `createdTo`.
    views: {
      list: 'balanceTransfers',
      flagsOf: (filters) => ({
        ...optional('search', filters.search),
        ...optional('type', filters.type as BalanceTransferType | undefined),
        ...optional('currency', filters.currency),
        ...optional('from', filters.createdFrom),
        ...optional('to', filters.createdTo),
      }),
    },
    filters: (command) =>
      command
        .option('--search <code>', t.cli.lists.search())
        .option('--type <type>', t.cli.lists.type({ choices: balanceTransferTypes.join(', ') }))
        .option('--currency <code>', t.cli.lists.currency())
        .option('--from <day>', t.cli.lists.from())
        .option('--to <day>', t.cli.lists.to()),
    fetchPage: (clients, flags: TransferListFlags, page, limit) =>
      clients.fund.listBalanceTransfers({
        query: {
          ...scopeQuery(context, flags),
          ...optional('search', flags.search),
          ...optional('type', flags.type),
          ...optional('currency', flags.currency?.toUpperCase()),
          ...optional('createdFrom', flags.from),
          ...optional('createdTo', flags.to),
          ...optional('query', flags.query),
          page,
          limit,
        },
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

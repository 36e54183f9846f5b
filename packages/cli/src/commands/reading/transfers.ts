import type { BalanceTransfer } from '@ops/core/contract';
import type { Command } from 'commander';
import { type CliContext, clientsOf } from '../../cli-context.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { type FormatFlags, type ListFlags, printList, withListOptions } from '../paging.ts';
import {
  findByCode,
  moneyOf,
  optional,
  printShown,
  type ScopeFlags,
  scopeQuery,
  showCommand,
  withExamples,
  withScopeOptions,
} from './read-helpers.ts';

function transferColumns(context: CliContext, flags: FormatFlags): OutputColumn<BalanceTransfer>[] {
  const labels = context.t.balanceTransfers.list;
  const money = moneyOf(context, flags);
  return [
    { header: labels.code(), value: (transfer) => transfer.code },
    { header: labels.from(), value: (transfer) => transfer.fromVirtualAccountCode },
    { header: labels.to(), value: (transfer) => transfer.toVirtualAccountCode },
    { header: labels.amount(), value: (transfer) => money(transfer.amount, transfer.currency) },
    { header: labels.type(), value: (transfer) => transfer.type },
    { header: labels.createdAt(), value: (transfer) => transfer.createdAt },
    { header: labels.createdBy(), value: (transfer) => transfer.createdBy },
  ];
}

function transferFields(context: CliContext, flags: FormatFlags): OutputColumn<BalanceTransfer>[] {
  const { t } = context;
  return [
    ...transferColumns(context, flags),
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

  withExamples(
    withScopeOptions(
      withListOptions(transfers.command('list').description(t.cli.lists.transfers()), context),
      context,
    ).option('--search <code>', t.cli.lists.search()),
    context,
    ['ops balance-transfers list --search VA-12345', 'ops balance-transfers list --all --csv > transfers.csv'],
  ).action(async (flags: ListFlags & ScopeFlags & { search?: string }) => {
    const clients = clientsOf(context, undefined);
    await printList(context, flags, transferColumns(context, flags), (page, limit) =>
      clients.fund.listBalanceTransfers({
        query: { ...scopeQuery(context, flags), ...optional('search', flags.search), page, limit },
      }),
    );
  });

  withExamples(showCommand(transfers, context, t.cli.show.transfers()), context, [
    'ops balance-transfers show BT-12345',
    'ops balance-transfers show BT-12345 --json',
  ]).action(async (code: string, flags: FormatFlags) => {
    const clients = clientsOf(context, undefined);
    const transfer = await findByCode(context, code, (page, limit) =>
      clients.fund.listBalanceTransfers({ query: { search: code, page, limit } }),
    );
    printShown(context, flags, { fields: transferFields(context, flags), row: transfer, document: transfer });
  });
}

import {
  type BalanceImpact,
  type SplitDetails,
  type SplitShare,
  splitTransactionTypes,
  type TransactionFilterStatus,
  type TransactionRow,
  transactionFilterStatuses,
} from '@ops/core/contract';
import { transactionQueryFields } from '@ops/core/list-query';
import { transactionColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import type { QueryFlags } from './list-query-option.ts';
import { amountColumn, moneyOf, optional, outputColumnsOf, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

interface TransactionListFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
  status?: string[];
  type?: string[];
  from?: string;
  to?: string;
  seller?: string;
  search?: string;
}

/** A repeatable option that also takes comma-separated values: `--status PENDING_SPLIT,RECONCILED`. */
const collect = (value: string, previous: string[] = []) => [
  ...previous,
  ...value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
];

function splitFields(context: CliContext, flags: FormatFlags): OutputColumn<SplitDetails>[] {
  const { columns, details } = context.t.transactionScreens;
  const amount = (header: string, pick: (split: SplitDetails['split']) => number | null) =>
    amountColumn(context, flags, header, ({ split }: SplitDetails) => {
      const value = pick(split);
      return value === null ? null : { amount: value, currency: split.currency };
    });
  return [
    { header: columns.splitCode(), value: ({ split }) => split.code },
    { header: columns.type(), value: ({ split }) => split.type },
    { header: columns.subtype(), value: ({ split }) => split.subtype },
    { header: columns.status(), value: ({ split }) => split.status },
    amount(details.totalAmount(), (split) => split.totalAmount),
    amount(details.divisionAmount(), (split) => split.divisionAmount),
    { header: columns.processor(), value: ({ split }) => split.psp },
    { header: columns.pspReference(), value: ({ split }) => split.pspReference },
    { header: columns.method(), value: ({ split }) => split.paymentMethod },
    { header: columns.reference(), value: ({ split }) => split.reference },
    { header: columns.orderNumber(), value: ({ split }) => split.orderNumber },
    { header: details.description(), value: ({ split }) => split.description },
    { header: details.payment(), value: ({ split }) => split.paymentCode },
    amount(details.refunded(), (split) => split.refundedAmount),
    amount(details.pendingRefund(), (split) => split.pendingRefundAmount),
    { header: details.reconciledAt(), value: ({ split }) => split.reconciledAt },
    amount(details.pspFee(), (split) => split.pspFee),
    { header: details.cancelledAt(), value: ({ split }) => split.cancelledAt },
    { header: details.createdBy(), value: ({ split }) => split.createdBy },
    { header: columns.createdAt(), value: ({ split }) => split.createdAt },
  ];
}

function shareColumns(context: CliContext, flags: FormatFlags, currency: string): OutputColumn<SplitShare>[] {
  const labels = context.t.transactionScreens.split;
  const money = moneyOf(context, flags);
  return [
    { header: labels.seller(), value: (share) => share.sellerName },
    { header: labels.virtualAccount(), value: (share) => share.virtualAccountCode },
    { header: labels.amount(), value: (share) => money(share.amount, currency) },
    { header: labels.fees(), value: (share) => money(share.fees, currency) },
    { header: labels.net(), value: (share) => money(share.netAmount, currency) },
  ];
}

function impactColumns(context: CliContext, flags: FormatFlags, currency: string): OutputColumn<BalanceImpact>[] {
  const labels = context.t.transactionScreens.impact;
  const money = moneyOf(context, flags);
  return [
    { header: labels.account(), value: (impact) => impact.account.virtualAccountCode ?? impact.account.kind },
    { header: context.t.balances.home.name(), value: (impact) => impact.account.name },
    { header: labels.balance(), value: (impact) => impact.bucket },
    { header: labels.change(), value: (impact) => money(impact.amount, currency) },
  ];
}

/** `ops transactions list` (the transactions filter) and `ops transactions show <code>`, of the bound division. */
export function registerTransactionCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const labels = t.cli.lists;
  const transactions = group('transactions');

  addListCommand(transactions, context, {
    description: labels.transactions(),
    examples: [
      'ops transactions list --status PENDING_SPLIT --status PENDING_SETTLEMENT',
      'ops transactions list --type REFUND,CHARGEBACK --from 2026-01-01 --to 2026-01-31 --csv',
      'ops transactions list --seller AH-12345 --all --jsonl',
      "ops transactions list --query 'type:REFUND,CHARGEBACK created>-30d'",
      "ops transactions list --query 'status:reconciled amount>=1000 -seller:AH-00*'",
    ],
    columns: transactionColumns,
    queryFields: transactionQueryFields,
    // The web's transaction filters: comma-separated `status` and `type`, `createdFrom`/`createdTo` days, `search`.
    views: {
      list: 'transactions',
      flagsOf: (filters) => ({
        ...optional('status', filters.status ? collect(filters.status) : undefined),
        ...optional('type', filters.type ? collect(filters.type) : undefined),
        ...optional('from', filters.createdFrom),
        ...optional('to', filters.createdTo),
        ...optional('search', filters.search),
      }),
    },
    filters: (command) =>
      command
        .option('--status <status>', labels.statuses({ choices: transactionFilterStatuses.join(', ') }), collect)
        .option('--type <type>', labels.types({ choices: splitTransactionTypes.join(', ') }), collect)
        .option('--from <day>', labels.from())
        .option('--to <day>', labels.to())
        .option('--seller <code>', labels.seller())
        .option('--search <text>', labels.transactionSearch()),
    fetchPage: (clients, flags: TransactionListFlags, page, limit) =>
      clients.insightsTransactions.listDivisionTransactions({
        params: requireScope(context, flags),
        query: {
          ...optional('status', flags.status as TransactionFilterStatus[] | undefined),
          ...optional('type', flags.type as TransactionRow['type'][] | undefined),
          ...optional('createdFrom', flags.from),
          ...optional('createdTo', flags.to),
          ...optional('accountHolderCode', flags.seller),
          ...optional('search', flags.search),
          ...optional('query', flags.query),
          page,
          limit,
        },
      }),
  });

  addShowCommand(transactions, context, {
    description: t.cli.show.transactions(),
    examples: ['ops transactions show SP-12345', 'ops transactions show SP-12345 --json'],
    scoped: true,
    async record(clients, splitCode, flags) {
      const scope = requireScope(context, flags);
      const details = await clients.insightsTransactions.getSplitDetails({ params: { ...scope, splitCode } });
      const { currency } = details.split;
      const related = outputColumnsOf(context, flags, transactionColumns);
      return {
        fields: splitFields(context, flags),
        row: details,
        document: details,
        sections: [
          recordSection(
            t.transactionScreens.split.title(),
            shareColumns(context, flags, currency),
            details.split.sellers,
          ),
          recordSection(t.transactionScreens.related.title(), related, details.related),
          recordSection(
            t.transactionScreens.impact.title(),
            impactColumns(context, flags, currency),
            details.balanceImpact,
          ),
        ],
      };
    },
  });
}

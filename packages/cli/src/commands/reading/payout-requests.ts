import {
  type BankLine,
  type FundPayoutRequest,
  type PayoutRequestOverview,
  payoutRequestStatuses,
} from '@ops/core/contract';
import { payoutRequestQueryFields } from '@ops/core/list-query';
import { payoutRequestColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import type { QueryFlags } from './list-query-option.ts';
import {
  amountColumn,
  findByCode,
  moneyOf,
  optional,
  outputColumnsOf,
  type ScopeFlags,
  scopeQuery,
} from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';
import { statusAndSearchFlags, type ViewFlags } from './saved-view-option.ts';

interface PayoutRequestListFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
  search?: string;
  status?: FundPayoutRequest['status'];
  seller?: string;
}

/** A payout request's fields on `show`: the details screen's overview. */
function overviewFields(context: CliContext, flags: FormatFlags): OutputColumn<PayoutRequestOverview>[] {
  const { t } = context;
  const labels = t.payoutScreens.columns;
  const details = t.payoutScreens.details;
  const request =
    <Value>(pick: (request: FundPayoutRequest) => Value) =>
    (overview: PayoutRequestOverview) =>
      pick(overview.payoutRequest);
  const balance = (header: string, pick: (account: PayoutRequestOverview['virtualAccount']) => number) =>
    amountColumn(context, flags, header, (overview: PayoutRequestOverview) => ({
      amount: pick(overview.virtualAccount),
      currency: overview.virtualAccount.currency,
    }));
  return [
    ...outputColumnsOf(context, flags, payoutRequestColumns).map((column) => ({
      header: column.header,
      value: request(column.value),
      currency: column.currency && request(column.currency),
    })),
    { header: details.tableStatus(), value: (overview) => overview.status },
    { header: labels.batch(), value: request((row) => row.payoutCode) },
    { header: details.failureReason(), value: request((row) => row.failureReason) },
    { header: labels.iban(), value: request((row) => row.iban) },
    { header: details.accountIdentifier(), value: request((row) => row.accountIdentifier) },
    { header: details.sourceCurrency(), value: request((row) => row.sourceCurrency) },
    { header: details.targetCurrency(), value: request((row) => row.targetCurrency) },
    { header: labels.description(), value: request((row) => row.description) },
    { header: details.createdBy(), value: request((row) => row.createdBy) },
    { header: labels.processedAt(), value: request((row) => row.processedAt) },
    { header: details.settledAt(), value: request((row) => row.settledAt) },
    { header: details.regeneratedFrom(), value: request((row) => row.regeneratedFromCode) },
    { header: details.regeneratedAs(), value: (overview) => overview.regeneratedAs },
    { header: labels.account(), value: (overview) => overview.virtualAccount.code },
    balance(details.confirmed(), (account) => account.confirmedBalance),
    balance(details.pending(), (account) => account.pendingBalance),
    balance(details.payoutBalance(), (account) => account.payoutBalance),
  ];
}

function bankLineColumns(context: CliContext, flags: FormatFlags): OutputColumn<BankLine>[] {
  const labels = context.t.payoutScreens.columns;
  const money = moneyOf(context, flags);
  return [
    { header: labels.code(), value: (line) => line.code },
    { header: labels.type(), value: (line) => line.type },
    { header: labels.status(), value: (line) => line.status },
    { header: labels.amount(), value: (line) => money(line.amount, line.currency) },
    { header: context.t.cli.columns.reference(), value: (line) => line.reference },
    { header: context.t.balances.overview.bank(), value: (line) => line.bankName },
    { header: labels.createdAt(), value: (line) => line.bookedAt },
  ];
}

/** `ops payout-requests list` (every merchant, or the bound division) and `ops payout-requests show <code>`. */
export function registerPayoutRequestCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const payoutRequests = group('payout-requests');

  addListCommand(payoutRequests, context, {
    description: t.cli.lists.payoutRequests(),
    examples: [
      'ops payout-requests list --status WAITING --csv',
      'ops payout-requests list --seller AH-12345 --all --jsonl',
      "ops payout-requests list --query 'status:failed,returned created>-7d amount>=1000'",
    ],
    columns: payoutRequestColumns,
    queryFields: payoutRequestQueryFields,
    // The web's payout request filters: `status` and `search` (its query is the view's `query`).
    views: { list: 'payoutRequests', flagsOf: statusAndSearchFlags(payoutRequestStatuses) },
    filters: (command) =>
      command
        .option('--search <code>', t.cli.lists.search())
        .option('--status <status>', t.cli.lists.status())
        .option('--seller <code>', t.cli.lists.seller()),
    fetchPage: (clients, flags: PayoutRequestListFlags, page, limit) =>
      clients.fundPayouts.listPayoutRequests({
        query: {
          ...scopeQuery(context, flags),
          ...optional('search', flags.search),
          ...optional('accountHolderCode', flags.seller),
          ...optional('status', flags.status),
          ...optional('query', flags.query),
          page,
          limit,
        },
      }),
  });

  addShowCommand(payoutRequests, context, {
    description: t.cli.show.payoutRequests(),
    examples: ['ops payout-requests show PR-12345', 'ops payout-requests show PR-12345 --json'],
    async record(clients, code, flags) {
      const { merchantCode, divisionCode } = await findByCode(context, code, (page, limit) =>
        clients.fundPayouts.listPayoutRequests({ query: { search: code, page, limit } }),
      );
      const overview = await clients.insightsPayouts.getPayoutRequestOverview({
        params: { merchantCode, divisionCode, payoutRequestCode: code },
      });
      return {
        fields: overviewFields(context, flags),
        row: overview,
        document: overview,
        sections: [
          recordSection(t.payoutScreens.details.bankLines(), bankLineColumns(context, flags), overview.bankLines),
        ],
      };
    },
  });
}

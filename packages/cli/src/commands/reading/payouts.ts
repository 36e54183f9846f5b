import type { ServiceClients } from '@ops/core/api';
import { type FundPayoutRequest, type PayoutBatch, payoutBatchStatuses } from '@ops/core/contract';
import { payoutBatchQueryFields } from '@ops/core/list-query';
import { payoutBatchColumns, payoutRequestColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import type { QueryFlags } from './list-query-option.ts';
import { findByCode, optional, outputColumnsOf, type ScopeFlags, scopeQuery } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';
import { statusAndSearchFlags, type ViewFlags } from './saved-view-option.ts';

function batchFields(context: CliContext, flags: FormatFlags): OutputColumn<PayoutBatch>[] {
  const { t } = context;
  return [
    ...outputColumnsOf(context, flags, payoutBatchColumns),
    { header: t.cli.columns.instructedAt(), value: (batch) => batch.instructedAt },
    { header: t.cli.columns.cancelledAt(), value: (batch) => batch.cancelledAt },
    { header: t.payoutScreens.columns.createdAt(), value: (batch) => batch.createdAt },
  ];
}

/** Every item of a batch, page by page. */
async function itemsOf(clients: ServiceClients, payoutCode: string): Promise<FundPayoutRequest[]> {
  const items: FundPayoutRequest[] = [];
  for (let page = 1; ; page += 1) {
    const { elements, totalCount } = await clients.fundPayouts.listPayoutRequests({
      query: { payoutCode, page, limit: 1_000 },
    });
    items.push(...elements);
    if (elements.length === 0 || items.length >= totalCount) return items;
  }
}

interface PayoutListFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
  search?: string;
  status?: PayoutBatch['status'];
}

/** `ops payouts list` (payout batches of every merchant, or the bound division) and `ops payouts show <code>`. */
export function registerPayoutCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const payouts = group('payouts');

  addListCommand(payouts, context, {
    description: t.cli.lists.payouts(),
    examples: [
      'ops payouts list --status OPEN',
      'ops payouts list --all --json > batches.json',
      "ops payouts list --query 'status:open,approved amount>=1000 currency:EUR created>-7d'",
    ],
    columns: payoutBatchColumns,
    queryFields: payoutBatchQueryFields,
    // The web's payout batch filters of an older link: `status` and `search`.
    views: { list: 'payoutBatches', flagsOf: statusAndSearchFlags(payoutBatchStatuses) },
    filters: (command) =>
      command.option('--search <code>', t.cli.lists.search()).option('--status <status>', t.cli.lists.status()),
    fetchPage: (clients, flags: PayoutListFlags, page, limit) =>
      clients.fundPayouts.listPayouts({
        query: {
          ...scopeQuery(context, flags),
          ...optional('search', flags.search),
          ...optional('status', flags.status),
          ...optional('query', flags.query),
          page,
          limit,
        },
      }),
  });

  addShowCommand(payouts, context, {
    description: t.cli.show.payouts(),
    examples: ['ops payouts show PO-12345', 'ops payouts show PO-12345 --csv'],
    async record(clients, code, flags) {
      const payout = await findByCode(context, code, (page, limit) =>
        clients.fundPayouts.listPayouts({ query: { search: code, page, limit } }),
      );
      const items = await itemsOf(clients, payout.code);
      const itemColumns = outputColumnsOf(context, flags, payoutRequestColumns);
      return {
        fields: batchFields(context, flags),
        row: payout,
        document: { payout, items },
        sections: [recordSection(t.payoutScreens.columns.items(), itemColumns, items)],
      };
    },
  });
}

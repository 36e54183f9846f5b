import type { ServiceClients } from '@ops/core/api';
import type { FundPayoutRequest, PayoutBatch } from '@ops/core/contract';
import type { Command } from 'commander';
import { type CliContext, clientsOf } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { type FormatFlags, type ListFlags, printList, withListOptions } from '../paging.ts';
import { payoutRequestColumns } from './payout-requests.ts';
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

function batchColumns(context: CliContext, flags: FormatFlags): OutputColumn<PayoutBatch>[] {
  const labels = context.t.payoutScreens.columns;
  const money = moneyOf(context, flags);
  return [
    { header: labels.code(), value: (batch) => batch.code },
    { header: labels.status(), value: (batch) => batch.status },
    { header: labels.merchant(), value: (batch) => `${batch.merchantName} / ${batch.divisionName}` },
    { header: labels.sellers(), value: (batch) => batch.sellerCount },
    { header: labels.items(), value: (batch) => batch.itemCount },
    { header: labels.total(), value: (batch) => money(batch.totalAmount, batch.currency) },
    { header: labels.approver(), value: (batch) => batch.approvedBy },
    { header: labels.approvedAt(), value: (batch) => batch.approvedAt },
  ];
}

function batchFields(context: CliContext, flags: FormatFlags): OutputColumn<PayoutBatch>[] {
  const { t } = context;
  return [
    ...batchColumns(context, flags),
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

/** `ops payouts list` (payout batches of every merchant, or the bound division) and `ops payouts show <code>`. */
export function registerPayoutCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const payouts = group('payouts');

  withExamples(
    withScopeOptions(withListOptions(payouts.command('list').description(t.cli.lists.payouts()), context), context)
      .option('--search <code>', t.cli.lists.search())
      .option('--status <status>', t.cli.lists.status()),
    context,
    ['ops payouts list --status OPEN', 'ops payouts list --all --json > batches.json'],
  ).action(async (flags: ListFlags & ScopeFlags & { search?: string; status?: PayoutBatch['status'] }) => {
    const clients = clientsOf(context, undefined);
    await printList(context, flags, batchColumns(context, flags), (page, limit) =>
      clients.fundPayouts.listPayouts({
        query: {
          ...scopeQuery(context, flags),
          ...optional('search', flags.search),
          ...optional('status', flags.status),
          page,
          limit,
        },
      }),
    );
  });

  withExamples(showCommand(payouts, context, t.cli.show.payouts()), context, [
    'ops payouts show PO-12345',
    'ops payouts show PO-12345 --csv',
  ]).action(async (code: string, flags: FormatFlags) => {
    const clients = clientsOf(context, undefined);
    const payout = await findByCode(context, code, (page, limit) =>
      clients.fundPayouts.listPayouts({ query: { search: code, page, limit } }),
    );
    const items = await itemsOf(clients, payout.code);
    printShown(context, flags, {
      fields: batchFields(context, flags),
      row: payout,
      document: { payout, items },
      sections: [recordSection(t.payoutScreens.columns.items(), payoutRequestColumns(context, flags), items)],
    });
  });
}

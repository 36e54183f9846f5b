import type { AccountHolder } from '@ops/core/contract';
import { sellerQueryFields } from '@ops/core/list-query';
import { sellerColumns } from '@ops/core/lists';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import type { FormatFlags, ListFlags } from '../paging.ts';
import { virtualAccountColumns } from './divisions.ts';
import type { QueryFlags } from './list-query-option.ts';
import { amountColumn, optional, outputColumnsOf, requireScope, type ScopeFlags } from './read-helpers.ts';
import { addListCommand, addShowCommand } from './reading-commands.ts';
import type { ViewFlags } from './saved-view-option.ts';

interface SellerListFlags extends ListFlags, ScopeFlags, QueryFlags, ViewFlags {
  search?: string;
  status?: AccountHolder['status'];
  hideNoBalance?: boolean;
  showDeleted?: boolean;
}

/** A seller's fields on `show`: the list's, and what the details screen adds. */
function sellerFields(context: CliContext, flags: FormatFlags): OutputColumn<AccountHolder>[] {
  const { t } = context;
  const labels = t.sellers.list.columns;
  return [
    ...outputColumnsOf(context, flags, sellerColumns),
    { header: labels.externalAccountStatus(), value: (seller) => seller.externalAccountStatus },
    { header: labels.companyType(), value: (seller) => seller.companyType },
    amountColumn(context, flags, labels.totalVolume(), (seller) => seller.totalVolume),
    {
      header: labels.payouts(),
      value: (seller) =>
        [seller.payoutsConfiguration.mode, seller.payoutsConfiguration.nextScheduledDate].filter(Boolean).join(' '),
    },
    { header: t.cli.columns.hostedOnboardingUrl(), value: (seller) => seller.hostedOnboardingUrl },
    { header: t.cli.columns.deleted(), value: (seller) => seller.deleted },
  ];
}

/** `ops sellers list` (the seller list's filters, `--query` and `--view`) and `ops sellers show <code>`, of the bound division. */
export function registerSellerCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const sellers = group('sellers');

  addListCommand(sellers, context, {
    description: t.cli.lists.sellers(),
    examples: [
      'ops sellers list --status ACTIVE --hide-no-balance',
      "ops sellers list --query 'kyc:review,pending balance>=100 created>-30d'",
      'ops sellers list --all --jsonl > sellers.jsonl',
    ],
    columns: sellerColumns,
    queryFields: sellerQueryFields,
    // The web's seller filters of an older link, `search` and `status`, and the list's switches.
    views: {
      list: 'sellers',
      flagsOf: (filters) => ({
        ...optional('search', filters.search),
        ...optional('status', filters.status as AccountHolder['status'] | undefined),
        ...optional('hideNoBalance', filters.hideNoBalance === 'true' ? true : undefined),
        ...optional('showDeleted', filters.showDeleted === 'true' ? true : undefined),
      }),
    },
    filters: (command) =>
      command
        .option('--search <text>', t.cli.lists.search())
        .option('--status <status>', t.cli.lists.status())
        .option('--hide-no-balance', t.cli.lists.hideNoBalance())
        .option('--show-deleted', t.cli.lists.showDeleted()),
    fetchPage: (clients, flags: SellerListFlags, page, limit, previous) =>
      clients.accountOwner.listDivisionAccountHolders({
        params: requireScope(context, flags),
        query: {
          ...optional('after', previous?.code),
          _fragments: 'balances',
          ...optional('search', flags.search),
          ...optional('status', flags.status),
          hideNoBalance: flags.hideNoBalance ?? false,
          showDeleted: flags.showDeleted ?? false,
          ...optional('query', flags.query),
          page,
          limit,
        },
      }),
  });

  addShowCommand(sellers, context, {
    description: t.cli.show.sellers(),
    examples: ['ops sellers show AH-12345', 'ops sellers show AH-12345 --json'],
    scoped: true,
    async record(_clients, accountHolderCode, flags) {
      const scope = requireScope(context, flags);
      const seller = await clientsOf(context, scope).accountOwner.getAccountHolder({
        params: { accountHolderCode },
        query: { _fragments: 'balances' },
      });
      const balances = recordSection(
        t.balances.home.accountBalances(),
        virtualAccountColumns(context, flags),
        seller.balances ?? [],
      );
      return { fields: sellerFields(context, flags), row: seller, document: seller, sections: [balances] };
    },
  });
}

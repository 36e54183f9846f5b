import type { AccountHolder } from '@ops/core/contract';
import type { Command } from 'commander';
import { type CliContext, clientsOf, requireSession } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { type FormatFlags, type ListFlags, printList, withListOptions } from '../paging.ts';
import { virtualAccountColumns } from './divisions.ts';
import {
  moneyOf,
  optional,
  printShown,
  requireScope,
  type ScopeFlags,
  showCommand,
  withExamples,
  withScopeOptions,
} from './read-helpers.ts';

interface SellerListFlags extends ListFlags, ScopeFlags {
  search?: string;
  status?: AccountHolder['status'];
  hideNoBalance?: boolean;
  showDeleted?: boolean;
}

function sellerColumns(context: CliContext, flags: FormatFlags): OutputColumn<AccountHolder>[] {
  const labels = context.t.sellers.list.columns;
  const money = moneyOf(context, flags);
  return [
    { header: labels.code(), value: (seller) => seller.code },
    { header: labels.name(), value: (seller) => seller.name },
    { header: labels.email(), value: (seller) => seller.email },
    { header: labels.status(), value: (seller) => seller.status },
    { header: labels.kycStatus(), value: (seller) => seller.kycStatus },
    { header: labels.legalForm(), value: (seller) => seller.legalForm },
    {
      header: labels.balance(),
      value: (seller) =>
        (seller.balances ?? []).map((account) => money(account.confirmedBalance, account.currency)).join(' · '),
    },
    { header: labels.createdAt(), value: (seller) => seller.createdAt },
  ];
}

/** A seller's fields on `show`: the list's, and what the details screen adds. */
function sellerFields(context: CliContext, flags: FormatFlags): OutputColumn<AccountHolder>[] {
  const { t } = context;
  const labels = t.sellers.list.columns;
  const money = moneyOf(context, flags);
  return [
    ...sellerColumns(context, flags),
    { header: labels.externalAccountStatus(), value: (seller) => seller.externalAccountStatus },
    { header: labels.companyType(), value: (seller) => seller.companyType },
    { header: labels.totalVolume(), value: (seller) => money(seller.totalVolume.amount, seller.totalVolume.currency) },
    {
      header: labels.payouts(),
      value: (seller) =>
        [seller.payoutsConfiguration.mode, seller.payoutsConfiguration.nextScheduledDate].filter(Boolean).join(' '),
    },
    { header: t.cli.columns.hostedOnboardingUrl(), value: (seller) => seller.hostedOnboardingUrl },
    { header: t.cli.columns.deleted(), value: (seller) => seller.deleted },
  ];
}

/** `ops sellers list` (the seller list's filters) and `ops sellers show <code>`, of the bound division. */
export function registerSellerCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const sellers = group('sellers');

  withExamples(
    withScopeOptions(withListOptions(sellers.command('list').description(t.cli.lists.sellers()), context), context)
      .option('--search <text>', t.cli.lists.search())
      .option('--status <status>', t.cli.lists.status())
      .option('--hide-no-balance', t.cli.lists.hideNoBalance())
      .option('--show-deleted', t.cli.lists.showDeleted()),
    context,
    ['ops sellers list --status ACTIVE --hide-no-balance', 'ops sellers list --all --jsonl > sellers.jsonl'],
  ).action(async (flags: SellerListFlags) => {
    const clients = clientsOf(context, undefined);
    const scope = requireScope(context, flags);
    await printList(context, flags, sellerColumns(context, flags), (page, limit, previous) =>
      clients.accountOwner.listDivisionAccountHolders({
        params: scope,
        query: {
          ...optional('after', previous?.code),
          _fragments: 'balances',
          ...optional('search', flags.search),
          ...optional('status', flags.status),
          hideNoBalance: flags.hideNoBalance ?? false,
          showDeleted: flags.showDeleted ?? false,
          page,
          limit,
        },
      }),
    );
  });

  withExamples(withScopeOptions(showCommand(sellers, context, t.cli.show.sellers()), context), context, [
    'ops sellers show AH-12345',
    'ops sellers show AH-12345 --json',
  ]).action(async (accountHolderCode: string, flags: FormatFlags & ScopeFlags) => {
    requireSession(context);
    const scope = requireScope(context, flags);
    const seller = await clientsOf(context, scope).accountOwner.getAccountHolder({
      params: { accountHolderCode },
      query: { _fragments: 'balances' },
    });
    printShown(context, flags, {
      fields: sellerFields(context, flags),
      row: seller,
      document: seller,
      sections: [
        recordSection(t.balances.home.accountBalances(), virtualAccountColumns(context, flags), seller.balances ?? []),
      ],
    });
  });
}

import type { DivisionSummary, Merchant } from '@ops/core/contract';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import type { OutputColumn } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import { columnPrinterOf, type ListFlags, printList, useMachineWords, withListOptions } from '../paging.ts';
import { optional, printShown, showCommand, withExamples } from './read-helpers.ts';

/** The merchant search answers 100 a page at most. */
const merchantPageLimit = 100;

function merchantColumns(context: CliContext): OutputColumn<Merchant>[] {
  const { t } = context;
  return [
    { header: t.balances.home.code(), value: (merchant) => merchant.code },
    { header: t.merchants.create.displayName(), value: (merchant) => merchant.displayName },
    { header: t.merchants.create.description(), value: (merchant) => merchant.description },
    { header: t.merchants.create.kycTier(), value: (merchant) => merchant.defaultKycTier },
    { header: t.cli.columns.country(), value: (merchant) => merchant.countryCode },
    { header: t.cli.columns.divisions(), value: (merchant) => merchant.divisions.length },
    { header: t.balances.division.createdAt(), value: (merchant) => merchant.createdAt },
  ];
}

function divisionSummaryColumns(context: CliContext): OutputColumn<DivisionSummary>[] {
  return [
    { header: context.t.balances.home.code(), value: (division) => division.code },
    { header: context.t.balances.home.name(), value: (division) => division.displayName },
  ];
}

/** `ops merchants list` (the merchant search) and `ops merchants show <code>`. */
export function registerMerchantCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const merchants = group('merchants');

  withExamples(
    withListOptions(merchants.command('list').description(t.cli.lists.merchants()), context).option(
      '--search <text>',
      t.cli.lists.search(),
    ),
    context,
    ['ops merchants list --search holland', 'ops merchants list --all --csv > merchants.csv'],
  ).action(async (flags: ListFlags & { search?: string }) => {
    useMachineWords(context, flags);
    const clients = clientsOf(context, undefined);
    await printList(
      context,
      flags,
      columnPrinterOf(context, flags, merchantColumns(context)),
      (page, limit) =>
        clients.accountOwner.searchMerchants({
          query: { ...optional('query', flags.search), page, limit },
        }),
      merchantPageLimit,
    );
  });

  withExamples(showCommand(merchants, context, t.cli.show.merchants()), context, [
    'ops merchants show M-HOLLAND-GOODS',
    'ops merchants show M-HOLLAND-GOODS --json',
  ]).action(async (merchantCode: string, flags: ListFlags) => {
    useMachineWords(context, flags);
    const merchant = await clientsOf(context, undefined).accountOwner.getMerchant({ params: { merchantCode } });
    printShown(context, flags, {
      fields: merchantColumns(context),
      row: merchant,
      document: merchant,
      sections: [recordSection(t.cli.columns.divisions(), divisionSummaryColumns(context), merchant.divisions)],
    });
  });
}

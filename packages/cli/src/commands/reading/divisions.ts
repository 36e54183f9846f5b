import type { DivisionDetails, VirtualAccount } from '@ops/core/contract';
import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { recordSection } from '../../output/record-printer.ts';
import { createRowPrinter, type OutputColumn, outputFormatOf } from '../../output/row-printer.ts';
import { clientsOf } from '../../platform-clients.ts';
import { type FormatFlags, useMachineWords, withFormatOptions } from '../paging.ts';
import { moneyOf, printShown, requireMerchant, type ScopeFlags, showCommand, withExamples } from './read-helpers.ts';

function divisionColumns(context: CliContext): OutputColumn<DivisionDetails>[] {
  const { t } = context;
  return [
    { header: t.balances.home.code(), value: (division) => division.code },
    { header: t.balances.home.name(), value: (division) => division.displayName },
    { header: t.merchants.create.description(), value: (division) => division.description },
    { header: t.balances.division.kycTier(), value: (division) => division.kycTier },
    { header: t.balances.home.iban(), value: (division) => division.iban },
    { header: t.cli.columns.virtualAccounts(), value: (division) => division.virtualAccounts.length },
    { header: t.balances.division.createdAt(), value: (division) => division.createdAt },
  ];
}

/** A virtual account with its balances: a division's, or a seller's. */
export function virtualAccountColumns(context: CliContext, flags: FormatFlags): OutputColumn<VirtualAccount>[] {
  const labels = context.t.sellers.balances;
  const money = moneyOf(context, flags);
  return [
    { header: labels.virtualAccount(), value: (account) => account.code },
    { header: context.t.balances.home.name(), value: (account) => account.displayName },
    { header: context.t.balances.home.type(), value: (account) => account.type },
    { header: labels.confirmed(), value: (account) => money(account.confirmedBalance, account.currency) },
    { header: labels.pending(), value: (account) => money(account.pendingBalance, account.currency) },
    { header: labels.payout(), value: (account) => money(account.payoutBalance, account.currency) },
  ];
}

/** `ops divisions list [--merchant]` and `ops divisions show <code> [--merchant]`. */
export function registerDivisionCommands(group: (name: string) => Command, context: CliContext): void {
  const { t } = context;
  const divisions = group('divisions');

  withExamples(
    withFormatOptions(divisions.command('list').description(t.cli.lists.divisions()), context).option(
      '--merchant <code>',
      t.cli.options.merchant(),
    ),
    context,
    ['ops divisions list', 'ops divisions list --merchant M-HOLLAND-GOODS --json'],
  ).action(async (flags: FormatFlags & ScopeFlags) => {
    useMachineWords(context, flags);
    const clients = clientsOf(context, undefined);
    const merchantCode = requireMerchant(context, flags);
    const { elements } = await clients.accountOwner.listDetailedDivisions({ params: { merchantCode } });
    const printer = createRowPrinter(
      (chunk) => context.io.stdout.write(chunk),
      outputFormatOf(flags),
      divisionColumns(context),
    );
    printer.page(elements);
    printer.end(t.cli.lists.empty());
  });

  withExamples(
    showCommand(divisions, context, t.cli.show.divisions()).option('--merchant <code>', t.cli.options.merchant()),
    context,
    ['ops divisions show D-HOLLAND-GOODS-NL', 'ops divisions show D-HOLLAND-GOODS-NL --merchant M-HOLLAND-GOODS --raw'],
  ).action(async (divisionCode: string, flags: FormatFlags & ScopeFlags) => {
    useMachineWords(context, flags);
    const clients = clientsOf(context, undefined);
    const merchantCode = requireMerchant(context, flags);
    const division = await clients.accountOwner.getDetailedDivision({ params: { merchantCode, divisionCode } });
    printShown(context, flags, {
      fields: divisionColumns(context),
      row: division,
      document: division,
      sections: [
        recordSection(t.cli.columns.virtualAccounts(), virtualAccountColumns(context, flags), division.virtualAccounts),
      ],
    });
  });
}

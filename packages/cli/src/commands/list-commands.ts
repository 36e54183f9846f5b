import type { MerchantScope } from '@ops/core/api';
import type { AccountHolder, BalanceTransfer, FundPayoutRequest, PayoutBatch } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import type { Command } from 'commander';
import { type CliContext, clientsOf, scopeOf } from '../cli-context.ts';
import { CliError } from '../cli-error.ts';
import type { OutputColumn } from '../output/row-printer.ts';
import { type ListFlags, printList, withListOptions } from './paging.ts';

interface ScopedFlags extends ListFlags {
  merchant?: string;
  division?: string;
  search?: string;
  status?: string;
  seller?: string;
  hideNoBalance?: boolean;
  showDeleted?: boolean;
}

/** An amount as the screens show it, or in minor units with `--raw`. */
function moneyOf(context: CliContext, flags: ListFlags) {
  return (amount: number, currency: string) => (flags.raw ? amount : formatMoney(amount, currency, context.locale));
}

function requireScope(context: CliContext, flags: ScopedFlags): MerchantScope {
  const scope = scopeOf(context, flags);
  if (!scope) throw new CliError(context.t.validation.selectMerchant());
  return scope;
}

function scopeQuery(context: CliContext, flags: ScopedFlags) {
  const scope = scopeOf(context, flags);
  return scope ? { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode } : {};
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

function sellerColumns(context: CliContext, flags: ListFlags): OutputColumn<AccountHolder>[] {
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

function payoutRequestColumns(context: CliContext, flags: ListFlags): OutputColumn<FundPayoutRequest>[] {
  const labels = context.t.payoutScreens.columns;
  const money = moneyOf(context, flags);
  return [
    { header: labels.code(), value: (request) => request.code },
    { header: labels.merchant(), value: (request) => `${request.merchantName} / ${request.divisionName}` },
    { header: labels.seller(), value: (request) => request.accountHolderName },
    { header: labels.amount(), value: (request) => money(request.amount, request.sourceCurrency) },
    { header: labels.status(), value: (request) => request.status },
    { header: labels.type(), value: (request) => request.type },
    { header: labels.createdAt(), value: (request) => request.createdAt },
  ];
}

function batchColumns(context: CliContext, flags: ListFlags): OutputColumn<PayoutBatch>[] {
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

function transferColumns(context: CliContext, flags: ListFlags): OutputColumn<BalanceTransfer>[] {
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

/** `list` under each group: the lists of the screens, with their filters, paging and output formats. */
export function registerListCommands(group: (name: string) => Command, context: CliContext): void {
  const labels = context.t.cli.lists;
  const scoped = (command: Command) =>
    command
      .option('--merchant <code>', context.t.cli.options.merchant())
      .option('--division <code>', context.t.cli.options.division());

  scoped(withListOptions(group('sellers').command('list').description(labels.sellers()), context))
    .option('--search <text>', labels.search())
    .option('--status <status>', labels.status())
    .option('--hide-no-balance', labels.hideNoBalance())
    .option('--show-deleted', labels.showDeleted())
    .action(async (flags: ScopedFlags) => {
      const clients = clientsOf(context, undefined);
      const scope = requireScope(context, flags);
      await printList(context, flags, sellerColumns(context, flags), (page, limit) =>
        clients.accountOwner.listDivisionAccountHolders({
          params: scope,
          query: {
            _fragments: 'balances',
            ...optional('search', flags.search),
            ...(flags.status ? { status: flags.status as AccountHolder['status'] } : {}),
            hideNoBalance: flags.hideNoBalance ?? false,
            showDeleted: flags.showDeleted ?? false,
            page,
            limit,
          },
        }),
      );
    });

  scoped(withListOptions(group('payout-requests').command('list').description(labels.payoutRequests()), context))
    .option('--search <code>', labels.search())
    .option('--status <status>', labels.status())
    .option('--seller <code>', labels.seller())
    .action(async (flags: ScopedFlags) => {
      const clients = clientsOf(context, undefined);
      await printList(context, flags, payoutRequestColumns(context, flags), (page, limit) =>
        clients.fundPayouts.listPayoutRequests({
          query: {
            ...scopeQuery(context, flags),
            ...optional('search', flags.search),
            ...optional('accountHolderCode', flags.seller),
            ...(flags.status ? { status: flags.status as FundPayoutRequest['status'] } : {}),
            page,
            limit,
          },
        }),
      );
    });

  scoped(withListOptions(group('payouts').command('list').description(labels.payouts()), context))
    .option('--search <code>', labels.search())
    .option('--status <status>', labels.status())
    .action(async (flags: ScopedFlags) => {
      const clients = clientsOf(context, undefined);
      await printList(context, flags, batchColumns(context, flags), (page, limit) =>
        clients.fundPayouts.listPayouts({
          query: {
            ...scopeQuery(context, flags),
            ...optional('search', flags.search),
            ...(flags.status ? { status: flags.status as PayoutBatch['status'] } : {}),
            page,
            limit,
          },
        }),
      );
    });

  scoped(withListOptions(group('transfers').command('list').description(labels.transfers()), context))
    .option('--search <code>', labels.search())
    .action(async (flags: ScopedFlags) => {
      const clients = clientsOf(context, undefined);
      await printList(context, flags, transferColumns(context, flags), (page, limit) =>
        clients.fund.listBalanceTransfers({
          query: { ...scopeQuery(context, flags), ...optional('search', flags.search), page, limit },
        }),
      );
    });
}

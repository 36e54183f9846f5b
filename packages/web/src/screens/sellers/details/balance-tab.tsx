import type { AccountHolderDetails, BalanceHistoryEntry } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { csvMoney } from '@ops/core/lists';
import { useMemo, useState } from 'react';
import { VirtualAccountTable } from '../../../domain-parts/virtual-accounts/virtual-account-table.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { Select } from '../../../ui/select/select.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { useBalanceHistory } from './use-seller.ts';

/**
 * The Balance tab: the seller's confirmed, pending and payout balances per virtual account, and the balance
 * mutations of one account, newest first, with the balance after each.
 */
export function BalanceTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const accounts = seller.balances ?? [];
  const [accountCode, setAccountCode] = useState(accounts[0]?.code);
  return (
    <div className="balance-tab">
      <Card flush>
        <VirtualAccountTable accounts={accounts} caption={t.sellers.details.tabs.balance()} hideCaption />
      </Card>
      {accounts.length > 1 ? (
        <Select
          size="sm"
          label={t.sellers.balances.virtualAccount()}
          value={accountCode}
          onValueChange={setAccountCode}
          options={accounts.map((account) => ({
            value: account.code,
            label: `${account.displayName} (${account.currency})`,
          }))}
        />
      ) : null}
      {accountCode ? <BalanceHistory scope={scope} virtualAccountCode={accountCode} /> : null}
    </div>
  );
}

function BalanceHistory({
  scope,
  virtualAccountCode,
}: {
  scope: { merchantCode: string; divisionCode: string };
  virtualAccountCode: string;
}) {
  const { t, locale } = useI18n();
  const labels = t.sellers.balances.history;
  const [query, changeQuery] = useTableQuery([]);
  const history = useBalanceHistory(scope, virtualAccountCode, { page: query.page, pageSize: query.pageSize });
  const columns = useMemo<DataTableColumn<BalanceHistoryEntry>[]>(
    () => [
      {
        id: 'createdAt',
        header: labels.createdAt(),
        cell: (entry) => formatTableDate(entry.createdAt),
        csv: (entry) => entry.createdAt,
      },
      {
        id: 'type',
        header: labels.type(),
        cell: (entry) => t.fund.mutationTypes[entry.type](),
        csv: (entry) => t.fund.mutationTypes[entry.type](),
      },
      {
        id: 'status',
        header: labels.status(),
        cell: (entry) => <StatusBadge status={entry.status} />,
        csv: (entry) => entry.status,
        size: 180,
      },
      {
        id: 'bucket',
        header: labels.balance(),
        cell: (entry) => t.fund.buckets[entry.bucket](),
        csv: (entry) => t.fund.buckets[entry.bucket](),
      },
      {
        id: 'amount',
        kind: 'amount',
        header: labels.amount(),
        cell: (entry) => <MoneyAmount amount={entry.amount} currency={entry.currency} />,
        csv: (entry) => csvMoney({ amount: entry.amount, currency: entry.currency }, { locale }),
      },
      {
        id: 'runningBalance',
        kind: 'amount',
        header: labels.runningBalance(),
        cell: (entry) => <MoneyAmount amount={entry.runningBalance} currency={entry.currency} />,
        csv: (entry) => csvMoney({ amount: entry.runningBalance, currency: entry.currency }, { locale }),
      },
      {
        id: 'reference',
        header: labels.reference(),
        cell: (entry) => entry.reference ?? entry.description ?? '',
        csv: (entry) => entry.reference ?? entry.description ?? '',
        size: 220,
      },
    ],
    [labels, t, locale],
  );
  return (
    <DataTable
      id="seller-balance-history"
      label={labels.title()}
      columns={columns}
      {...pageQueryState(history)}
      query={query}
      onQueryChange={changeQuery}
      rowKey={(entry) => String(entry.postingId)}
    />
  );
}

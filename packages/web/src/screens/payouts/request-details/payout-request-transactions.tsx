import type { MerchantScope } from '@ops/core/api';
import type { PayoutRequestMutation } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { csvMoney } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/index.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { usePayoutRequestMutations } from './use-payout-request.ts';

/** The Transactions section: the request's balance mutations, oldest first, 25 a page by default. */
export function PayoutRequestTransactions({
  scope,
  payoutRequestCode,
}: {
  scope: MerchantScope;
  payoutRequestCode: string;
}) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const [query, changeQuery] = useTableQuery([]);
  const mutations = usePayoutRequestMutations(scope, payoutRequestCode, {
    page: query.page,
    pageSize: query.pageSize,
  });
  const columns = useMemo<DataTableColumn<PayoutRequestMutation>[]>(() => {
    const typeText = (mutation: PayoutRequestMutation) => mutation.type.toLowerCase().replace('_', ' ');
    return [
      {
        id: 'code',
        kind: 'code',
        header: labels.columns.code(),
        cell: (mutation) => <code>{mutation.code}</code>,
        csv: (mutation) => mutation.code,
      },
      { id: 'type', header: labels.details.mutationType(), cell: typeText, csv: typeText },
      {
        id: 'status',
        header: labels.columns.status(),
        cell: (mutation) => <StatusBadge status={mutation.status} />,
        csv: (mutation) => mutation.status,
        size: 120,
      },
      {
        id: 'confirmedChange',
        header: labels.details.confirmedChange(),
        cell: (mutation) => <MoneyAmount amount={mutation.confirmedChange} currency={mutation.currency} />,
        csv: (mutation) => csvMoney({ amount: mutation.confirmedChange, currency: mutation.currency }, { locale }),
      },
      {
        id: 'payoutChange',
        header: labels.details.payoutChange(),
        cell: (mutation) => <MoneyAmount amount={mutation.payoutChange} currency={mutation.currency} />,
        csv: (mutation) => csvMoney({ amount: mutation.payoutChange, currency: mutation.currency }, { locale }),
      },
      {
        id: 'description',
        header: labels.columns.description(),
        cell: (mutation) => mutation.description ?? '',
        csv: (mutation) => mutation.description ?? '',
      },
      {
        id: 'createdAt',
        header: labels.columns.createdAt(),
        cell: (mutation) => formatTableDate(mutation.createdAt),
        csv: (mutation) => mutation.createdAt,
      },
    ];
  }, [labels, locale]);
  return (
    <Card title={labels.details.transactions()} headingLevel={3}>
      <DataTable
        id="payout-request-transactions"
        label={labels.details.transactions()}
        columns={columns}
        {...pageQueryState(mutations)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(mutation) => mutation.code}
      />
    </Card>
  );
}

import type { MerchantScope } from '@ops/core/api';
import { type PayoutBatch, payoutBatchStatuses } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney, toMajorString } from '@ops/core/money';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { BatchActions } from './batch-actions.tsx';
import { BatchItems } from './batch-items.tsx';
import { PayoutFilterBar } from './payout-filter-bar.tsx';
import { payoutFiltersOf } from './payout-filters.ts';
import { payoutBatchList, usePayoutList, usePayoutListPages } from './payout-queries.ts';

/** Payouts (batches): status, merchant, sellers, items, total, approver and date, with the batch actions. */
export function BatchesTab({ scope }: { scope: MerchantScope | undefined }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const filters = payoutFiltersOf(useSearch());
  const [query, changeQuery] = useTableQuery([]);
  const batches = usePayoutList(payoutBatchList, scope, filters, { page: query.page, pageSize: query.pageSize });
  const fetchPage = usePayoutListPages(payoutBatchList, scope, filters);
  const [itemsOf, setItemsOf] = useState<PayoutBatch | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const columns = useMemo<DataTableColumn<PayoutBatch>[]>(
    () => [
      { id: 'code', header: labels.columns.code(), cell: (batch) => <code>{batch.code}</code>, csv: (b) => b.code },
      {
        id: 'status',
        header: labels.columns.status(),
        cell: (batch) => <StatusBadge status={batch.status} />,
        csv: (batch) => batch.status,
        size: 120,
      },
      {
        id: 'merchant',
        header: labels.columns.merchant(),
        cell: (batch) => (
          <>
            {batch.merchantName}
            <span className="payout-division">{batch.divisionName}</span>
          </>
        ),
        csv: (batch) => `${batch.merchantName} ${batch.divisionName}`,
        size: 200,
      },
      {
        id: 'sellers',
        header: labels.columns.sellers(),
        cell: (batch) => batch.sellerCount,
        csv: (batch) => batch.sellerCount,
        size: 90,
      },
      {
        id: 'items',
        header: labels.columns.items(),
        cell: (batch) => batch.itemCount,
        csv: (batch) => batch.itemCount,
        size: 90,
      },
      {
        id: 'total',
        header: labels.columns.total(),
        cell: (batch) => formatMoney(batch.totalAmount, batch.currency, locale),
        csv: (batch) => `${toMajorString(batch.totalAmount, batch.currency)} ${batch.currency}`,
      },
      {
        id: 'createdAt',
        header: labels.columns.createdAt(),
        cell: (batch) => formatTableDate(batch.createdAt),
        csv: (batch) => batch.createdAt,
      },
      {
        id: 'approver',
        header: labels.columns.approver(),
        cell: (batch) => batch.approvedBy ?? '',
        csv: (batch) => batch.approvedBy ?? '',
        size: 200,
      },
      {
        id: 'approvedAt',
        header: labels.columns.approvedAt(),
        cell: (batch) => (batch.approvedAt ? formatTableDate(batch.approvedAt) : ''),
        csv: (batch) => batch.approvedAt ?? '',
      },
      {
        id: 'actions',
        header: labels.columns.actions(),
        size: 420,
        cell: (batch) => (
          <div className="payout-row-actions">
            <button
              type="button"
              className="button button-secondary"
              aria-expanded={itemsOf?.code === batch.code}
              onClick={() => setItemsOf(itemsOf?.code === batch.code ? undefined : batch)}
            >
              {labels.batches.showItems()}
            </button>
            <BatchActions batch={batch} onMessage={setMessage} />
          </div>
        ),
      },
    ],
    [labels, locale, itemsOf],
  );
  return (
    <>
      <PayoutFilterBar statuses={payoutBatchStatuses} searchable />
      {message ? <p role="status">{message}</p> : null}
      <DataTable
        id="payout-batches"
        label={labels.tabs.batches()}
        columns={columns}
        {...pageQueryState(batches)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(batch) => batch.code}
        csvExport={{ fileName: 'payout-batches.csv', fetchPage }}
      />
      {itemsOf ? (
        <section className="payout-items" aria-label={labels.batches.showItems()}>
          <BatchItems batch={itemsOf} onMessage={setMessage} />
        </section>
      ) : null}
    </>
  );
}

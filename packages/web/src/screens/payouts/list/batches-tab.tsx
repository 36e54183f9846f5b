import type { MerchantScope } from '@ops/core/api';
import { type PayoutBatch, payoutBatchStatuses } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { payoutBatchColumns } from '@ops/core/lists';
import { useCallback, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { useFocusedRow } from '../../../ui/data-table/use-focused-row.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { useToast } from '../../../ui/toast/index.ts';
import { BatchActions } from './batch-actions.tsx';
import { BatchItems } from './batch-items.tsx';
import { payoutBatchAddress } from './payout-batch-query.ts';
import { payoutFiltersOf } from './payout-filters.ts';
import { payoutBatchList, usePayoutList, usePayoutListPages } from './payout-queries.ts';
import { PayoutQueryFilterBar } from './payout-query-filter-bar.tsx';

/** The filters a saved view of payout batches keeps besides its query (`q`): an older link's. */
const batchViewFilterKeys = ['status', 'search'] as const;

/** The table's columns, by id: what a saved view keeps visible and in which order. */
const batchColumnIds = [
  'code',
  'status',
  'merchant',
  'sellers',
  'items',
  'total',
  'createdAt',
  'approver',
  'approvedAt',
  'actions',
] as const;

/**
 * Payouts (batches): status, merchant, sellers, items, total, approver and date, with the batch actions; its saved
 * views, and its query and filters (one state, `q`) in the URL. The batch whose row has the focus (or whose items are
 * open) is what the palette's batch actions are about, in its division.
 */
export function BatchesTab({ scope }: { scope: MerchantScope | undefined }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const filters = payoutFiltersOf(useSearch());
  const [query, changeQuery] = useTableQuery([]);
  const batches = usePayoutList(payoutBatchList, scope, filters, { page: query.page, pageSize: query.pageSize });
  const fetchPage = usePayoutListPages(payoutBatchList, scope, filters);
  const [itemsOf, setItemsOf] = useState<PayoutBatch | undefined>(undefined);
  const [focused, onFocus] = useFocusedRow(batches.data?.elements);
  const subject = focused ?? itemsOf;
  useActionSubject(
    subject
      ? { payoutCode: subject.code, merchantCode: subject.merchantCode, divisionCode: subject.divisionCode }
      : undefined,
  );
  const { show } = useToast();
  const tell = useCallback((title: string) => show({ title }), [show]);
  const columns = useMemo<DataTableColumn<PayoutBatch>[]>(() => {
    const column = listTableColumns(payoutBatchColumns, t, locale);
    return [
      column('code', { kind: 'code', cell: (batch) => <code>{batch.code}</code> }),
      column('status', { cell: (batch) => <StatusBadge status={batch.status} />, size: 120 }),
      column('merchant', {
        cell: (batch) => (
          <>
            {batch.merchantName}
            <span className="payout-division">{batch.divisionName}</span>
          </>
        ),
        size: 200,
      }),
      column('sellers', { kind: 'amount', size: 90 }),
      column('items', { kind: 'amount', size: 90 }),
      column('total', { kind: 'amount' }),
      {
        id: 'createdAt',
        header: labels.columns.createdAt(),
        cell: (batch) => formatTableDate(batch.createdAt),
        csv: (batch) => batch.createdAt,
      },
      column('approver', { size: 200 }),
      column('approvedAt', { cell: (batch) => (batch.approvedAt ? formatTableDate(batch.approvedAt) : '') }),
      {
        id: 'actions',
        header: labels.columns.actions(),
        size: 420,
        cell: (batch) => (
          <div className="payout-row-actions">
            <Button
              size="sm"
              aria-expanded={itemsOf?.code === batch.code}
              onClick={() => setItemsOf(itemsOf?.code === batch.code ? undefined : batch)}
            >
              {labels.batches.showItems()}
            </Button>
            <BatchActions batch={batch} onMessage={tell} />
          </div>
        ),
      },
    ];
  }, [t, labels, locale, itemsOf, tell]);
  return (
    <>
      <SavedViewBar
        list="payoutBatches"
        tableId="payout-batches"
        filterKeys={batchViewFilterKeys}
        columnIds={batchColumnIds}
      />
      <PayoutQueryFilterBar address={payoutBatchAddress} statuses={payoutBatchStatuses} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to where the focus goes inside the table */}
      <div onFocus={onFocus}>
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
      </div>
      {itemsOf ? (
        <section className="payout-items" aria-label={labels.batches.showItems()}>
          <BatchItems batch={itemsOf} onMessage={tell} />
        </section>
      ) : null}
    </>
  );
}

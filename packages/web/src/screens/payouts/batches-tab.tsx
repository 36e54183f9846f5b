import type { MerchantScope } from '@ops/core/api';
import { payoutBatchStatuses } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { Fragment, useState } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../app/i18n-context.tsx';
import { ListFooter } from '../../ui/list-paging/list-footer.tsx';
import { useListPage } from '../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { SellerStatus } from '../../ui/seller-summary/seller-status.tsx';
import { BatchActions } from './batch-actions.tsx';
import { BatchItems } from './batch-items.tsx';
import { PayoutFilterBar } from './payout-filter-bar.tsx';
import { payoutFiltersOf } from './payout-filters.ts';
import { usePayoutBatches } from './payout-queries.ts';

const columnCount = 10;

/** Payouts (batches): status, merchant, sellers, items, total, approver and date, with the batch actions. */
export function BatchesTab({ scope }: { scope: MerchantScope | undefined }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const filters = payoutFiltersOf(useSearch());
  const [listPage, setListPage] = useListPage();
  const batches = usePayoutBatches(scope, filters, listPage);
  const [itemsOf, setItemsOf] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const rows = batches.data?.elements ?? [];
  return (
    <>
      <PayoutFilterBar statuses={payoutBatchStatuses} searchable />
      {message ? <p role="status">{message}</p> : null}
      <ListStates
        state={batches.isError ? 'error' : batches.data ? 'loaded' : 'loading'}
        error={batches.error}
        onRetry={() => void batches.refetch()}
        empty={rows.length === 0}
      >
        <div className="seller-table-scroll">
          <table
            className="seller-list-table payout-table"
            aria-label={labels.tabs.batches()}
            aria-busy={batches.isFetching}
          >
            <thead>
              <tr>
                <th scope="col">{labels.columns.code()}</th>
                <th scope="col">{labels.columns.status()}</th>
                <th scope="col">{labels.columns.merchant()}</th>
                <th scope="col">{labels.columns.sellers()}</th>
                <th scope="col">{labels.columns.items()}</th>
                <th scope="col">{labels.columns.total()}</th>
                <th scope="col">{labels.columns.createdAt()}</th>
                <th scope="col">{labels.columns.approver()}</th>
                <th scope="col">{labels.columns.approvedAt()}</th>
                <th scope="col">{labels.columns.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((batch) => (
                <Fragment key={batch.code}>
                  <tr>
                    <th scope="row">
                      <code>{batch.code}</code>
                    </th>
                    <td>
                      <SellerStatus status={batch.status} />
                    </td>
                    <td>
                      {batch.merchantName}
                      <span className="payout-division">{batch.divisionName}</span>
                    </td>
                    <td className="amount">{batch.sellerCount}</td>
                    <td className="amount">{batch.itemCount}</td>
                    <td className="amount">{formatMoney(batch.totalAmount, batch.currency, locale)}</td>
                    <td>{formatTableDate(batch.createdAt)}</td>
                    <td>{batch.approvedBy ?? ''}</td>
                    <td>{batch.approvedAt ? formatTableDate(batch.approvedAt) : ''}</td>
                    <td>
                      <div className="payout-row-actions">
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-expanded={itemsOf === batch.code}
                          onClick={() => setItemsOf(itemsOf === batch.code ? undefined : batch.code)}
                        >
                          {labels.batches.showItems()}
                        </button>
                        <BatchActions batch={batch} onMessage={setMessage} />
                      </div>
                    </td>
                  </tr>
                  {itemsOf === batch.code ? (
                    <tr className="payout-items-row">
                      <td colSpan={columnCount}>
                        <BatchItems batch={batch} onMessage={setMessage} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
        <ListFooter listPage={listPage} totalCount={batches.data?.totalCount ?? 0} onChange={setListPage} />
      </ListStates>
    </>
  );
}

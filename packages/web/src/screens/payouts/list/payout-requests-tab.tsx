import { processPayoutRequestsAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { type FundPayoutRequest, payoutRequestStatuses } from '@ops/core/contract';
import type { PayoutSelection } from '@ops/core/flows/payout-processing';
import { useState } from 'react';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { DataTable, noSelection, type TableSelection } from '../../../ui/data-table/index.ts';
import { payoutRequestList } from './payout-queries.ts';
import { PayoutQueryFilterBar } from './payout-query-filter-bar.tsx';
import type { PayoutRequestColumnId } from './payout-request-columns.tsx';
import { payoutRequestAddress } from './payout-request-query.ts';
import { usePayoutRequestTable } from './use-payout-request-table.ts';

/** The filters a saved view of payout requests keeps besides its query (`q`). */
const payoutRequestViewFilterKeys = ['status', 'search'] as const;

const isWaiting = (request: FundPayoutRequest) => request.status === 'WAITING';

const requestColumns: readonly PayoutRequestColumnId[] = [
  'code',
  'merchant',
  'seller',
  'account',
  'iban',
  'amount',
  'status',
  'type',
  'createdAt',
  'processedAt',
  'actions',
];

/**
 * Payout requests of every merchant (or of the bound division) with status and code filters. Requests are
 * selected one by one or a page at a time and processed through the processing flow; Process every request
 * matching the filter hands the flow the filter instead of codes.
 */
export function PayoutRequestsTab({
  scope,
  onProcess,
}: {
  scope: MerchantScope | undefined;
  onProcess(selection: PayoutSelection): void;
}) {
  const { t } = useI18n();
  const labels = t.payoutScreens;
  const { filters, requests, fetchPage, table, onFocus } = usePayoutRequestTable(
    payoutRequestList,
    scope,
    requestColumns,
  );
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  // The processing runs core's flow, not a registry action: the action stands for it.
  const mayProcess = useActionAllowed(processPayoutRequestsAction);
  /** The processing asked about, with its question: nothing is processed until it is confirmed. */
  const [pending, setPending] = useState<{ selection: PayoutSelection; question: string; name: string } | null>(null);
  const selectedCount = selection.mode === 'rows' ? selection.keys.length : (requests.data?.totalCount ?? 0);

  const askAll = () =>
    setPending({
      selection: filterSelection,
      question: labels.requests.confirmProcessMatching({ count: requests.data?.totalCount ?? 0 }),
      name: labels.requests.processMatching(),
    });

  const filterSelection: PayoutSelection = {
    filter: {
      ...(scope ?? {}),
      ...(filters.requestStatus ? { status: filters.requestStatus } : {}),
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.query ? { query: filters.query } : {}),
    },
  };

  return (
    <>
      <SavedViewBar
        list="payoutRequests"
        tableId="payout-requests"
        filterKeys={payoutRequestViewFilterKeys}
        columnIds={requestColumns}
      />
      <PayoutQueryFilterBar address={payoutRequestAddress} statuses={payoutRequestStatuses} />
      {pending ? (
        <fieldset className="payout-row-confirm" aria-label={pending.name}>
          <p>{pending.question}</p>
          <div className="payout-toolbar">
            <Button
              variant="primary"
              size="sm"
              onClick={() => {
                setPending(null);
                onProcess(pending.selection);
              }}
            >
              {labels.requests.confirm()}
            </Button>
            <Button size="sm" onClick={() => setPending(null)}>
              {labels.requests.cancel()}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to where the focus goes inside the table */}
      <div onFocus={onFocus}>
        <DataTable
          id="payout-requests"
          label={labels.tabs.requests()}
          {...table}
          selection={
            mayProcess
              ? {
                  value: selection,
                  onChange: setSelection,
                  canSelect: isWaiting,
                  rowLabel: (request) => labels.columns.select({ code: request.code }),
                }
              : undefined
          }
          csvExport={{ fileName: 'payout-requests.csv', fetchPage }}
          toolbar={
            mayProcess ? (
              <>
                <Button
                  variant="primary"
                  size="sm"
                  disabled={selectedCount === 0}
                  onClick={() => {
                    if (selection.mode === 'filter') askAll();
                    else {
                      const count = selection.keys.length;
                      setPending({
                        selection: { codes: [...selection.keys] },
                        question: labels.requests.confirmProcessSelected({ count }),
                        name: labels.requests.processSelected({ count }),
                      });
                    }
                    setSelection(noSelection);
                  }}
                >
                  {labels.requests.processSelected({ count: selectedCount })}
                </Button>
                <Button size="sm" disabled={!requests.data || requests.data.totalCount === 0} onClick={askAll}>
                  {labels.requests.processMatching()}
                </Button>
              </>
            ) : undefined
          }
        />
      </div>
    </>
  );
}

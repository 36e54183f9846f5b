import { requestPayoutAction } from '@ops/core/actions';
import type { AccountHolderDetails, FundPayoutRequest } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { payoutRequestColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useActionAllowed } from '../../../../kit/actions/use-action-allowed.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../../../ui/status-badge/index.ts';
import { useToast } from '../../../../ui/toast/toast.tsx';
import { useExternalAccounts, useSellerPayoutRequests } from '../use-seller.ts';
import { PayoutRequestForm } from './payout-request-form.tsx';

/** The Payout requests tab: the seller's payout requests, and the form to request one. */
export function PayoutRequestsTab({
  scope,
  seller,
  formOpen,
  onFormOpenChange,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
  formOpen: boolean;
  onFormOpenChange(open: boolean): void;
}) {
  const { t, locale } = useI18n();
  const mayRequest = useActionAllowed(requestPayoutAction);
  const labels = t.sellers.payoutRequests;
  const [query, changeQuery] = useTableQuery([]);
  const requests = useSellerPayoutRequests(scope, seller.code, { page: query.page, pageSize: query.pageSize });
  const externalAccounts = useExternalAccounts(scope, seller.code);
  const toast = useToast();
  const columns = useMemo<DataTableColumn<FundPayoutRequest>[]>(() => {
    const column = listTableColumns(payoutRequestColumns, t, locale);
    return [
      column('code', { kind: 'code', cell: (request) => <code>{request.code}</code> }),
      column('amount', {
        kind: 'amount',
        cell: (request) => <MoneyAmount amount={request.amount} currency={request.sourceCurrency} />,
      }),
      column('status', { cell: (request) => <StatusBadge status={request.status} />, size: 120 }),
      column('type', { cell: (request) => t.sellers.payoutModes[request.type](), size: 120 }),
      {
        id: 'iban',
        header: labels.columns.iban(),
        cell: (request) => request.iban ?? '',
        csv: (request) => request.iban ?? '',
        size: 200,
      },
      {
        id: 'description',
        header: labels.columns.description(),
        cell: (request) => request.description ?? '',
        csv: (request) => request.description ?? '',
      },
      column('createdAt', { cell: (request) => formatTableDate(request.createdAt) }),
      {
        id: 'processedAt',
        header: labels.columns.processedAt(),
        cell: (request) => (request.processedAt ? formatTableDate(request.processedAt) : ''),
        csv: (request) => request.processedAt ?? '',
      },
    ];
  }, [labels, t, locale]);
  return (
    <div className="payout-requests-tab">
      {seller.deleted || !mayRequest ? null : formOpen && externalAccounts.data ? (
        <PayoutRequestForm
          seller={seller}
          externalAccounts={externalAccounts.data.elements}
          onCancel={() => onFormOpenChange(false)}
          onDone={(request) => {
            toast.show({ title: labels.created({ code: request.code }) });
            onFormOpenChange(false);
          }}
        />
      ) : (
        <div className="payout-requests-actions">
          <Button variant="primary" disabled={!externalAccounts.data} onClick={() => onFormOpenChange(true)}>
            {labels.create()}
          </Button>
        </div>
      )}
      <DataTable
        id="seller-payout-requests"
        label={t.sellers.details.tabs.payoutRequests()}
        columns={columns}
        {...pageQueryState(requests)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(request) => request.code}
      />
    </div>
  );
}

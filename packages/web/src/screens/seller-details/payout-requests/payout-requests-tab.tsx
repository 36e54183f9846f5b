import type { AccountHolderDetails } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n-context.tsx';
import { ListFooter } from '../../../ui/list-paging/list-footer.tsx';
import { useListPage } from '../../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../../ui/list-paging/list-states.tsx';
import { SellerStatus } from '../../../ui/seller-summary/seller-status.tsx';
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
  const labels = t.sellers.payoutRequests;
  const [listPage, setListPage] = useListPage();
  const requests = useSellerPayoutRequests(scope, seller.code, listPage);
  const externalAccounts = useExternalAccounts(scope, seller.code);
  const [created, setCreated] = useState<string | undefined>(undefined);
  const rows = requests.data?.elements ?? [];
  return (
    <div className="payout-requests-tab">
      <p role="status" aria-live="polite">
        {created ? labels.created({ code: created }) : ''}
      </p>
      {seller.deleted ? null : formOpen && externalAccounts.data ? (
        <PayoutRequestForm
          seller={seller}
          externalAccounts={externalAccounts.data.elements}
          onCancel={() => onFormOpenChange(false)}
          onDone={(request) => {
            setCreated(request.code);
            onFormOpenChange(false);
          }}
        />
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled={!externalAccounts.data}
          onClick={() => {
            setCreated(undefined);
            onFormOpenChange(true);
          }}
        >
          {labels.create()}
        </button>
      )}
      <ListStates
        state={requests.isError ? 'error' : requests.data ? 'loaded' : 'loading'}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        empty={rows.length === 0}
      >
        <table className="seller-list-table" aria-label={t.sellers.details.tabs.payoutRequests()}>
          <thead>
            <tr>
              <th scope="col">{labels.columns.code()}</th>
              <th scope="col">{labels.columns.amount()}</th>
              <th scope="col">{labels.columns.status()}</th>
              <th scope="col">{labels.columns.type()}</th>
              <th scope="col">{labels.columns.iban()}</th>
              <th scope="col">{labels.columns.description()}</th>
              <th scope="col">{labels.columns.createdAt()}</th>
              <th scope="col">{labels.columns.processedAt()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((request) => (
              <tr key={request.code}>
                <td>
                  <code>{request.code}</code>
                </td>
                <td className="amount">{formatMoney(request.amount, request.sourceCurrency, locale)}</td>
                <td>
                  <SellerStatus status={request.status} />
                </td>
                <td>{t.sellers.payoutModes[request.type]()}</td>
                <td>{request.iban ?? ''}</td>
                <td>{request.description ?? ''}</td>
                <td>{formatTableDate(request.createdAt)}</td>
                <td>{request.processedAt ? formatTableDate(request.processedAt) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListFooter listPage={listPage} totalCount={requests.data?.totalCount ?? 0} onChange={setListPage} />
      </ListStates>
    </div>
  );
}

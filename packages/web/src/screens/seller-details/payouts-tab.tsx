import type { AccountHolderDetails } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../app/i18n-context.tsx';
import { ListFooter } from '../../ui/list-paging/list-footer.tsx';
import { useListPage } from '../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { SellerStatus } from '../../ui/seller-summary/seller-status.tsx';
import { useSellerPayouts } from './use-seller.ts';

/** The Payouts tab: the seller's payouts with the payout table's statuses, newest first. */
export function PayoutsTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t, locale } = useI18n();
  const labels = t.sellers.payouts.columns;
  const [listPage, setListPage] = useListPage();
  const payouts = useSellerPayouts(scope, seller.code, listPage);
  const rows = payouts.data?.elements ?? [];
  return (
    <ListStates
      state={payouts.isError ? 'error' : payouts.data ? 'loaded' : 'loading'}
      error={payouts.error}
      onRetry={() => void payouts.refetch()}
      empty={rows.length === 0}
    >
      <table className="seller-list-table" aria-label={t.sellers.details.tabs.payouts()}>
        <thead>
          <tr>
            <th scope="col">{labels.code()}</th>
            <th scope="col">{labels.status()}</th>
            <th scope="col">{labels.amount()}</th>
            <th scope="col">{labels.iban()}</th>
            <th scope="col">{labels.payout()}</th>
            <th scope="col">{labels.createdAt()}</th>
            <th scope="col">{labels.settledAt()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((payout) => (
            <tr key={payout.code}>
              <td>
                <code>{payout.code}</code>
              </td>
              <td>
                <SellerStatus status={payout.status} />
              </td>
              <td className="amount">{formatMoney(payout.amount, payout.currency, locale)}</td>
              <td>{payout.iban ?? ''}</td>
              <td>{payout.payoutCode ?? ''}</td>
              <td>{formatTableDate(payout.createdAt)}</td>
              <td>{payout.settledAt ? formatTableDate(payout.settledAt) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListFooter listPage={listPage} totalCount={payouts.data?.totalCount ?? 0} onChange={setListPage} />
    </ListStates>
  );
}

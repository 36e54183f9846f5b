import type { AccountHolderDetails } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { ListFooter } from '../../ui/list-paging/list-footer.tsx';
import { useListPage } from '../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { SellerStatus } from '../../ui/seller-summary/seller-status.tsx';
import { VirtualAccountTable } from '../../ui/virtual-accounts/virtual-account-table.tsx';
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
      <VirtualAccountTable accounts={accounts} caption={t.sellers.details.tabs.balance()} />
      {accounts.length > 1 ? (
        <label>
          {t.sellers.balances.virtualAccount()}{' '}
          <select value={accountCode} onChange={(event) => setAccountCode(event.target.value)}>
            {accounts.map((account) => (
              <option key={account.code} value={account.code}>
                {account.displayName} ({account.currency})
              </option>
            ))}
          </select>
        </label>
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
  const [listPage, setListPage] = useListPage();
  const history = useBalanceHistory(scope, virtualAccountCode, listPage);
  const rows = history.data?.elements ?? [];
  return (
    <ListStates
      state={history.isError ? 'error' : history.data ? 'loaded' : 'loading'}
      error={history.error}
      onRetry={() => void history.refetch()}
      empty={rows.length === 0}
    >
      <table className="seller-list-table" aria-label={labels.title()}>
        <thead>
          <tr>
            <th scope="col">{labels.createdAt()}</th>
            <th scope="col">{labels.type()}</th>
            <th scope="col">{labels.status()}</th>
            <th scope="col">{labels.balance()}</th>
            <th scope="col">{labels.amount()}</th>
            <th scope="col">{labels.runningBalance()}</th>
            <th scope="col">{labels.reference()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.postingId}>
              <td>{formatTableDate(entry.createdAt)}</td>
              <td>{t.fund.mutationTypes[entry.type]()}</td>
              <td>
                <SellerStatus status={entry.status} />
              </td>
              <td>{t.fund.buckets[entry.bucket]()}</td>
              <td className="amount">{formatMoney(entry.amount, entry.currency, locale)}</td>
              <td className="amount">{formatMoney(entry.runningBalance, entry.currency, locale)}</td>
              <td>{entry.reference ?? entry.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListFooter listPage={listPage} totalCount={history.data?.totalCount ?? 0} onChange={setListPage} />
    </ListStates>
  );
}

import type { MerchantScope } from '@ops/core/api';
import type { AccountHolder } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { Fragment, useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { AppLink } from '../../app/routing/app-link.tsx';
import { ListFooter } from '../../ui/list-paging/list-footer.tsx';
import { useListPage } from '../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { CopyCodeButton } from '../../ui/seller-summary/copy-code-button.tsx';
import { SellerStatus } from '../../ui/seller-summary/seller-status.tsx';
import { usePayoutsText } from '../../ui/seller-summary/seller-summary.tsx';
import { VirtualAccountTable } from '../../ui/virtual-accounts/virtual-account-table.tsx';
import type { SellerFilters } from './seller-filters.ts';
import { useSellers } from './use-sellers.ts';

const columnCount = 13;

/** The confirmed balance per currency, e.g. '€12.00 · $3.00'. */
function confirmedBalances(seller: AccountHolder, locale: 'en' | 'nl'): string {
  return (seller.balances ?? [])
    .map((account) => formatMoney(account.confirmedBalance, account.currency, locale))
    .join(' · ');
}

/** One page of sellers with every seller field of spec section 3 and the row actions. */
export function SellerTable({ scope, filters }: { scope: MerchantScope; filters: SellerFilters }) {
  const { t, locale } = useI18n();
  const labels = t.sellers.list;
  const [listPage, setListPage] = useListPage();
  const sellers = useSellers(scope, filters, listPage.page, listPage.pageSize);
  const payoutsText = usePayoutsText();
  const [balancesOf, setBalancesOf] = useState<string | undefined>(undefined);
  const rows = sellers.data?.elements ?? [];
  return (
    <ListStates
      state={sellers.isError ? 'error' : sellers.data ? 'loaded' : 'loading'}
      error={sellers.error}
      onRetry={() => void sellers.refetch()}
      empty={rows.length === 0}
    >
      <div className="seller-table-scroll">
        <table className="seller-table" aria-label={t.sellers.title()} aria-busy={sellers.isFetching}>
          <thead>
            <tr>
              <th scope="col">{labels.columns.name()}</th>
              <th scope="col">{labels.columns.code()}</th>
              <th scope="col">{labels.columns.email()}</th>
              <th scope="col">{labels.columns.status()}</th>
              <th scope="col">{labels.columns.kycStatus()}</th>
              <th scope="col">{labels.columns.externalAccountStatus()}</th>
              <th scope="col">{labels.columns.legalForm()}</th>
              <th scope="col">{labels.columns.companyType()}</th>
              <th scope="col">{labels.columns.balance()}</th>
              <th scope="col">{labels.columns.totalVolume()}</th>
              <th scope="col">{labels.columns.payouts()}</th>
              <th scope="col">{labels.columns.createdAt()}</th>
              <th scope="col">{labels.columns.actions()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((seller) => (
              <Fragment key={seller.code}>
                <tr>
                  <th scope="row">
                    <AppLink to={`/sellers/${encodeURIComponent(seller.code)}/balance`}>{seller.name}</AppLink>
                    {seller.deleted ? <span className="seller-deleted"> ({labels.deleted()})</span> : null}
                  </th>
                  <td>
                    <code>{seller.code}</code>
                  </td>
                  <td>{seller.email}</td>
                  <td>
                    <SellerStatus status={seller.status} />
                  </td>
                  <td>
                    <SellerStatus status={seller.kycStatus} />
                  </td>
                  <td>
                    <SellerStatus status={seller.externalAccountStatus} />
                  </td>
                  <td>{t.sellers.legalForms[seller.legalForm]()}</td>
                  <td>{seller.companyType ? t.sellers.companyTypes[seller.companyType]() : ''}</td>
                  <td className="amount">{confirmedBalances(seller, locale)}</td>
                  <td className="amount">
                    {formatMoney(seller.totalVolume.amount, seller.totalVolume.currency, locale)}
                  </td>
                  <td>{payoutsText(seller)}</td>
                  <td>{formatTableDate(seller.createdAt)}</td>
                  <td>
                    <fieldset className="seller-row-actions" aria-label={labels.rowActions({ name: seller.name })}>
                      <CopyCodeButton code={seller.code} hideCode />
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-expanded={balancesOf === seller.code}
                        onClick={() => setBalancesOf(balancesOf === seller.code ? undefined : seller.code)}
                      >
                        {labels.showBalances()}
                      </button>
                    </fieldset>
                  </td>
                </tr>
                {balancesOf === seller.code ? (
                  <tr className="seller-balances-row">
                    <td colSpan={columnCount}>
                      <VirtualAccountTable
                        accounts={seller.balances ?? []}
                        caption={labels.balancesOf({ name: seller.name })}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <ListFooter listPage={listPage} totalCount={sellers.data?.totalCount ?? 0} onChange={setListPage} />
    </ListStates>
  );
}

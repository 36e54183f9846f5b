import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../app/i18n-context.tsx';
import { usePageTitle } from '../../app/page-title.tsx';
import { useActionSubject } from '../../ui/action-subject/use-action-subject.ts';
import { useMerchantScope } from '../../ui/merchant-selection/merchant-selection-provider.tsx';
import { hrefOf } from '../../ui/merchant-selection/query-codes.ts';
import { TransferFilterBar } from './transfer-filter-bar.tsx';
import { type TransferFilters, transferFiltersOf, withTransferFilters } from './transfer-filters.ts';
import { TransferForm } from './transfer-form.tsx';
import { TransferTable } from './transfer-table.tsx';
import './balance-transfers-screen.css';

/**
 * `/balance-transfers` (spec section 2): the balance transfers list, the bound division's or every merchant's,
 * with filters and paging in the URL, and the transfer form. It works without a bound merchant.
 */
export function BalanceTransfersScreen() {
  const { t } = useI18n();
  usePageTitle(t.balanceTransfers.title());
  const scope = useMerchantScope();
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const [transferring, setTransferring] = useState(false);
  const filters = transferFiltersOf(search);

  useActionSubject(undefined, { 'balanceTransfers.create': () => setTransferring(true) });

  const changeFilters = useCallback(
    (next: TransferFilters) => setLocation(hrefOf(location, withTransferFilters(window.location.search, next))),
    [location, setLocation],
  );

  return (
    <section className="transfers-screen" aria-labelledby="transfers-title">
      <header className="transfers-header">
        <h2 id="transfers-title">{t.balanceTransfers.title()}</h2>
        {transferring ? null : (
          <button type="button" className="button" onClick={() => setTransferring(true)}>
            {t.balanceTransfers.newTransfer()}
          </button>
        )}
      </header>
      {transferring ? <TransferForm onClose={() => setTransferring(false)} /> : null}
      <TransferFilterBar filters={filters} onChange={changeFilters} />
      <TransferTable scope={scope} filters={filters} />
    </section>
  );
}

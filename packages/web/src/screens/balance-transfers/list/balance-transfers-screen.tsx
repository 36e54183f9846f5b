import { balanceTransferAction } from '@ops/core/actions';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import { Button } from '../../../ui/button/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { TransferForm } from '../create/transfer-form.tsx';
import { TransferFilterBar } from './transfer-filter-bar.tsx';
import { type TransferFilters, transferFiltersOf, withTransferFilters } from './transfer-filters.ts';
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
  // The form runs core's balance transfer flow; the registry's action stands for it.
  const mayTransfer = useActionAllowed(balanceTransferAction);
  const filters = transferFiltersOf(search);

  useActionSubject(undefined, { 'balanceTransfers.create': () => setTransferring(true) });

  const changeFilters = useCallback(
    (next: TransferFilters) => setLocation(hrefOf(location, withTransferFilters(window.location.search, next))),
    [location, setLocation],
  );

  return (
    <div className="transfers-screen">
      <PageHeader
        description={t.balanceTransfers.description()}
        actions={
          transferring || !mayTransfer ? undefined : (
            <Button variant="primary" onClick={() => setTransferring(true)}>
              {t.balanceTransfers.newTransfer()}
            </Button>
          )
        }
      />
      {transferring && mayTransfer ? <TransferForm onClose={() => setTransferring(false)} /> : null}
      <TransferFilterBar filters={filters} onChange={changeFilters} />
      <TransferTable scope={scope} filters={filters} />
    </div>
  );
}

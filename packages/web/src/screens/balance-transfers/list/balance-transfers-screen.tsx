import { balanceTransferAction } from '@ops/core/actions';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../../ui/button/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { TransferForm } from '../create/transfer-form.tsx';
import { TransferFilterBar } from './transfer-filter-bar.tsx';
import { transferFilterKeys, transferQueryText } from './transfer-list-query.ts';
import { TransferTable, transferColumnIds } from './transfer-table.tsx';
import './balance-transfers-screen.css';

/**
 * `/balance-transfers` (spec section 2): the balance transfers list, the bound division's or every merchant's, its
 * saved views, its query and filters (one state, `q`) and paging in the URL, and the transfer form. It works without
 * a bound merchant.
 */
export function BalanceTransfersScreen() {
  const { t } = useI18n();
  usePageTitle(t.balanceTransfers.title());
  const scope = useMerchantScope();
  const search = useSearch();
  const [transferring, setTransferring] = useState(false);
  // The form runs core's balance transfer flow; the registry's action stands for it.
  const mayTransfer = useActionAllowed(balanceTransferAction);

  useActionSubject(undefined, { 'balanceTransfers.create': () => setTransferring(true) });

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
      <SavedViewBar
        list="balanceTransfers"
        tableId="balance-transfers"
        filterKeys={transferFilterKeys}
        columnIds={transferColumnIds}
      />
      <TransferFilterBar />
      <TransferTable scope={scope} query={transferQueryText(search)} />
    </div>
  );
}

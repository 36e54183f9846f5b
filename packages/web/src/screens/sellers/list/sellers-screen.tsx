import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import {
  useMerchantScope,
  useMerchantSelection,
} from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { queryCodesOf } from '../../../lib/merchant-selection/query-codes.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { PageHeader } from '../../../ui/page-header/page-header.tsx';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { SellerForm } from '../common/seller-forms/seller-form.tsx';
import { rememberSellerListQuery } from '../common/seller-list-return/seller-list-return.ts';
import { SellerFilterBar } from './seller-filter-bar.tsx';
import { sellerFilterKeys, sellerFiltersOf } from './seller-filters.ts';
import { SellerTable, sellerColumnIds } from './seller-table.tsx';
import './sellers-screen.css';
import { createSellerAction } from '@ops/core/actions';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';

/**
 * `/sellers`: the bound division's sellers with search, status filter, hide-no-balance and show-deleted toggles
 * (spec section 2), its saved views and query (one state with the search and status, `q`), and create seller. The
 * query, switches, sort and page live in the URL, and the list remembers them for the way back from a seller's
 * details. The spec spares this route the merchant selection: without a bound
 * merchant it lists every merchant's sellers with their merchant and division (no create: a seller needs one).
 */
export function SellersScreen() {
  const { t } = useI18n();
  usePageTitle(t.sellers.title());
  const scope = useMerchantScope();
  const search = useSearch();
  const navigate = useAppNavigate();
  const [creating, setCreating] = useState(false);
  const filters = sellerFiltersOf(search);
  const binding = useSelector(useMerchantSelection().selection, (snapshot) => snapshot.value.binding);
  // The query names a merchant whose pair is still being checked: wait rather than ask for one.
  const checking = !scope && queryCodesOf(search).merchantCode !== undefined && binding !== 'mismatch';

  useEffect(() => rememberSellerListQuery(search), [search]);
  const mayCreate = useActionAllowed(createSellerAction);
  useActionSubject(undefined, scope ? { 'sellers.create': () => setCreating(true) } : {});

  return (
    <section className="sellers-screen" aria-label={t.sellers.title()}>
      <PageHeader
        title={t.sellers.title()}
        description={scope ? t.sellers.list.description() : t.sellers.list.descriptionAcrossMerchants()}
        actions={
          scope && mayCreate ? (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t.sellers.list.create()}
            </Button>
          ) : undefined
        }
      />
      {checking ? <SkeletonList count={6} label={t.shell.screenLoad.loading()} /> : null}
      {scope && mayCreate && creating ? (
        <div className="sellers-create">
          <Card title={t.sellers.form.createTitle()} headingLevel={3}>
            <SellerForm
              onCancel={() => setCreating(false)}
              onDone={(seller) => {
                setCreating(false);
                navigate(`/sellers/${encodeURIComponent(seller.code)}/identity`);
              }}
            />
          </Card>
        </div>
      ) : null}
      {checking ? null : (
        <>
          <SavedViewBar list="sellers" tableId="sellers" filterKeys={sellerFilterKeys} columnIds={sellerColumnIds} />
          <SellerFilterBar />
          <SellerTable scope={scope} filters={filters} />
        </>
      )}
    </section>
  );
}

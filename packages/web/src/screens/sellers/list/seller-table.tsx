import type { MerchantScope } from '@ops/core/api';
import type { ListedAccountHolder } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { csvMoney, sellerColumns, sellerOwnerColumns } from '@ops/core/lists';
import { formatMoney } from '@ops/core/money';
import { useMemo, useState } from 'react';
import { VirtualAccountTable } from '../../../domain-parts/virtual-accounts/virtual-account-table.tsx';
import type { RunAction } from '../../../kit/actions/use-registry-action.ts';
import { useRunAction } from '../../../kit/actions/use-run-action.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { CopyCodeButton } from '../common/seller-summary/copy-code-button.tsx';
import { usePayoutsText } from '../common/seller-summary/seller-summary.tsx';
import { CopyOnboardingUrlButton } from './copy-onboarding-url-button.tsx';
import type { SellerFilters } from './seller-filters.ts';
import { useSellerPages, useSellers } from './use-sellers.ts';

const sellerPath = (seller: ListedAccountHolder) => `/sellers/${encodeURIComponent(seller.code)}/balance`;
/** A seller's details open under the seller's own merchant and division: across merchants that binds them. */
const sellerQuery = (seller: ListedAccountHolder) => ({
  merchantCode: seller.merchantCode,
  divisionCode: seller.divisionCode,
});

/**
 * The table's columns, by id: what a saved view keeps visible and in which order (the merchant and division show on
 * the list across merchants only).
 */
export const sellerColumnIds = [
  'name',
  'merchant',
  'division',
  'code',
  'email',
  'status',
  'kycStatus',
  'externalAccountStatus',
  'legalForm',
  'companyType',
  'balance',
  'totalVolume',
  'payouts',
  'createdAt',
  'actions',
] as const;

/**
 * One page of sellers with every seller field of spec section 3 and the row actions, in the shared table: the
 * bound division's, or without a `scope` every merchant's, with their merchant and division beside the name.
 */
export function SellerTable({ scope, filters }: { scope: MerchantScope | undefined; filters: SellerFilters }) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const [query, changeQuery] = useTableQuery([]);
  const sellers = useSellers(scope, filters, query.page, query.pageSize);
  const fetchPage = useSellerPages(scope, filters);
  const [balancesOf, setBalancesOf] = useState<ListedAccountHolder | undefined>(undefined);
  const columns = useSellerColumns(balancesOf, setBalancesOf, scope === undefined);
  return (
    <>
      <DataTable
        id="sellers"
        label={t.sellers.title()}
        columns={columns}
        {...pageQueryState(sellers)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(seller) => seller.code}
        onOpenRow={(seller) => navigate(sellerPath(seller), { query: sellerQuery(seller) })}
        csvExport={{ fileName: 'sellers.csv', fetchPage }}
      />
      {balancesOf ? (
        <Card title={t.sellers.list.balancesOf({ name: balancesOf.name })} headingLevel={3} flush>
          <VirtualAccountTable
            accounts={balancesOf.balances ?? []}
            caption={t.sellers.list.balancesOf({ name: balancesOf.name })}
            hideCaption
          />
        </Card>
      ) : null}
    </>
  );
}

function useSellerColumns(
  balancesOf: ListedAccountHolder | undefined,
  showBalances: (seller: ListedAccountHolder | undefined) => void,
  acrossMerchants: boolean,
): DataTableColumn<ListedAccountHolder>[] {
  const { t, locale } = useI18n();
  const payoutsText = usePayoutsText();
  // One runner for every row's 'copy hosted-onboarding URL', not one each.
  const runAction: RunAction = useRunAction();
  return useMemo(() => {
    // Read once here, not in every row: each step into the dictionary copies that area.
    const labels = t.sellers.list;
    const { legalForms, companyTypes } = t.sellers;
    const column = listTableColumns<ListedAccountHolder>(sellerColumns, t, locale);
    const ownerColumn = listTableColumns(sellerOwnerColumns, t, locale);
    const owners = acrossMerchants
      ? [
          ownerColumn('merchant', {
            cell: (seller) => <span title={seller.merchantCode}>{seller.merchantName}</span>,
            size: 180,
          }),
          ownerColumn('division', {
            cell: (seller) => <span title={seller.divisionCode}>{seller.divisionName}</span>,
            size: 160,
          }),
        ]
      : [];
    return [
      column('name', {
        cell: (seller) => (
          <>
            <AppLink to={sellerPath(seller)} query={sellerQuery(seller)}>
              {seller.name}
            </AppLink>
            {seller.deleted ? (
              <>
                {' '}
                <Badge>{labels.deleted()}</Badge>
              </>
            ) : null}
          </>
        ),
        size: 200,
      }),
      ...owners,
      column('code', { kind: 'code', cell: (seller) => <code>{seller.code}</code> }),
      column('email', { size: 220 }),
      column('status', { cell: (seller) => <StatusBadge status={seller.status} />, size: 130 }),
      column('kycStatus', { cell: (seller) => <StatusBadge status={seller.kycStatus} />, size: 130 }),
      {
        id: 'externalAccountStatus',
        header: labels.columns.externalAccountStatus(),
        cell: (seller) => <StatusBadge status={seller.externalAccountStatus} />,
        csv: (seller) => seller.externalAccountStatus,
        size: 130,
      },
      column('legalForm', {
        cell: (seller) => legalForms[seller.legalForm](),
      }),
      {
        id: 'companyType',
        header: labels.columns.companyType(),
        cell: (seller) => (seller.companyType ? companyTypes[seller.companyType]() : ''),
        csv: (seller) => (seller.companyType ? companyTypes[seller.companyType]() : ''),
      },
      column('balance', { kind: 'amount' }),
      {
        id: 'totalVolume',
        kind: 'amount',
        header: labels.columns.totalVolume(),
        cell: (seller) => formatMoney(seller.totalVolume.amount, seller.totalVolume.currency, locale),
        csv: (seller) => csvMoney(seller.totalVolume, { locale }),
      },
      { id: 'payouts', header: labels.columns.payouts(), cell: payoutsText, csv: payoutsText, size: 200 },
      column('createdAt', { cell: (seller) => formatTableDate(seller.createdAt) }),
      {
        id: 'actions',
        header: labels.columns.actions(),
        size: acrossMerchants ? 280 : 440,
        cell: (seller) => (
          <fieldset className="seller-row-actions" aria-label={labels.rowActions({ name: seller.name })}>
            <CopyCodeButton code={seller.code} hideCode />
            {acrossMerchants ? null : <CopyOnboardingUrlButton seller={seller} runAction={runAction} />}
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={balancesOf?.code === seller.code}
              onClick={() => showBalances(balancesOf?.code === seller.code ? undefined : seller)}
            >
              {labels.showBalances()}
            </Button>
          </fieldset>
        ),
      },
    ];
  }, [t, locale, payoutsText, runAction, balancesOf, showBalances, acrossMerchants]);
}

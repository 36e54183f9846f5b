import type { Report, ReportScope } from '@ops/core/contract';
import { withChosenValues } from '@ops/core/list-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { NotFoundScreen } from '../../../kit/not-found-screen.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { useAddressListQuery } from '../../../ui/filter-bar/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { TabLinks } from '../../../ui/tabs/index.ts';
import { SellerPicker } from './report-account-picker.tsx';
import { reportColumnIds, useReportColumns } from './report-columns.tsx';
import { ReportFilterBar } from './report-filter-bar.tsx';
import { chosenAccount, reportAddress, reportFilterKeys, reportQueryText } from './report-list-query.ts';
import { ReportRequestForm } from './report-request-form.tsx';
import { useReportPages, useReports } from './use-reports.ts';
import '../../../ui/form-field/form-field.css';
import './reports-screen.css';

const tabs = [
  { id: 'division', path: '/reports/division', scope: 'DIVISION' },
  { id: 'sellers', path: '/reports/sellers', scope: 'SELLERS' },
] as const satisfies readonly { id: string; path: string; scope: ReportScope }[];

/**
 * `/reports` (spec section 2), which goes to `/reports/division` with its address's parameters (a saved view's
 * `view=<id>`, which goes on to the view's own tab); tabs Division and Sellers, each a saved view's `tab`. Request a report or today's report, the list's saved views, its query and
 * filters on type, status, dates and account (one state, `q`; a seller on the Sellers tab, picked once for both),
 * download a generated one. A scheduled report turns generated without a reload: the list asks again while one is
 * scheduled.
 */
export function ReportsScreen() {
  const { t } = useI18n();
  usePageTitle(t.reports.title());
  const [location] = useLocation();
  const search = useSearch();
  const navigate = useAppNavigate();
  const scope = useMerchantScope();
  const path = location.replace(/\/+$/, '');
  const tab = tabs.find((candidate) => candidate.path === path);
  const atRoot = path === '/reports';
  useEffect(() => {
    if (atRoot) navigate('/reports/division', { replace: true, query: search });
  }, [atRoot, navigate, search]);
  if (!tab) return atRoot ? null : <NotFoundScreen />;
  if (!scope) return null;
  return (
    <div className="reports-screen">
      <PageHeader description={t.reports.description()} />
      <TabLinks
        label={t.reports.title()}
        linkComponent={AppLink}
        links={tabs.map((candidate) => ({
          to: candidate.path,
          label: t.reports.tabs[candidate.id](),
          current: candidate.id === tab.id,
        }))}
      />
      <ReportsTab key={tab.id} scope={scope} tab={tab.scope} tabId={tab.id} />
    </div>
  );
}

interface ReportsTabProps {
  scope: NonNullable<ReturnType<typeof useMerchantScope>>;
  tab: ReportScope;
  /** The tab's address below `/reports`, which a view saved on it keeps. */
  tabId: (typeof tabs)[number]['id'];
}

function ReportsTab({ scope, tab, tabId }: ReportsTabProps) {
  const { t } = useI18n();
  const search = useSearch();
  const [query, changeQuery] = useTableQuery([]);
  const { state, apply, applyText } = useAddressListQuery(reportAddress);
  const listQuery = reportQueryText(search);
  const reports = useReports(scope, tab, listQuery, query.page, query.pageSize);
  const fetchPage = useReportPages(scope, tab, listQuery);
  const columns = useReportColumns(scope);
  const account = chosenAccount(state.query);
  const tableId = `reports-${tab.toLowerCase()}`;
  return (
    <>
      {tab === 'SELLERS' ? (
        <SellerPicker
          scope={scope}
          value={account}
          onChange={(picked) => apply(withChosenValues(state.query, 'account', picked ? [picked] : []))}
        />
      ) : null}
      <ReportRequestForm scope={scope} tab={tab} sellerAccount={account} />
      <SavedViewBar
        list="reports"
        tab={tabId}
        tableId={tableId}
        filterKeys={reportFilterKeys}
        columnIds={reportColumnIds}
      />
      <ReportFilterBar
        scope={scope}
        withAccount={tab === 'DIVISION'}
        query={state.query}
        text={state.text}
        onApply={apply}
        onApplyText={applyText}
      />
      <DataTable<Report>
        id={tableId}
        label={t.reports.title()}
        columns={columns}
        query={query}
        onQueryChange={changeQuery}
        {...pageQueryState(reports)}
        rowKey={(row) => row.code}
        csvExport={{ fileName: 'reports.csv', fetchPage }}
      />
    </>
  );
}

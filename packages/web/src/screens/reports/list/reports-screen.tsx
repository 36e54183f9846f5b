import type { Report, ReportScope } from '@ops/core/contract';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { NotFoundScreen } from '../../../kit/not-found-screen.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { TabLinks } from '../../../ui/tabs/index.ts';
import { SellerPicker } from './report-account-picker.tsx';
import { useReportColumns } from './report-columns.tsx';
import { ReportFilterBar } from './report-filter-bar.tsx';
import { type ReportFilters, reportFilterKeys, reportFiltersOf } from './report-filters.ts';
import { ReportRequestForm } from './report-request-form.tsx';
import { useReportPages, useReports } from './use-reports.ts';
import '../../../ui/form-field/form-field.css';
import './reports-screen.css';

const tabs = [
  { id: 'division', path: '/reports/division', scope: 'DIVISION' },
  { id: 'sellers', path: '/reports/sellers', scope: 'SELLERS' },
] as const satisfies readonly { id: string; path: string; scope: ReportScope }[];

/**
 * `/reports` (spec section 2), which goes to `/reports/division`; tabs Division and Sellers. Request a report or
 * today's report, filter the list on type, status, dates and account (a seller on the Sellers tab, picked once
 * for both), download a generated one. A scheduled report turns generated without a reload: the list asks again
 * while one is scheduled.
 */
export function ReportsScreen() {
  const { t } = useI18n();
  usePageTitle(t.reports.title());
  const [location] = useLocation();
  const navigate = useAppNavigate();
  const scope = useMerchantScope();
  const path = location.replace(/\/+$/, '');
  const tab = tabs.find((candidate) => candidate.path === path);
  const atRoot = path === '/reports';
  useEffect(() => {
    if (atRoot) navigate('/reports/division', { replace: true });
  }, [atRoot, navigate]);
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
      <ReportsTab key={tab.id} scope={scope} tab={tab.scope} />
    </div>
  );
}

function ReportsTab({ scope, tab }: { scope: NonNullable<ReturnType<typeof useMerchantScope>>; tab: ReportScope }) {
  const { t } = useI18n();
  const [query, changeQuery] = useTableQuery(reportFilterKeys);
  const filterKey = JSON.stringify(query.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters change when their URL text does
  const filters = useMemo(() => reportFiltersOf(query.filters), [filterKey]);
  const reports = useReports(scope, tab, filters, query.page, query.pageSize);
  const fetchPage = useReportPages(scope, tab, filters);
  const columns = useReportColumns(scope);
  const change = (next: ReportFilters) => changeQuery({ filters: next });
  return (
    <>
      {tab === 'SELLERS' ? (
        <SellerPicker scope={scope} value={filters.account} onChange={(account) => change({ ...filters, account })} />
      ) : null}
      <ReportRequestForm scope={scope} tab={tab} sellerAccount={filters.account} />
      <ReportFilterBar scope={scope} withAccount={tab === 'DIVISION'} filters={filters} onChange={change} />
      <DataTable<Report>
        id={`reports-${tab.toLowerCase()}`}
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

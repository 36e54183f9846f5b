import type { MerchantScope } from '@ops/core/api';
import { reportStatuses, reportTypes } from '@ops/core/contract';
import { badgeText } from '@ops/core/status';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import { type ActiveFilter, FilterBar, FilterSelect } from '../../../ui/filter-bar/index.ts';
import { DivisionAccountSelect } from './report-account-picker.tsx';
import type { ReportFilters } from './report-filters.ts';

type FilterKey = 'type' | 'status' | 'dates' | 'account';

/** The list's filters: type, status, dates and (Division tab) account, each a chip once chosen. */
export function ReportFilterBar({
  scope,
  withAccount,
  filters,
  onChange,
}: {
  scope: MerchantScope;
  /** The Division tab filters on an account; the Sellers tab's account is its picked seller. */
  withAccount: boolean;
  filters: ReportFilters;
  onChange(filters: ReportFilters): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.reports.filters;
  const active: ActiveFilter<FilterKey>[] = [
    ...(filters.type ? [{ key: 'type' as const, label: labels.type(), value: t.reports.types[filters.type]() }] : []),
    ...(filters.status
      ? [{ key: 'status' as const, label: labels.status(), value: badgeText(filters.status, locale) }]
      : []),
    ...(filters.from
      ? [
          {
            key: 'dates' as const,
            label: labels.dates(),
            value: isoRangeText({ from: filters.from, to: filters.to }, locale),
          },
        ]
      : []),
    ...(withAccount && filters.account
      ? [{ key: 'account' as const, label: labels.account(), value: filters.account }]
      : []),
  ];
  const removed = (key: FilterKey): ReportFilters =>
    key === 'dates' ? { ...filters, from: undefined, to: undefined } : { ...filters, [key]: undefined };
  return (
    <FilterBar
      active={active}
      onRemove={(key) => onChange(removed(key))}
      onClear={() =>
        onChange({
          type: undefined,
          status: undefined,
          from: undefined,
          to: undefined,
          account: withAccount ? undefined : filters.account,
        })
      }
    >
      <FilterSelect
        label={labels.type()}
        anyLabel={t.reports.allTypes()}
        value={filters.type}
        options={reportTypes.map((type) => ({ value: type, label: t.reports.types[type]() }))}
        onChange={(type) => onChange({ ...filters, type })}
      />
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={filters.status}
        options={reportStatuses.map((status) => ({ value: status, label: badgeText(status, locale) }))}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <DateRangePicker
        label={labels.dates()}
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => onChange({ ...filters, from: range.from, to: range.to })}
      />
      {withAccount ? (
        <DivisionAccountSelect
          size="sm"
          scope={scope}
          label={labels.account()}
          value={filters.account}
          onChange={(account) => onChange({ ...filters, account })}
        />
      ) : null}
    </FilterBar>
  );
}

import type { MerchantScope } from '@ops/core/api';
import { reportStatuses, reportTypes } from '@ops/core/contract';
import {
  chosenDays,
  chosenValues,
  emptyListQuery,
  type ListQuery,
  reportQueryFields,
  withChosenDays,
  withChosenValues,
} from '@ops/core/list-query';
import { badgeText } from '@ops/core/status';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import { type ActiveFilter, FilterBar, FilterSelect, ListQueryField } from '../../../ui/filter-bar/index.ts';
import { DivisionAccountSelect } from './report-account-picker.tsx';
import { chosenAccount } from './report-list-query.ts';

type FilterKey = 'type' | 'status' | 'dates' | 'account';

/** The one value of a field's `field:value` clause among `known`, when it has exactly one. */
function oneChosen<T extends string>(query: ListQuery, field: string, known: readonly T[]): T | undefined {
  const values = chosenValues(query, field);
  return values.length === 1 ? known.find((candidate) => candidate === values[0]) : undefined;
}

/**
 * The reports list's query field above its type, status, period and (Division tab) account: one state, the query,
 * held in the address (`q`) by the tab, which hands it here with its edit. Each control edits its own clause; what the
 * controls cannot show (two types, `created>-7d`, `account:VA-1*`) stays in the query field. Each control's filter
 * is a chip; Clear keeps the Sellers tab's picked seller.
 */
export function ReportFilterBar({
  scope,
  withAccount,
  query,
  text,
  onApply,
  onApplyText,
}: {
  scope: MerchantScope;
  /** The Division tab filters on an account; the Sellers tab's account is its picked seller. */
  withAccount: boolean;
  /** The query in effect, and its text as the address holds it. */
  query: ListQuery;
  text: string;
  onApply(query: ListQuery): void;
  onApplyText(text: string): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.reports.filters;
  const type = oneChosen(query, 'type', reportTypes);
  const status = oneChosen(query, 'status', reportStatuses);
  const days = chosenDays(query, 'period');
  const account = chosenAccount(query);
  const active: ActiveFilter<FilterKey>[] = [
    ...(type ? [{ key: 'type' as const, label: labels.type(), value: t.reports.types[type]() }] : []),
    ...(status ? [{ key: 'status' as const, label: labels.status(), value: badgeText(status, locale) }] : []),
    ...(days.from || days.to
      ? [{ key: 'dates' as const, label: labels.dates(), value: isoRangeText(days, locale) }]
      : []),
    ...(withAccount && account ? [{ key: 'account' as const, label: labels.account(), value: account }] : []),
  ];
  const remove = (key: FilterKey) =>
    onApply(key === 'dates' ? withChosenDays(query, 'period', {}) : withChosenValues(query, key, []));
  const seller = !withAccount && account ? [account] : [];
  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={() => onApply(withChosenValues(emptyListQuery, 'account', seller))}
      query={<ListQueryField fields={reportQueryFields} value={text} onApply={onApplyText} />}
    >
      <FilterSelect
        label={labels.type()}
        anyLabel={t.reports.allTypes()}
        value={type}
        options={reportTypes.map((value) => ({ value, label: t.reports.types[value]() }))}
        onChange={(value) => onApply(withChosenValues(query, 'type', value ? [value] : []))}
      />
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={status}
        options={reportStatuses.map((value) => ({ value, label: badgeText(value, locale) }))}
        onChange={(value) => onApply(withChosenValues(query, 'status', value ? [value] : []))}
      />
      <DateRangePicker
        label={labels.dates()}
        value={days}
        onChange={({ from, to }) =>
          onApply(withChosenDays(query, 'period', { ...(from ? { from } : {}), ...(to ? { to } : {}) }))
        }
      />
      {withAccount ? (
        <DivisionAccountSelect
          size="sm"
          scope={scope}
          label={labels.account()}
          value={account}
          onChange={(value) => onApply(withChosenValues(query, 'account', value ? [value] : []))}
        />
      ) : null}
    </FilterBar>
  );
}

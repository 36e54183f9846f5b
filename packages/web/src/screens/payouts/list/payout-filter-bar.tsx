import { badgeText } from '@ops/core/status';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import { type ActiveFilter, FilterBar } from '../../../ui/filter-bar/index.ts';
import { withPayoutFilter } from './payout-filters.ts';
import { PayoutStatusSelect } from './payout-status-select.tsx';

/**
 * The status filter of a payouts list without a query (the divisions' own payout requests), kept in the URL, a chip
 * when set. Statuses read as their badges do.
 */
export function PayoutFilterBar({ statuses }: { statuses: readonly string[] }) {
  const { locale, t } = useI18n();
  const labels = t.payoutScreens.filters;
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const status = statuses.find((candidate) => candidate === new URLSearchParams(search).get('status'));
  const change = (value: string) =>
    setLocation(hrefOf(location, withPayoutFilter(window.location.search, 'status', value)));

  const active: ActiveFilter<'status'>[] = status
    ? [{ key: 'status', label: labels.status(), value: badgeText(status, locale) }]
    : [];

  return (
    <FilterBar active={active} onRemove={() => change('')} onClear={() => change('')}>
      <PayoutStatusSelect statuses={statuses} value={status} onChange={(value) => change(value ?? '')} />
    </FilterBar>
  );
}

import { badgeText } from '@ops/core/status';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FilterSelect } from '../../../ui/filter-bar/index.ts';

/** A payouts list's status filter: one of its statuses, read as their badges do, or any (`undefined`). */
export function PayoutStatusSelect({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly string[];
  value: string | undefined;
  onChange(status: string | undefined): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens.filters;
  return (
    <FilterSelect
      label={labels.status()}
      anyLabel={labels.anyStatus()}
      value={value}
      options={statuses.map((status) => ({ value: status, label: badgeText(status, locale) }))}
      onChange={onChange}
    />
  );
}

import { bankLineStatuses, bankLineTypes } from '@ops/core/contract';
import { badgeText } from '@ops/core/status';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { type ActiveFilter, FilterBar, FilterSelect } from '../../ui/filter-bar/index.ts';
import type { IntegrationFilters } from './integration-filters.ts';

type FilterKey = keyof IntegrationFilters;

/** Status and type of the bank and PSP integration lists (spec section 4), each a chip once chosen. */
export function IntegrationFilterBar({
  filters,
  onChange,
}: {
  filters: IntegrationFilters;
  onChange(filters: IntegrationFilters): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.bankIntegration.filters;
  const active: ActiveFilter<FilterKey>[] = [
    ...(filters.status
      ? [{ key: 'status' as const, label: labels.status(), value: badgeText(filters.status, locale) }]
      : []),
    ...(filters.type
      ? [{ key: 'type' as const, label: labels.type(), value: t.bankIntegration.types[filters.type]() }]
      : []),
  ];
  return (
    <FilterBar
      active={active}
      onRemove={(key) => onChange({ ...filters, [key]: undefined })}
      onClear={() => onChange({ status: undefined, type: undefined })}
    >
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={filters.status}
        options={bankLineStatuses.map((status) => ({ value: status, label: badgeText(status, locale) }))}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect
        label={labels.type()}
        anyLabel={labels.anyType()}
        value={filters.type}
        options={bankLineTypes.map((type) => ({ value: type, label: t.bankIntegration.types[type]() }))}
        onChange={(type) => onChange({ ...filters, type })}
      />
    </FilterBar>
  );
}

import { type KycTaskPage, kycTaskStatuses, kycTiers } from '@ops/core/contract';
import { useEffect, useState } from 'react';
import { tierLabel } from '../../../domain-parts/kyc/tier-label.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { type ActiveFilter, FilterBar, FilterSelect } from '../../../ui/filter-bar/index.ts';
import { Select } from '../../../ui/select/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { type KycQueueFilters, queueAges } from './kyc-queue-filters.ts';

type FilterKey = 'tier' | 'merchantCode' | 'age';

const openTasks: KycQueueFilters = { status: 'OPEN', tier: undefined, merchantCode: '', olderThanDays: undefined };

/** Status (with each status's count), tier, merchant and age of the KYC queue, each a chip when set. */
export function KycQueueFilterBar({
  filters,
  counts,
  onChange,
}: {
  filters: KycQueueFilters;
  counts: KycTaskPage['counts'] | undefined;
  onChange(filters: KycQueueFilters): void;
}) {
  const { t } = useI18n();
  const labels = t.kyc.queue;
  const [merchantCode, setMerchantCode] = useState(filters.merchantCode);
  useEffect(() => setMerchantCode(filters.merchantCode), [filters.merchantCode]);
  const commitMerchant = () => {
    if (merchantCode.trim() !== filters.merchantCode) onChange({ ...filters, merchantCode: merchantCode.trim() });
  };
  const counted = (status: (typeof kycTaskStatuses)[number]) =>
    counts ? `${t.kyc.taskStatuses[status]()} (${counts[status]})` : t.kyc.taskStatuses[status]();

  const active: ActiveFilter<FilterKey>[] = [
    ...(filters.tier ? [{ key: 'tier' as const, label: labels.tier(), value: tierLabel(t, filters.tier) }] : []),
    ...(filters.merchantCode
      ? [{ key: 'merchantCode' as const, label: labels.merchant(), value: filters.merchantCode }]
      : []),
    ...(filters.olderThanDays === undefined
      ? []
      : [{ key: 'age' as const, label: labels.age(), value: labels.olderThan({ days: filters.olderThanDays }) }]),
  ];
  const remove = (key: FilterKey) => {
    if (key === 'tier') onChange({ ...filters, tier: undefined });
    else if (key === 'age') onChange({ ...filters, olderThanDays: undefined });
    else onChange({ ...filters, merchantCode: '' });
  };

  return (
    <FilterBar active={active} onRemove={remove} onClear={() => onChange(openTasks)}>
      <Select
        size="sm"
        label={labels.status()}
        value={filters.status}
        options={[
          ...kycTaskStatuses.map((status) => ({ value: status, label: counted(status) })),
          { value: 'all' as const, label: labels.anyStatus() },
        ]}
        onValueChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect
        label={labels.tier()}
        anyLabel={labels.anyTier()}
        value={filters.tier}
        options={kycTiers.map((tier) => ({ value: tier, label: tierLabel(t, tier) }))}
        onChange={(tier) => onChange({ ...filters, tier })}
      />
      <TextField
        size="sm"
        label={labels.merchant()}
        className="kyc-queue-merchant"
        value={merchantCode}
        onChange={setMerchantCode}
        onBlur={commitMerchant}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitMerchant();
        }}
      />
      <FilterSelect
        label={labels.age()}
        anyLabel={labels.anyAge()}
        value={filters.olderThanDays?.toString()}
        options={queueAges.map((days) => ({ value: days.toString(), label: labels.olderThan({ days }) }))}
        onChange={(age) => onChange({ ...filters, olderThanDays: age === undefined ? undefined : Number(age) })}
      />
    </FilterBar>
  );
}

import { activitySources } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import { type ActiveFilter, FilterBar, FilterSelect } from '../../../ui/filter-bar/index.ts';
import { Select } from '../../../ui/select/index.ts';
import { useObjectTypeName } from '../common/activity-object.tsx';
import {
  type ActivityFilterKey,
  type ActivityFilters,
  type ActivityScope,
  activityFilterKeys,
  activityScopes,
} from './activity-filters.ts';
import { CommittedTextFilter } from './committed-text-filter.tsx';

type Change = Partial<Record<ActivityFilterKey, string | undefined>>;

/**
 * The feed's filters (issue 30): whose changes (an admin may widen them to the merchant or every merchant), the
 * person, the object's type and code, the kind (the action's route id), the source and the days; each a chip.
 */
export function ActivityFilterBar({
  filters,
  isAdmin,
  onChange,
}: {
  filters: ActivityFilters;
  isAdmin: boolean;
  onChange(change: Change): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.audit.activity.filters;
  const typeName = useObjectTypeName();
  const chip = (key: ActivityFilterKey, label: string, value: string | undefined): ActiveFilter<ActivityFilterKey>[] =>
    value ? [{ key, label, value }] : [];
  const active = [
    ...chip('scope', labels.scope(), filters.scope === 'division' ? undefined : labels[filters.scope]()),
    ...chip('actor', labels.person(), filters.actor),
    ...chip('entityType', labels.objectType(), filters.entityType && typeName(filters.entityType)),
    ...chip('entityId', labels.objectCode(), filters.entityId),
    ...chip('action', labels.kind(), filters.action),
    ...chip('source', labels.source(), filters.source && t.audit.sources[filters.source]()),
    ...chip(
      'from',
      labels.time(),
      filters.from || filters.to ? isoRangeText({ from: filters.from, to: filters.to }, locale) : undefined,
    ),
  ];
  const remove = (key: ActivityFilterKey) =>
    onChange(key === 'from' ? { from: undefined, to: undefined } : { [key]: undefined });
  const clearAll = () => onChange(Object.fromEntries(activityFilterKeys.map((key) => [key, undefined])));
  return (
    <FilterBar active={active} onRemove={remove} onClear={clearAll}>
      {isAdmin ? (
        <Select<ActivityScope>
          size="sm"
          label={labels.scope()}
          value={filters.scope}
          options={activityScopes.map((value) => ({ value, label: labels[value]() }))}
          onValueChange={(scope) => onChange({ scope: scope === 'division' ? undefined : scope })}
        />
      ) : null}
      <CommittedTextFilter
        type="email"
        label={labels.person()}
        hint={labels.personHint()}
        value={filters.actor}
        onChange={(actor) => onChange({ actor })}
      />
      <FilterSelect
        label={labels.objectType()}
        anyLabel={labels.anyObjectType()}
        value={filters.entityType}
        options={Object.keys(t.audit.activity.entityTypes).map((value) => ({ value, label: typeName(value) }))}
        onChange={(entityType) => onChange({ entityType })}
      />
      <CommittedTextFilter
        label={labels.objectCode()}
        value={filters.entityId}
        onChange={(entityId) => onChange({ entityId })}
      />
      <CommittedTextFilter
        label={labels.kind()}
        hint={labels.kindHint()}
        value={filters.action}
        onChange={(action) => onChange({ action })}
      />
      <FilterSelect
        label={labels.source()}
        anyLabel={labels.anySource()}
        value={filters.source}
        options={activitySources.map((value) => ({ value, label: t.audit.sources[value]() }))}
        onChange={(source) => onChange({ source })}
      />
      <DateRangePicker
        label={labels.time()}
        value={{ from: filters.from, to: filters.to }}
        onChange={({ from, to }) => onChange({ from, to })}
      />
    </FilterBar>
  );
}

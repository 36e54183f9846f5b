import { activitySources } from '@ops/core/contract';
import {
  activityQueryFields,
  chosenDays,
  chosenValues,
  type ListQuery,
  withChosenDays,
  withChosenValues,
} from '@ops/core/list-query';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import {
  type ActiveFilter,
  FilterBar,
  FilterSelect,
  ListQueryField,
  useAddressListQuery,
} from '../../../ui/filter-bar/index.ts';
import { Select } from '../../../ui/select/index.ts';
import { useObjectTypeName } from '../common/activity-object.tsx';
import {
  type ActivityScope,
  activityAddress,
  activityChoice,
  activityScopeOf,
  activityScopes,
} from './activity-filters.ts';
import { CommittedTextFilter } from './committed-text-filter.tsx';

/** A chip of the bar: whose changes, or the query field a control edits (`when` the days). */
type ActivityFilterKey = 'scope' | 'who' | 'type' | 'object' | 'action' | 'source' | 'when';

/** The one value of a field's `field:value` clause, when it has exactly one. */
const oneChosen = (query: ListQuery, field: string) => {
  const values = chosenValues(query, field);
  return values.length === 1 ? values[0] : undefined;
};

/**
 * The feed's query field above its filters (issue 30, 31): whose changes (an admin may widen them to the merchant or
 * every merchant, the address's `scope`), and over one query in the address (`q`) the person, the object's type and
 * code, the kind (the action's route id), the source and the days; what the controls cannot show (two sources, an
 * e-mail's start, `when>-7d`) stays in the query field. Each filter is a chip.
 */
export function ActivityFilterBar({ isAdmin }: { isAdmin: boolean }) {
  const { t, locale } = useI18n();
  const labels = t.audit.activity.filters;
  const typeName = useObjectTypeName();
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const { state, apply, applyText } = useAddressListQuery(activityAddress);
  const whose = activityScopeOf(search, isAdmin);
  const chosen = (field: Exclude<ActivityFilterKey, 'scope' | 'when'>) => oneChosen(state.query, field);
  const source = activitySources.find((candidate) => candidate === chosen('source'));
  const days = chosenDays(state.query, 'when');
  const choose = (field: string, text: string | undefined) =>
    apply(withChosenValues(state.query, field, activityChoice(field, text)));
  const widen = (scope: ActivityScope) => {
    const params = new URLSearchParams(window.location.search);
    if (scope === 'division') params.delete('scope');
    else params.set('scope', scope);
    setLocation(hrefOf(location, params));
  };

  const chip = (key: ActivityFilterKey, label: string, value: string | undefined): ActiveFilter<ActivityFilterKey>[] =>
    value ? [{ key, label, value }] : [];
  const active = [
    ...chip('scope', labels.scope(), whose === 'division' ? undefined : labels[whose]()),
    ...chip('who', labels.person(), chosen('who')),
    ...chip('type', labels.objectType(), chosen('type') && typeName(chosen('type') ?? '')),
    ...chip('object', labels.objectCode(), chosen('object')),
    ...chip('action', labels.kind(), chosen('action')),
    ...chip('source', labels.source(), source && t.audit.sources[source]()),
    ...chip('when', labels.time(), days.from || days.to ? isoRangeText(days, locale) : undefined),
  ];
  const remove = (key: ActivityFilterKey) => {
    if (key === 'scope') widen('division');
    else if (key === 'when') apply(withChosenDays(state.query, 'when', {}));
    else apply(withChosenValues(state.query, key, []));
  };
  const clearAll = () => {
    const params = new URLSearchParams(window.location.search);
    for (const name of ['q', 'scope', ...activityAddress.olderKeys]) params.delete(name);
    setLocation(hrefOf(location, params));
  };

  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={clearAll}
      query={<ListQueryField fields={activityQueryFields} value={state.text} onApply={applyText} />}
    >
      {isAdmin ? (
        <Select<ActivityScope>
          size="sm"
          label={labels.scope()}
          value={whose}
          options={activityScopes.map((value) => ({ value, label: labels[value]() }))}
          onValueChange={widen}
        />
      ) : null}
      <CommittedTextFilter
        type="email"
        label={labels.person()}
        hint={labels.personHint()}
        value={chosen('who')}
        onChange={(who) => choose('who', who)}
      />
      <FilterSelect
        label={labels.objectType()}
        anyLabel={labels.anyObjectType()}
        value={chosen('type')}
        options={Object.keys(t.audit.activity.entityTypes).map((value) => ({ value, label: typeName(value) }))}
        onChange={(type) => choose('type', type)}
      />
      <CommittedTextFilter
        label={labels.objectCode()}
        value={chosen('object')}
        onChange={(object) => choose('object', object)}
      />
      <CommittedTextFilter
        label={labels.kind()}
        hint={labels.kindHint()}
        value={chosen('action')}
        onChange={(action) => choose('action', action)}
      />
      <FilterSelect
        label={labels.source()}
        anyLabel={labels.anySource()}
        value={source}
        options={activitySources.map((value) => ({ value, label: t.audit.sources[value]() }))}
        onChange={(value) => choose('source', value)}
      />
      <DateRangePicker
        label={labels.time()}
        value={days}
        onChange={({ from, to }) =>
          apply(withChosenDays(state.query, 'when', { ...(from ? { from } : {}), ...(to ? { to } : {}) }))
        }
      />
    </FilterBar>
  );
}

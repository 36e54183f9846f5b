import { type BankLineStatus, type BankLineType, bankLineStatuses, bankLineTypes } from '@ops/core/contract';
import { chosenValues, emptyListQuery, withChosenValues } from '@ops/core/list-query';
import { badgeText } from '@ops/core/status';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import {
  type ActiveFilter,
  FilterBar,
  FilterSelect,
  ListQueryField,
  useAddressListQuery,
} from '../../ui/filter-bar/index.ts';
import type { ListQueryAddress } from '../../ui/filter-bar/list-query-address.ts';

type FilterKey = 'status' | 'type';

/** The one known value of a field's `field:value` clause, when it has exactly one. */
function oneOf<T extends string>(known: readonly T[], values: readonly string[]): T | undefined {
  return values.length === 1 ? known.find((candidate) => candidate === values[0]) : undefined;
}

/**
 * The bank or PSP lines list's query field above its status and type (spec section 4, the same for both lists): one
 * state, the list's query, held in the address (`q`). Each control edits its own clause; what they cannot show (an
 * amount, `reference:PR-1*`, two statuses) stays in the query field. Each control's filter is a chip.
 */
export function IntegrationFilterBar({ address }: { address: ListQueryAddress }) {
  const { t, locale } = useI18n();
  const labels = t.bankIntegration.filters;
  const { state, apply, applyText } = useAddressListQuery(address);
  const status = oneOf<BankLineStatus>(bankLineStatuses, chosenValues(state.query, 'status'));
  const type = oneOf<BankLineType>(bankLineTypes, chosenValues(state.query, 'type'));
  const active: ActiveFilter<FilterKey>[] = [
    ...(status ? [{ key: 'status' as const, label: labels.status(), value: badgeText(status, locale) }] : []),
    ...(type ? [{ key: 'type' as const, label: labels.type(), value: t.bankIntegration.types[type]() }] : []),
  ];
  const choose = (field: FilterKey, value: string | undefined) =>
    apply(withChosenValues(state.query, field, value ? [value] : []));

  return (
    <FilterBar
      active={active}
      onRemove={(key) => choose(key, undefined)}
      onClear={() => apply(emptyListQuery)}
      query={<ListQueryField fields={address.fields} value={state.text} onApply={applyText} />}
    >
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={status}
        options={bankLineStatuses.map((value) => ({ value, label: badgeText(value, locale) }))}
        onChange={(value) => choose('status', value)}
      />
      <FilterSelect
        label={labels.type()}
        anyLabel={labels.anyType()}
        value={type}
        options={bankLineTypes.map((value) => ({ value, label: t.bankIntegration.types[value]() }))}
        onChange={(value) => choose('type', value)}
      />
    </FilterBar>
  );
}

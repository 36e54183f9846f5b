import { type KycTaskPage, kycTaskStatuses, kycTiers } from '@ops/core/contract';
import { chosenValues, kycTaskQueryFields, type ListQuery, withChosenValues } from '@ops/core/list-query';
import { useEffect, useState } from 'react';
import { tierLabel } from '../../../domain-parts/kyc/tier-label.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import {
  type ActiveFilter,
  FilterBar,
  FilterSelect,
  ListQueryField,
  useAddressListQuery,
} from '../../../ui/filter-bar/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { chosenAge, kycAddress, openTasksQuery, queueAges, withChosenAge } from './kyc-list-query.ts';

type FilterKey = 'tier' | 'merchant' | 'age';

/** The one value of a field's `field:value` clause, when it has exactly one. */
const oneChosen = (query: ListQuery, field: string) => {
  const values = chosenValues(query, field);
  return values.length === 1 ? values[0] : undefined;
};

/**
 * The KYC queue's query field above its status (with each status's count under the query), tier, merchant and age:
 * one state, the query, held in the address (`q`). Each control edits its own clause; what the controls cannot show
 * (two statuses, a seller, a reason, words) stays in the query field. Tier, merchant and age are chips when set;
 * Clear filters goes back to the open tasks.
 */
export function KycQueueFilterBar({ counts }: { counts: KycTaskPage['counts'] | undefined }) {
  const { t } = useI18n();
  const labels = t.kyc.queue;
  const { state, apply, applyText } = useAddressListQuery(kycAddress);
  const status = kycTaskStatuses.find((candidate) => candidate === oneChosen(state.query, 'status'));
  const tier = kycTiers.find((candidate) => candidate === oneChosen(state.query, 'tier'));
  const chosenMerchant = oneChosen(state.query, 'merchant') ?? '';
  const age = chosenAge(state.query);
  const [merchantCode, setMerchantCode] = useState(chosenMerchant);
  useEffect(() => setMerchantCode(chosenMerchant), [chosenMerchant]);
  const commitMerchant = () => {
    const typed = merchantCode.trim();
    if (typed !== chosenMerchant) apply(withChosenValues(state.query, 'merchant', typed ? [typed] : []));
  };
  const counted = (value: (typeof kycTaskStatuses)[number]) =>
    counts ? `${t.kyc.taskStatuses[value]()} (${counts[value]})` : t.kyc.taskStatuses[value]();

  const active: ActiveFilter<FilterKey>[] = [
    ...(tier ? [{ key: 'tier' as const, label: labels.tier(), value: tierLabel(t, tier) }] : []),
    ...(chosenMerchant ? [{ key: 'merchant' as const, label: labels.merchant(), value: chosenMerchant }] : []),
    ...(age === undefined
      ? []
      : [{ key: 'age' as const, label: labels.age(), value: labels.olderThan({ days: age }) }]),
  ];
  const remove = (key: FilterKey) =>
    apply(key === 'age' ? withChosenAge(state.query, undefined) : withChosenValues(state.query, key, []));

  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={() => apply(openTasksQuery)}
      query={<ListQueryField fields={kycTaskQueryFields} value={state.text} onApply={applyText} />}
    >
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={status}
        options={kycTaskStatuses.map((value) => ({ value, label: counted(value) }))}
        onChange={(value) => apply(withChosenValues(state.query, 'status', value ? [value] : []))}
      />
      <FilterSelect
        label={labels.tier()}
        anyLabel={labels.anyTier()}
        value={tier}
        options={kycTiers.map((value) => ({ value, label: tierLabel(t, value) }))}
        onChange={(value) => apply(withChosenValues(state.query, 'tier', value ? [value] : []))}
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
        value={age?.toString()}
        options={queueAges.map((days) => ({ value: days.toString(), label: labels.olderThan({ days }) }))}
        onChange={(value) => apply(withChosenAge(state.query, value === undefined ? undefined : Number(value)))}
      />
    </FilterBar>
  );
}

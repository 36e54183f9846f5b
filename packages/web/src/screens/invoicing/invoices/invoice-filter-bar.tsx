import {
  chosenDays,
  chosenValues,
  emptyListQuery,
  invoiceQueryFields,
  withChosenDays,
  withChosenValues,
} from '@ops/core/list-query';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import {
  type ActiveFilter,
  CurrencyFilterField,
  FilterBar,
  ListQueryField,
  useAddressListQuery,
} from '../../../ui/filter-bar/index.ts';
import { invoiceAddress } from './invoice-list-query.ts';

type FilterKey = 'currency' | 'period';

/**
 * The invoices list's query field above its currency and period: one state, the query, held in the address (`q`).
 * Each control edits its own clause; what they cannot show (a total, `code:INV-2026*`) stays in the query field. Each
 * control's filter is a chip.
 */
export function InvoiceFilterBar() {
  const { t, locale } = useI18n();
  const labels = t.invoicing.fields;
  const { state, apply, applyText } = useAddressListQuery(invoiceAddress);
  const currencies = chosenValues(state.query, 'currency');
  const chosenCurrency = currencies.length === 1 ? (currencies[0] ?? '') : '';
  const days = chosenDays(state.query, 'period');

  const active: ActiveFilter<FilterKey>[] = [
    ...(chosenCurrency ? [{ key: 'currency' as const, label: labels.currency(), value: chosenCurrency }] : []),
    ...(days.from || days.to
      ? [{ key: 'period' as const, label: labels.period(), value: isoRangeText(days, locale) }]
      : []),
  ];
  const remove = (key: FilterKey) =>
    apply(key === 'period' ? withChosenDays(state.query, 'period', {}) : withChosenValues(state.query, key, []));

  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={() => apply(emptyListQuery)}
      query={<ListQueryField fields={invoiceQueryFields} value={state.text} onApply={applyText} />}
    >
      <CurrencyFilterField
        label={labels.currency()}
        placeholder={t.invoicing.invoices.anyCurrency()}
        className="invoice-currency"
        value={chosenCurrency}
        onChange={(currency) => apply(withChosenValues(state.query, 'currency', currency ? [currency] : []))}
      />
      <DateRangePicker
        label={labels.period()}
        value={days}
        onChange={({ from, to }) =>
          apply(withChosenDays(state.query, 'period', { ...(from ? { from } : {}), ...(to ? { to } : {}) }))
        }
      />
    </FilterBar>
  );
}

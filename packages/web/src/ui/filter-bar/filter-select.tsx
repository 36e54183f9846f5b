import { Select, type SelectOption } from '../select/select.tsx';

/** The option that means no filter; never a value of the list's own. */
const anyValue = 'all';

/**
 * A filter bar's choice of one value or any (a status, a type, a tier): a small `Select` whose first option,
 * `anyLabel`, clears the filter. `value` and `onChange` speak of the list's own values only, undefined for any.
 */
export function FilterSelect<Value extends string>({
  label,
  hideLabel,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  /** For a filter bar whose other controls say what the list is filtered by (the sellers' search and status). */
  hideLabel?: boolean | undefined;
  /** The first option, e.g. 'Any status' or 'All statuses'. */
  anyLabel: string;
  value: Value | undefined;
  options: readonly SelectOption<Value>[];
  onChange(value: Value | undefined): void;
}) {
  return (
    <Select<Value | typeof anyValue>
      size="sm"
      label={label}
      hideLabel={hideLabel}
      value={value ?? anyValue}
      options={[{ value: anyValue, label: anyLabel }, ...options]}
      onValueChange={(chosen) => onChange(chosen === anyValue ? undefined : (chosen as Value))}
    />
  );
}

import { useId } from 'react';
import { Checkbox } from './checkbox.tsx';

export interface CheckboxGroupProps<Value extends string> {
  /** The group's name, its legend: 'Status'. */
  legend: string;
  /** Every choice, in the order shown. */
  options: readonly { value: Value; label: string }[];
  /** The ticked choices. */
  values: readonly Value[];
  /** Called with the ticked choices after one is ticked or unticked, in the order of `options`. */
  onValuesChange(values: Value[]): void;
  /** What is wrong with the choice, already in the reader's words (a form's 'Choose at least one'). */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** Several choices of one kind ticked at once (a list's status filter): a fieldset with its legend and a Checkbox each. */
export function CheckboxGroup<Value extends string>({
  legend,
  options,
  values,
  onValuesChange,
  error,
  disabled,
}: CheckboxGroupProps<Value>) {
  const errorId = useId();
  const toggle = (value: Value, on: boolean) =>
    onValuesChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? on : values.includes(candidate))),
    );
  return (
    <fieldset className="checkbox-group" aria-describedby={error ? errorId : undefined}>
      <legend className="checkbox-group-legend">{legend}</legend>
      <div className="checkbox-group-options">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={values.includes(option.value)}
            disabled={disabled}
            onCheckedChange={(on) => toggle(option.value, on)}
          />
        ))}
      </div>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

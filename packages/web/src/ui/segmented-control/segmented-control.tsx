import { useId } from 'react';
import './segmented-control.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the group (its legend), such as 'Theme'. */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onValueChange(value: NoInfer<Value>): void;
  /** Shown but not choosable, as while the form it belongs to is sent. */
  disabled?: boolean | undefined;
}

/**
 * One of a few options side by side, chosen at once (theme, density): a radio group of the browser's own radio
 * buttons, so Tab enters it on the chosen one and the arrow keys choose, in a row of buttons' look.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  disabled,
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className="segmented-control">
      <legend className="segmented-control-legend">{label}</legend>
      <div className="segmented-control-options">
        {options.map((option) => (
          <label key={option.value} className="segmented-control-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

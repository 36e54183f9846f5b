import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId } from 'react';
import './checkbox.css';

export interface CheckboxProps {
  label: string;
  /** `'indeterminate'` for a "select all" that some rows answer and some do not. */
  checked: boolean | 'indeterminate';
  onCheckedChange(checked: boolean): void;
  disabled?: boolean | undefined;
  /** Keeps the label for assistive technology only (a table row's selection box). */
  hideLabel?: boolean | undefined;
  name?: string | undefined;
}

/** A labelled checkbox (Radix): Space toggles it; its box and tick come from the tokens in both themes. */
export function Checkbox({ label, checked, onCheckedChange, disabled, hideLabel, name }: CheckboxProps) {
  const id = useId();
  return (
    <span className="checkbox">
      <RadixCheckbox.Root
        id={id}
        className="checkbox-box"
        checked={checked}
        disabled={disabled}
        name={name}
        onCheckedChange={(next) => onCheckedChange(next === true)}
      >
        <RadixCheckbox.Indicator className="checkbox-indicator">
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            {checked === 'indeterminate' ? (
              <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path d="M2.5 6.5 5 9l4.5-6" fill="none" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'checkbox-label'}>
        {label}
      </label>
    </span>
  );
}

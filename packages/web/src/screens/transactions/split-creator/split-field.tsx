import type { ValidationKey } from '@ops/core/validation';
import { useId } from 'react';
import { FieldError } from '../../../ui/form-field/field-error.tsx';

/** A labelled field of the split creator: text or an amount typed in major units, with its rule's message. */
export function SplitField({
  label,
  value,
  error,
  amount = false,
  onChange,
}: {
  label: string;
  value: string;
  error: ValidationKey | undefined;
  /** An amount in major units: a decimal keyboard on touch screens. */
  amount?: boolean;
  onChange(value: string): void;
}) {
  const ids = { input: useId(), error: useId() };
  return (
    <div className="split-field">
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        value={value}
        autoComplete="off"
        inputMode={amount ? 'decimal' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

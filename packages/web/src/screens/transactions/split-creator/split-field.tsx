import type { ValidationKey } from '@ops/core/validation';
import { useId } from 'react';
import { FieldError } from '../../../ui/form-field/field-error.tsx';

/** A labelled text field of the split creator, with its rule's message (amounts are `SplitAmountField`). */
export function SplitField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: ValidationKey | undefined;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

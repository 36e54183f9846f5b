import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldLabelling } from '../field/field.tsx';

export interface TextFieldProps
  extends FieldLabelling,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size' | 'onChange' | 'value'> {
  value: string;
  onChange(value: string): void;
  /** md (default) in forms; sm in filter bars and table toolbars. */
  size?: 'sm' | 'md' | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled one-line text box (text, search, e-mail, a date typed as text): label above, hint and error below,
 * the error marking it invalid. Amounts are `NumberField`.
 */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  size,
  value,
  onChange,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={[size === 'sm' ? 'field-sm' : '', className ?? ''].filter(Boolean).join(' ') || undefined}
    >
      {({ labelId: _labelId, ...control }) => (
        <input
          type="text"
          {...input}
          {...control}
          className="field-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

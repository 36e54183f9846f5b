import { typedAmountInMajorUnits } from '@ops/core/splits';
import { type Ref, useId } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Field, type FieldLabelling } from '../field/field.tsx';
import './number-field.css';

export interface NumberFieldProps extends FieldLabelling {
  /** What is typed, as typed: the form checks it with core's validation on submit (so '12a' stays to be told). */
  value: string;
  onChange(value: string): void;
  /**
   * The currency of an amount in minor units (spec section 9): what is typed shows beside the box in major units
   * of it as it is typed (1050 in EUR shows €10.50). Without it, a plain whole number (a count, a page size).
   */
  currency?: string | undefined;
  size?: 'sm' | 'md' | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  placeholder?: string | undefined;
  name?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled box for a whole number, usually an amount in minor units: right-aligned tabular figures, the
 * numeric keyboard on touch devices, and with a `currency` the amount in major units beside it, read out with it.
 */
export function NumberField({
  label,
  hideLabel,
  hint,
  error,
  value,
  onChange,
  currency,
  size,
  ...input
}: NumberFieldProps) {
  const { locale } = useI18n();
  const majorId = useId();
  const major = currency === undefined ? undefined : typedAmountInMajorUnits(value, currency, locale);
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={size === 'sm' ? 'number-field field-sm' : 'number-field'}
    >
      {({ labelId: _labelId, ...control }) => (
        <span className="number-field-row">
          <input
            {...input}
            {...control}
            aria-describedby={
              [major ? majorId : undefined, control['aria-describedby']].filter(Boolean).join(' ') || undefined
            }
            className="field-input number-field-input"
            value={value}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
          {currency === undefined ? null : (
            <span id={majorId} className="number-field-major" aria-live="polite">
              {major}
            </span>
          )}
        </span>
      )}
    </Field>
  );
}

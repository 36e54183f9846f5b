import { typedAmountInMajorUnits } from '@ops/core/splits';
import type { ValidationKey } from '@ops/core/validation';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FieldError } from '../../../ui/form-field/field-error.tsx';

/**
 * An amount of the split creator, typed in minor units of the form's currency like every other form (spec
 * section 9), with what it is in major units beside it as it is typed: 1050 shows €10.50, so a slip of a digit
 * is seen before the money moves.
 */
export function SplitAmountField({
  label,
  value,
  currency,
  error,
  onChange,
}: {
  label: string;
  value: string;
  /** The split's currency: the one the major units are shown in. */
  currency: string;
  error: ValidationKey | undefined;
  onChange(value: string): void;
}) {
  const { locale } = useI18n();
  const ids = { input: useId(), major: useId(), error: useId() };
  const major = typedAmountInMajorUnits(value, currency, locale);
  const describedBy = [major ? ids.major : undefined, error ? ids.error : undefined].filter(Boolean).join(' ');
  return (
    <div className="split-field">
      <label htmlFor={ids.input}>{label}</label>
      <div className="split-amount">
        <input
          id={ids.input}
          value={value}
          autoComplete="off"
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={ids.major} className="split-amount-major">
          {major}
        </span>
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

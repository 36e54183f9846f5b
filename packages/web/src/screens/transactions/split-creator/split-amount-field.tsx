import type { ValidationKey } from '@ops/core/validation';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { NumberField } from '../../../ui/number-field/index.ts';

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
  const { t } = useI18n();
  return (
    <NumberField
      label={label}
      value={value}
      currency={currency}
      error={error ? t.validation[error]() : undefined}
      onChange={onChange}
    />
  );
}

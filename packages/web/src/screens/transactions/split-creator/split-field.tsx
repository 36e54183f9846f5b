import type { ValidationKey } from '@ops/core/validation';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { TextField } from '../../../ui/text-field/index.ts';

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
  const { t } = useI18n();
  return (
    <TextField
      label={label}
      value={value}
      autoComplete="off"
      error={error ? t.validation[error]() : undefined}
      onChange={onChange}
    />
  );
}

import { useEffect, useState } from 'react';
import { TextField } from '../text-field/index.ts';

/**
 * A currency filter (sm size): the letters typed in upper case, handed on once they are a whole ISO code or none
 * (`''`: any currency); `value` is the currency in effect, shown again whenever it changes from elsewhere.
 */
export function CurrencyFilterField({
  label,
  placeholder,
  className,
  value,
  onChange,
}: {
  label: string;
  /** What no currency means: 'All currencies'. */
  placeholder: string;
  className?: string;
  value: string;
  onChange(currency: string): void;
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <TextField
      size="sm"
      label={label}
      className={className}
      value={typed}
      maxLength={3}
      placeholder={placeholder}
      onChange={(text) => {
        const upper = text.toUpperCase();
        setTyped(upper);
        if (upper === '' || upper.length === 3) onChange(upper);
      }}
    />
  );
}

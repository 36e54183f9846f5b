import { useEffect, useState } from 'react';
import { TextField } from '../../../ui/text-field/index.ts';

/**
 * A filter bar's text box whose value applies on Enter or when it loses the focus (not at every key: each
 * applied value is a new question to the platform); follows the applied value when it changes elsewhere.
 */
export function CommittedTextFilter({
  label,
  hint,
  value,
  onChange,
  className,
  type,
}: {
  label: string;
  hint?: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  className?: string;
  type?: 'text' | 'email';
}) {
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  const commit = () => {
    const next = typed.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      size="sm"
      type={type ?? 'text'}
      label={label}
      placeholder={hint}
      title={hint}
      className={className}
      value={typed}
      onChange={setTyped}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

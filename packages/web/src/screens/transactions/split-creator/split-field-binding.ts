import type { ValidationKey } from '@ops/core/validation';
import type { Dispatch, SetStateAction } from 'react';

/**
 * A `SplitField`'s value, shown message and change handler for one text field of a split form's rows: what the
 * split creator and its refund mode give each of their fields.
 */
export function splitFieldBinding<Name extends string, Rows extends Record<Name, string>>(
  rows: Rows,
  setRows: Dispatch<SetStateAction<Rows>>,
  errorOf: (field: string) => ValidationKey | undefined,
) {
  return (name: Name) => ({
    value: rows[name],
    error: errorOf(name),
    onChange: (value: string) => setRows((current) => ({ ...current, [name]: value })),
  });
}

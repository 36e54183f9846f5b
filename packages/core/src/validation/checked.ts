import type { Translation } from '@ops/locales';

/** A message of the validation dictionary: `i18nObject(locale).validation[key]()` shows it. */
export type ValidationKey = keyof Translation['validation'];

/** The outcome of checking one input: the value to use, or why it cannot be used. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: ValidationKey };

/** The problems of a form, keyed by field (a dotted path such as `sellers.0.amount` for nested fields). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, ValidationKey>>;

export const passed = <T>(value: T): Checked<T> => ({ ok: true, value });
export const failed = <T>(message: ValidationKey): Checked<T> => ({ ok: false, message });

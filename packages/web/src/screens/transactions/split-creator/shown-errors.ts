import type { FieldErrors, ValidationKey } from '@ops/core/validation';

/** Messages for what is still missing wait for the first submit; a rule that is broken shows as soon as it is. */
const shownAfterSubmit: ReadonlySet<ValidationKey> = new Set(['required', 'valueNotProvided', 'selectSeller']);

/** The message to show under a field of the split creator, if any yet. */
export const shownErrors =
  (errors: FieldErrors, submitted: boolean) =>
  (field: string): ValidationKey | undefined => {
    const key = errors[field];
    return key && (submitted || !shownAfterSubmit.has(key)) ? key : undefined;
  };

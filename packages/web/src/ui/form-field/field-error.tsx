import type { ValidationKey } from '@ops/core/validation';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** The message of a field's rule, tied to its input by id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message: ValidationKey | undefined }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {t.validation[message]()}
    </p>
  );
}

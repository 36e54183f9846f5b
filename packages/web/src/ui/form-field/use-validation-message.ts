import type { ValidationKey } from '@ops/core/validation';
import { useCallback } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** A field's rule in the reader's words, for a field's `error` (TextField, Select, ...); undefined while it holds. */
export function useValidationMessage(): (key: ValidationKey | undefined) => string | undefined {
  const { t } = useI18n();
  return useCallback((key) => (key ? t.validation[key]() : undefined), [t]);
}

import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormFooter } from '../../../ui/form-footer/form-footer.tsx';

/**
 * The end of a split form: the action's failure, else (once submitted with broken rules) 'correct the errors',
 * then Cancel and the submit button, busy while the action runs.
 */
export function SplitFormFooter({
  action,
  incomplete,
  submitLabel,
  onCancel,
}: {
  action: { busy: boolean; failure: string | undefined };
  /** Submitted while a rule is broken: no request was made. */
  incomplete: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  const { t } = useI18n();
  return (
    <FormFooter
      failure={action.failure ?? (incomplete ? t.validation.correctFormErrors() : undefined)}
      busy={action.busy}
      cancelLabel={t.splitCreator.cancel()}
      submitLabel={submitLabel}
      onCancel={onCancel}
    />
  );
}

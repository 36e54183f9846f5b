import { Button } from '../button/button.tsx';
import { FormFailure } from '../form-failure/form-failure.tsx';
import '../form-field/form-field.css';

/**
 * The end of a form: why it failed (an alert, when it did), then Cancel (when the form can be left) and the submit
 * button, which is busy and disabled while the form's call runs.
 */
export function FormFooter({
  failure,
  busy,
  cancelLabel,
  submitLabel,
  onCancel,
}: {
  /** Left out where the form says its failure elsewhere (above its fields, or in the list it edits). */
  failure?: string | undefined;
  busy: boolean;
  submitLabel: string;
  /** Cancel's words and what it does; a form that stays on its screen (a settings card) has neither. */
  cancelLabel?: string | undefined;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <>
      <FormFailure message={failure} />
      <div className="form-actions">
        {onCancel ? <Button onClick={onCancel}>{cancelLabel}</Button> : null}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

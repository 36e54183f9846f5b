import { Button } from '../button/button.tsx';
import { FormFailure } from '../form-failure/form-failure.tsx';
import '../form-field/form-field.css';

/**
 * The end of a form: why it failed (an alert, when it did), then Cancel and the submit button, which is busy and
 * disabled while the form's call runs.
 */
export function FormFooter({
  failure,
  busy,
  cancelLabel,
  submitLabel,
  onCancel,
}: {
  failure: string | undefined;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <FormFailure message={failure} />
      <div className="form-actions">
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

import { type ReactNode, useId } from 'react';
import { Button } from '../button/button.tsx';
import { FormFailure } from '../form-failure/form-failure.tsx';
import { Modal } from './modal.tsx';
import './form-dialog.css';

export interface FormDialogProps {
  open: boolean;
  /** Closed by Cancel, Escape, the close button or a click on the dimmed page: reset the form's state here. */
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** 'alertdialog' for a form that asks before it does something (allocate a bank line). */
  role?: 'dialog' | 'alertdialog';
  /** Room for fields side by side. */
  wide?: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** While the form's call runs: the submit button is busy and not pressable. */
  busy: boolean;
  /** The submit button is not available yet, e.g. while a required field is empty. */
  submitDisabled?: boolean | undefined;
  /** Why the form failed (an alert under the fields), e.g. `useRegistryAction`'s `failure`. */
  failure: string | undefined;
  /** Runs when the form is sent, by its button or Enter in a field; the page does not reload. */
  onSubmit(): unknown;
  /** The fields, one under the other. */
  children: ReactNode;
}

/**
 * A form in a modal dialog: the fields in the body, why it failed under them, and Cancel and the submit button in
 * the dialog's footer. Like every form of the app it leaves checking to the code (core's validation on submit, or a
 * submit button disabled until the form is complete), not to the browser.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  role,
  wide,
  cancelLabel,
  submitLabel,
  busy,
  submitDisabled,
  failure,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      role={role}
      wide={wide}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{cancelLabel}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={submitDisabled} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
        <FormFailure message={failure} />
      </form>
    </Modal>
  );
}

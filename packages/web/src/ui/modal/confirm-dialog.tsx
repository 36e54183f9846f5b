import { Button } from '../button/button.tsx';
import { FormFailure } from '../form-failure/form-failure.tsx';
import { Modal } from './modal.tsx';

/**
 * Asks before something that cannot be undone (an alert dialog): Cancel, and a danger button that runs `onConfirm`
 * and closes once it is done. A failure stays on view until the dialog closes, when `onClose` clears it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  failure: string | undefined;
  /** Answers whether it was done. */
  onConfirm(): Promise<boolean>;
  onClose(): void;
}) {
  const change = (next: boolean) => {
    if (!next) onClose();
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={change}
      role="alertdialog"
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={() => change(false)}>{cancelLabel}</Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={async () => {
              if (await onConfirm()) change(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormFailure message={failure} />
    </Modal>
  );
}

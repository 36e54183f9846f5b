import { type ReactNode, useState } from 'react';
import { Button } from '../button/button.tsx';
import { FormFailure } from '../form-failure/form-failure.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Modal } from './modal.tsx';

/**
 * Asks before something that cannot be undone (an alert dialog): Cancel, and a danger button that runs `onConfirm`
 * and closes once it is done. A failure stays on view until the dialog closes, when `onClose` clears it. With
 * `typeCode`, the danger button waits until the code is typed (deleting a merchant or a division).
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
  typeCode,
  children,
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
  /** The code the user must type, and the field's label ('Type M-1 to confirm'). */
  typeCode?: { code: string; prompt: string } | undefined;
  /** What else to say above the failure, e.g. the objects and amounts the action names. */
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState('');
  const change = (next: boolean) => {
    if (!next) {
      setTyped('');
      onClose();
    }
    onOpenChange(next);
  };
  const waitsForCode = typeCode !== undefined && typed.trim() !== typeCode.code;
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
            disabled={waitsForCode}
            onClick={async () => {
              if (await onConfirm()) change(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {typeCode ? (
        <TextField
          label={typeCode.prompt}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          spellCheck={false}
          onKeyDown={async (event) => {
            if (event.key !== 'Enter' || waitsForCode) return;
            event.preventDefault();
            if (await onConfirm()) change(false);
          }}
        />
      ) : null}
      <FormFailure message={failure} />
    </Modal>
  );
}

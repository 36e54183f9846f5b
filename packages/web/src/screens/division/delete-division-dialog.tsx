import { deleteDivisionAction } from '@ops/core/actions';
import * as Dialog from '@radix-ui/react-dialog';
import { useI18n } from '../../app/i18n-context.tsx';
import { FocusTrap } from '../../ui/popover/focus-trap.tsx';
import { useDivisionAction } from './use-division-action.ts';

/** Asks before deleting the division on view; the platform refuses one that still holds money, shown here. */
export function DeleteDivisionDialog({
  division,
  open,
  onOpenChange,
}: {
  division: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const labels = t.balances.division.delete;
  const { run, busy, failure, clearFailure } = useDivisionAction(deleteDivisionAction);
  const change = (next: boolean) => {
    if (!next) clearFailure();
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change} modal={false}>
      <Dialog.Portal>
        <div className="dialog-overlay" aria-hidden="true" />
        <Dialog.Content className="dialog" role="alertdialog" aria-modal="true">
          <FocusTrap>
            <Dialog.Title className="dialog-title">{labels.title({ name: division })}</Dialog.Title>
            <Dialog.Description>{labels.message()}</Dialog.Description>
            {failure ? (
              <p role="alert" className="dialog-error">
                {failure}
              </p>
            ) : null}
            <div className="dialog-actions">
              <Dialog.Close className="button">{labels.cancel()}</Dialog.Close>
              <button
                type="button"
                className="button button-danger"
                disabled={busy}
                aria-busy={busy}
                onClick={async () => {
                  if ((await run({})).done) change(false);
                }}
              >
                {labels.confirm()}
              </button>
            </div>
          </FocusTrap>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

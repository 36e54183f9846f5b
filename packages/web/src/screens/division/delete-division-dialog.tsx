import { deleteDivisionAction } from '@ops/core/actions';
import { useI18n } from '../../app/i18n-context.tsx';
import { Modal } from '../../ui/modal/index.ts';
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
    <Modal
      open={open}
      onOpenChange={change}
      role="alertdialog"
      title={labels.title({ name: division })}
      description={labels.message()}
      footer={
        <>
          <button type="button" className="button" onClick={() => change(false)}>
            {labels.cancel()}
          </button>
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
        </>
      }
    >
      {failure ? (
        <p role="alert" className="modal-error">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}

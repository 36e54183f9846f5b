import { deleteDivisionAction } from '@ops/core/actions';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ConfirmDialog } from '../../ui/modal/index.ts';
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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title({ name: division })}
      description={labels.message()}
      cancelLabel={labels.cancel()}
      confirmLabel={labels.confirm()}
      busy={busy}
      failure={failure}
      onConfirm={async () => (await run({})).done}
      onClose={clearFailure}
    />
  );
}

import { useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { confirmationStore } from './confirmation-store.ts';
import './action-confirmation.css';

/**
 * Shows the question `confirmationStore` holds: core's confirmation of the action (the every-merchant warning,
 * what it does, the objects, amounts and accounts it names, the code to type). Mounted once, in the signed-in app.
 */
export function ActionConfirmationHost() {
  const pending = useSyncExternalStore(confirmationStore.subscribe, confirmationStore.getSnapshot);
  if (!pending) return null;
  const { confirmation, answer } = pending;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
      title={confirmation.title}
      description={confirmation.message}
      cancelLabel={confirmation.cancelLabel}
      confirmLabel={confirmation.confirmLabel}
      busy={false}
      failure={undefined}
      typeCode={confirmation.typeCode}
      onConfirm={async () => {
        answer(true);
        return false;
      }}
      onClose={() => undefined}
    >
      {confirmation.warning ? (
        <p className="action-confirmation-warning" role="alert">
          {confirmation.warning}
        </p>
      ) : null}
      {confirmation.details.length > 0 ? (
        <dl className="action-confirmation-details">
          {confirmation.details.map(({ label, value }) => (
            <div key={`${label}:${value}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </ConfirmDialog>
  );
}

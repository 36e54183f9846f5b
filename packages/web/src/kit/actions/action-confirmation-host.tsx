import { useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { ReasonField, useReasonInput } from '../reasons/reason-field.tsx';
import { confirmationStore, type PendingConfirmation } from './confirmation-store.ts';
import './action-confirmation.css';

/**
 * Shows the question `confirmationStore` holds: core's confirmation of the action (the every-merchant warning,
 * what it does, the objects, amounts and accounts it names, the code to type, the reason). Mounted once, in the
 * signed-in app.
 */
export function ActionConfirmationHost() {
  const pending = useSyncExternalStore(confirmationStore.subscribe, confirmationStore.getSnapshot);
  if (!pending) return null;
  // A new question starts with an empty reason.
  return <ConfirmationDialog key={pendingId(pending)} pending={pending} />;
}

const ids = new WeakMap<PendingConfirmation, number>();
let lastId = 0;
function pendingId(pending: PendingConfirmation): number {
  let id = ids.get(pending);
  if (id === undefined) {
    lastId += 1;
    id = lastId;
    ids.set(pending, id);
  }
  return id;
}

function ConfirmationDialog({ pending: { confirmation, answer } }: { pending: PendingConfirmation }) {
  const reason = useReasonInput(confirmation.reason);
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
        // A reason the division requires but is blank (or one too long) is said on the field, and nothing is sent.
        const given = reason.check();
        if (given === false) return false;
        answer(true, given);
        return false;
      }}
      onClose={() => undefined}
    >
      {confirmation.warning ? (
        <p className="action-confirmation-warning" role="alert">
          {confirmation.warning}
        </p>
      ) : null}
      {confirmation.heldForUndo ? <p className="action-confirmation-undo">{confirmation.heldForUndo}</p> : null}
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
      <ReasonField ask={confirmation.reason} input={reason} />
    </ConfirmDialog>
  );
}

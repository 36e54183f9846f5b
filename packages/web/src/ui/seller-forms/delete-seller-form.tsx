import { deleteSellerAction } from '@ops/core/actions';
import type { AccountHolder } from '@ops/core/contract';
import { useI18n } from '../../app/i18n-context.tsx';
import { useSellerAction } from './use-seller-action.ts';

/** Confirms deleting a seller; the platform refuses while it holds money, and the form says why. */
export function DeleteSellerForm({
  seller,
  onDone,
  onCancel,
}: {
  seller: AccountHolder;
  onDone(): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const labels = t.sellers.delete;
  const action = useSellerAction<void>(deleteSellerAction, (tr) => tr.errors.refreshAndRetry());
  return (
    <form
      className="seller-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await action.run({ accountHolderCode: seller.code });
        if (outcome.done) onDone();
      }}
    >
      <p>{labels.message()}</p>
      {action.failure ? (
        <p role="alert" className="form-failure">
          {action.failure}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {labels.cancel()}
        </button>
        <button type="submit" className="button button-primary" disabled={action.busy} aria-busy={action.busy}>
          {labels.confirm()}
        </button>
      </div>
    </form>
  );
}

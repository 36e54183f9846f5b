import { deleteSellerAction } from '@ops/core/actions';
import type { AccountHolder } from '@ops/core/contract';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
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
  const action = useSellerAction(deleteSellerAction, (tr) => tr.errors.refreshAndRetry());
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
      <FormFooter
        failure={action.failure}
        busy={action.busy}
        cancelLabel={labels.cancel()}
        submitLabel={labels.confirm()}
        onCancel={onCancel}
      />
    </form>
  );
}

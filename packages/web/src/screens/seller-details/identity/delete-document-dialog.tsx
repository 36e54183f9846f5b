import { removeDocumentAction } from '@ops/core/actions';
import { useI18n } from '../../../app/i18n-context.tsx';
import { Modal } from '../../../ui/modal/index.ts';
import { useRegistryAction } from '../../../ui/registry-action/use-registry-action.ts';
import { sellersQueryKey } from '../../../ui/seller-forms/use-seller-action.ts';
import type { SellerDocument } from './document-files.ts';

const refresh = [sellersQueryKey];

/** Asks before deleting a document with its files, for good; a refusal of the service shows here. */
export function DeleteDocumentDialog({
  shown,
  accountHolderCode,
  open,
  onOpenChange,
}: {
  shown: SellerDocument;
  accountHolderCode: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  const labels = t.documents.list;
  const { run, busy, failure, clearFailure } = useRegistryAction(removeDocumentAction, { refresh });
  const change = (next: boolean) => {
    if (!next) clearFailure();
    onOpenChange(next);
  };
  const code = shown.document.code;
  return (
    <Modal
      open={open}
      onOpenChange={change}
      role="alertdialog"
      title={labels.removeTitle({ code })}
      description={labels.removeMessage()}
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
              if ((await run({ accountHolderCode, documentCode: code, kind: shown.kind })).done) change(false);
            }}
          >
            {labels.removeConfirm()}
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

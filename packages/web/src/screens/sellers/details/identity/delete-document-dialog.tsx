import { removeDocumentAction } from '@ops/core/actions';
import type { SellerDocument } from '../../../../domain-parts/seller-identity/document-files.ts';
import { useRegistryAction } from '../../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { ConfirmDialog } from '../../../../ui/modal/index.ts';

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
  const { run, busy, failure, clearFailure } = useRegistryAction(removeDocumentAction);
  const code = shown.document.code;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.removeTitle({ code })}
      description={labels.removeMessage()}
      cancelLabel={labels.cancel()}
      confirmLabel={labels.removeConfirm()}
      busy={busy}
      failure={failure}
      onConfirm={async () => (await run({ accountHolderCode, documentCode: code, kind: shown.kind })).done}
      onClose={clearFailure}
    />
  );
}

import { rejectApprovalAction } from '@ops/core/actions';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextArea } from '../../../ui/text-field/index.ts';
import { useToast } from '../../../ui/toast/toast.tsx';

export interface RejectDialogProps {
  /** The requests to reject; the dialog is open while there are any. */
  codes: readonly string[];
  onClose(): void;
  /** After every request was rejected. */
  onRejected?(): void;
}

/**
 * Asks why, then rejects the requests one after the other with that reason (the registry's `approvals.reject`):
 * the requester reads it. A refusal stops there and says why; the ones rejected before it stay rejected.
 */
export function RejectDialog({ codes, onClose, onRejected }: RejectDialogProps) {
  const { t } = useI18n();
  const labels = t.approvals.rejectForm;
  const toast = useToast();
  const [reason, setReason] = useState('');
  const reject = useRegistryAction(rejectApprovalAction, { fallback: t.approvals.details.rejectFailed() });
  const close = () => {
    setReason('');
    reject.clearFailure();
    onClose();
  };
  return (
    <FormDialog
      open={codes.length > 0}
      onOpenChange={(open) => (open ? undefined : close())}
      title={labels.title({ count: codes.length })}
      description={codes.join(', ')}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      busy={reject.busy}
      submitDisabled={reason.trim() === ''}
      failure={reject.failure}
      onSubmit={async () => {
        for (const approvalRequestCode of codes) {
          const outcome = await reject.run({ approvalRequestCode, reason });
          if (!outcome.done) return;
        }
        toast.show({ title: labels.done({ count: codes.length }) });
        onRejected?.();
        close();
      }}
    >
      <TextArea label={labels.reason()} hint={labels.hint()} value={reason} onChange={setReason} autoFocus />
    </FormDialog>
  );
}

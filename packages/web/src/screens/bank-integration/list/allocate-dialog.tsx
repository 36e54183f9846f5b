import { allocateBankLineAction } from '@ops/core/actions';
import type { BankLine } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';

/**
 * The form of an allocation that needs a parameter: money that came in without a payout item is booked onto the
 * virtual account the user names. Its submit runs the registry's action, which asks first with core's
 * confirmation. (A line about a payout item needs nothing typed: the screen runs the action at once.)
 */
export function AllocateDialog({
  line,
  onDone,
  onClose,
}: {
  line: BankLine;
  onDone(allocated: BankLine): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const labels = t.bankIntegration.allocate;
  const [virtualAccountCode, setVirtualAccountCode] = useState('');
  const allocate = useRegistryAction(allocateBankLineAction, { fallback: t.errors.requestIssue() });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.title({ code: line.code })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      submitDisabled={virtualAccountCode.trim() === ''}
      busy={allocate.busy}
      failure={allocate.failure}
      onSubmit={async () => {
        const outcome = await allocate.run({ bankLineCode: line.code, virtualAccountCode });
        if (outcome.done) onDone(outcome.result);
      }}
    >
      <p>{labels.toAccount()}</p>
      <TextField label={labels.virtualAccountCode()} value={virtualAccountCode} onChange={setVirtualAccountCode} required />
    </FormDialog>
  );
}

import { allocateBankLineAction } from '@ops/core/actions';
import type { BankLine } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { namesPayoutItem } from './bank-line-columns.tsx';

/**
 * Allocates a line through the registry's action: a line about a payout item is matched with it again; money that
 * came in without one is booked onto the virtual account the user names.
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
  const toAccount = !namesPayoutItem(line);
  const [virtualAccountCode, setVirtualAccountCode] = useState('');
  const allocate = useRegistryAction(allocateBankLineAction, { fallback: t.errors.requestIssue() });
  return (
    <FormDialog
      open
      role="alertdialog"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.title({ code: line.code })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.confirm()}
      submitDisabled={toAccount && virtualAccountCode.trim() === ''}
      busy={allocate.busy}
      failure={allocate.failure}
      onSubmit={async () => {
        const outcome = await allocate.run({
          bankLineCode: line.code,
          ...(toAccount ? { virtualAccountCode } : {}),
        });
        if (outcome.done) onDone(outcome.result);
      }}
    >
      <p>{toAccount ? labels.toAccount() : labels.description()}</p>
      {toAccount ? (
        <TextField
          label={labels.virtualAccountCode()}
          value={virtualAccountCode}
          onChange={setVirtualAccountCode}
          required
        />
      ) : null}
    </FormDialog>
  );
}

import { linkBankLineToPayoutAction } from '@ops/core/actions';
import type { BankLine } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';

/**
 * The form that links a line whose payout code arrived truncated to the payout request with the full code. Its
 * submit runs the registry's action, which asks first with core's confirmation (spec section 5's rule); the
 * platform refuses a code the line's reference is not the start of.
 */
export function LinkPayoutDialog({
  line,
  onDone,
  onClose,
}: {
  line: BankLine;
  onDone(linked: BankLine): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const labels = t.bankIntegration.linkPayout;
  const [payoutRequestCode, setPayoutRequestCode] = useState(line.reference ?? '');
  const link = useRegistryAction(linkBankLineToPayoutAction, { fallback: t.errors.requestIssue() });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.title({ code: line.code })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      busy={link.busy}
      failure={link.failure}
      onSubmit={async () => {
        const outcome = await link.run({ bankLineCode: line.code, payoutRequestCode });
        if (outcome.done) onDone(outcome.result);
      }}
    >
      <p>{labels.explanation({ reference: line.reference ?? '' })}</p>
      <TextField label={labels.payoutRequestCode()} value={payoutRequestCode} onChange={setPayoutRequestCode} />
    </FormDialog>
  );
}

import { unmatchBankLineAction } from '@ops/core/actions';
import type { BankLine, BankLineMatch } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';

/**
 * Unmatching a matched line asks why first (the reason is kept on the match); its submit runs the registry's
 * action, which asks with core's confirmation.
 */
export function UnmatchDialog(props: { line: BankLine; onDone(match: BankLineMatch): void; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.bankIntegration.unmatch;
  const [reason, setReason] = useState('');
  const run = useRegistryAction(unmatchBankLineAction, { fallback: t.errors.requestIssue() });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={labels.title({ code: props.line.code })}
      cancelLabel={labels.cancel()}
      submitLabel={labels.submit()}
      submitDisabled={reason.trim() === ''}
      busy={run.busy}
      failure={run.failure}
      onSubmit={async () => {
        const outcome = await run.run({ bankLineCode: props.line.code, reason });
        if (outcome.done) props.onDone(outcome.result);
      }}
    >
      <p>{labels.message()}</p>
      <TextField label={labels.reason()} value={reason} onChange={setReason} required />
    </FormDialog>
  );
}

import type { allocateBankLineAction, linkBankLineToPayoutAction } from '@ops/core/actions';
import type { BankLine } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FormDialog } from '../../../ui/modal/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';

/** A bank line's action that takes one typed parameter in a form first. */
type BankLineFormAction = typeof allocateBankLineAction | typeof linkBankLineToPayoutAction;

export interface BankLineFormDialogProps {
  line: BankLine;
  action: BankLineFormAction;
  /** The dialog's words: title, what the field is for, the field's label, submit and cancel. */
  words: { title: string; explanation: string; field: string; submit: string; cancel: string };
  /** The field's first value. */
  initial?: string;
  /** The action's parameters with the typed value. */
  parameters(typed: string): object;
  onDone(line: BankLine): void;
  onClose(): void;
}

/**
 * A bank line's form of one field in a dialog (the account to allocate onto, the payout to link to). Its submit
 * runs the registry's action, which asks first with core's confirmation: the form asks nothing of its own.
 */
export function BankLineFormDialog({
  line,
  action,
  words,
  initial = '',
  parameters,
  onDone,
  onClose,
}: BankLineFormDialogProps) {
  const { t } = useI18n();
  const [typed, setTyped] = useState(initial);
  const run = useRegistryAction(action, { fallback: t.errors.requestIssue() });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={words.title}
      cancelLabel={words.cancel}
      submitLabel={words.submit}
      submitDisabled={typed.trim() === ''}
      busy={run.busy}
      failure={run.failure}
      onSubmit={async () => {
        const outcome = await run.run({ bankLineCode: line.code, ...parameters(typed) });
        if (outcome.done) onDone(outcome.result);
      }}
    >
      <p>{words.explanation}</p>
      <TextField label={words.field} value={typed} onChange={setTyped} required />
    </FormDialog>
  );
}

import { allocateBankLineAction } from '@ops/core/actions';
import type { BankLine } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { BankLineFormDialog } from './bank-line-form-dialog.tsx';

/**
 * The form of an allocation that needs a parameter: money that came in without a payout item is booked onto the
 * virtual account the user names. (A line about a payout item needs nothing typed: the screen runs the action at
 * once, and its confirmation is the one question.)
 */
export function AllocateDialog(props: { line: BankLine; onDone(allocated: BankLine): void; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.bankIntegration.allocate;
  return (
    <BankLineFormDialog
      {...props}
      action={allocateBankLineAction}
      words={{
        title: labels.title({ code: props.line.code }),
        explanation: labels.toAccount(),
        field: labels.virtualAccountCode(),
        submit: labels.submit(),
        cancel: labels.cancel(),
      }}
      parameters={(virtualAccountCode) => ({ virtualAccountCode })}
    />
  );
}

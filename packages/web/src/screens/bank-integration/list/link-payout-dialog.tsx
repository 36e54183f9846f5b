import { linkBankLineToPayoutAction } from '@ops/core/actions';
import type { BankLine } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { BankLineFormDialog } from './bank-line-form-dialog.tsx';

/**
 * The form that links a line whose payout code arrived truncated to the payout request with the full code; its
 * confirmation says spec section 5's rule, and the platform refuses a code the line's reference is not the start of.
 */
export function LinkPayoutDialog(props: { line: BankLine; onDone(linked: BankLine): void; onClose(): void }) {
  const { t } = useI18n();
  const labels = t.bankIntegration.linkPayout;
  return (
    <BankLineFormDialog
      {...props}
      action={linkBankLineToPayoutAction}
      words={{
        title: labels.title({ code: props.line.code }),
        explanation: labels.explanation({ reference: props.line.reference ?? '' }),
        field: labels.payoutRequestCode(),
        submit: labels.submit(),
        cancel: labels.cancel(),
      }}
      initial={props.line.reference ?? ''}
      parameters={(payoutRequestCode) => ({ payoutRequestCode })}
    />
  );
}

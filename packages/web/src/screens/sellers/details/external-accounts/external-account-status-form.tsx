import { updateExternalAccountStatusAction } from '@ops/core/actions';
import { type ExternalAccount, type ExternalAccountStatus, externalAccountStatuses } from '@ops/core/contract';
import { statusLabel } from '@ops/core/status';
import { checkExternalAccountStatusDraft, type FieldErrors } from '@ops/core/validation';
import { useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useValidationMessage } from '../../../../ui/form-field/use-validation-message.ts';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
import { Select } from '../../../../ui/select/select.tsx';
import { TextArea } from '../../../../ui/text-field/text-area.tsx';
import { useSellerAction } from '../../common/seller-forms/use-seller-action.ts';

/** Sets an external account's status: a new status ('Please select a new status') and a reason are mandatory. */
export function ExternalAccountStatusForm({
  accountHolderCode,
  account,
  onDone,
}: {
  accountHolderCode: string;
  account: ExternalAccount;
  onDone(): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.sellers.externalAccounts;
  const message = useValidationMessage();
  const [status, setStatus] = useState<ExternalAccountStatus | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'status' | 'reason'>>({});
  const action = useSellerAction(updateExternalAccountStatusAction, (tr) => tr.errors.requestIssue());
  return (
    <form
      className="seller-form"
      aria-label={labels.statusTitle({ name: account.displayName })}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const checked = checkExternalAccountStatusDraft({ status, reason });
        setErrors(checked.ok ? {} : checked.errors);
        if (!checked.ok) return;
        const outcome = await action.run({
          accountHolderCode,
          externalAccountCode: account.code,
          ...checked.value,
        });
        if (outcome.done) onDone();
      }}
    >
      <Select<ExternalAccountStatus>
        label={labels.newStatus()}
        value={status === '' ? undefined : status}
        placeholder={labels.chooseStatus()}
        error={message(errors.status)}
        onValueChange={setStatus}
        options={externalAccountStatuses
          .filter((candidate) => candidate !== account.status)
          .map((candidate) => ({ value: candidate, label: statusLabel(candidate, locale) }))}
      />
      <TextArea label={labels.reason()} rows={2} value={reason} error={message(errors.reason)} onChange={setReason} />
      <FormFooter
        failure={action.failure}
        busy={action.busy}
        cancelLabel={labels.cancel()}
        submitLabel={labels.save()}
        onCancel={onDone}
      />
    </form>
  );
}

import { updateExternalAccountStatusAction } from '@ops/core/actions';
import { type ExternalAccount, type ExternalAccountStatus, externalAccountStatuses } from '@ops/core/contract';
import { checkExternalAccountStatusDraft, type FieldErrors } from '@ops/core/validation';
import { useId, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FieldError } from '../../../../ui/form-field/field-error.tsx';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
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
  const { t } = useI18n();
  const labels = t.sellers.externalAccounts;
  const ids = { status: useId(), reason: useId() };
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
      <label htmlFor={ids.status}>{labels.newStatus()}</label>
      <select
        id={ids.status}
        value={status}
        aria-invalid={errors.status ? true : undefined}
        aria-describedby={`${ids.status}-error`}
        onChange={(event) => setStatus(event.target.value as ExternalAccountStatus | '')}
      >
        <option value="">{labels.chooseStatus()}</option>
        {externalAccountStatuses
          .filter((candidate) => candidate !== account.status)
          .map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
      </select>
      <FieldError id={`${ids.status}-error`} message={errors.status} />
      <label htmlFor={ids.reason}>{labels.reason()}</label>
      <textarea
        id={ids.reason}
        rows={2}
        value={reason}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={`${ids.reason}-error`}
        onChange={(event) => setReason(event.target.value)}
      />
      <FieldError id={`${ids.reason}-error`} message={errors.reason} />
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

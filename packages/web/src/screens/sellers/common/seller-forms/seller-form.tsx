import { createSellerAction, updateSellerAction } from '@ops/core/actions';
import {
  type AccountHolder,
  type AccountHolderDetails,
  type CompanyType,
  type LegalForm,
  legalForms,
  type PayoutMode,
  payoutModes,
} from '@ops/core/contract';
import { checkSellerDraft, type FieldErrors } from '@ops/core/validation';
import { useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useValidationMessage } from '../../../../ui/form-field/use-validation-message.ts';
import { Select } from '../../../../ui/select/select.tsx';
import { TextField } from '../../../../ui/text-field/text-field.tsx';
import { CompanyTypeField } from './company-type-field.tsx';
import { useSellerAction } from './use-seller-action.ts';
import '../../../../ui/form-field/form-field.css';
import './seller-forms.css';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';

export interface SellerFormProps {
  /** The seller to update; none to create one. */
  seller?: AccountHolder | undefined;
  onDone(seller: AccountHolderDetails): void;
  onCancel(): void;
}

/**
 * Create or update a seller: name, e-mail, legal form (set once: changing it later is its own action), company
 * type for an organization, payouts. A failure says 'Error occurred. Refresh the page and retry it.'
 */
export function SellerForm({ seller, onDone, onCancel }: SellerFormProps) {
  const { t } = useI18n();
  const labels = t.sellers.form;
  const message = useValidationMessage();
  const [name, setName] = useState(seller?.name ?? '');
  const [email, setEmail] = useState(seller?.email ?? '');
  const [legalForm, setLegalForm] = useState<LegalForm>(seller?.legalForm ?? 'INDIVIDUAL');
  const [companyType, setCompanyType] = useState<CompanyType | ''>(seller?.companyType ?? '');
  const [payoutsMode, setPayoutsMode] = useState<PayoutMode>(seller?.payoutsConfiguration.mode ?? 'MANUAL');
  const [errors, setErrors] = useState<FieldErrors<'name' | 'email' | 'companyType'>>({});
  const action = useSellerAction(seller ? updateSellerAction : createSellerAction, (translations) =>
    translations.errors.refreshAndRetry(),
  );

  return (
    <form
      className="seller-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const checked = checkSellerDraft({ name, email, legalForm, companyType });
        setErrors(checked.ok ? {} : checked.errors);
        if (!checked.ok) return;
        const { legalForm: chosenForm, ...fields } = checked.value;
        const done = await action.run(
          seller
            ? { accountHolderCode: seller.code, ...fields, payoutsMode }
            : { ...fields, legalForm: chosenForm, payoutsMode },
        );
        if (done.done) onDone(done.result);
      }}
    >
      {seller ? <p className="seller-warning">{labels.kycWarning()}</p> : null}
      <TextField label={labels.name()} value={name} error={message(errors.name)} onChange={setName} />
      <TextField label={labels.email()} type="email" value={email} error={message(errors.email)} onChange={setEmail} />
      {seller ? null : (
        <Select
          label={labels.legalForm()}
          value={legalForm}
          onValueChange={setLegalForm}
          options={legalForms.map((form) => ({ value: form, label: t.sellers.legalForms[form]() }))}
        />
      )}
      {legalForm === 'ORGANIZATION' ? (
        <CompanyTypeField value={companyType} error={errors.companyType} onChange={setCompanyType} />
      ) : null}
      <Select
        label={labels.payoutsMode()}
        value={payoutsMode}
        onValueChange={setPayoutsMode}
        options={payoutModes.map((mode) => ({ value: mode, label: t.sellers.payoutModes[mode]() }))}
      />
      <FormFooter
        failure={action.failure}
        busy={action.busy}
        cancelLabel={labels.cancel()}
        submitLabel={action.busy ? labels.saving() : seller ? labels.save() : labels.create()}
        onCancel={onCancel}
      />
    </form>
  );
}

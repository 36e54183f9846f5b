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
import { useId, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FieldError } from '../../../../ui/form-field/field-error.tsx';
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
  const ids = { name: useId(), email: useId(), payouts: useId(), legalForm: useId() };
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
      <label htmlFor={ids.name}>{labels.name()}</label>
      <input
        id={ids.name}
        value={name}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={`${ids.name}-error`}
        onChange={(event) => setName(event.target.value)}
      />
      <FieldError id={`${ids.name}-error`} message={errors.name} />
      <label htmlFor={ids.email}>{labels.email()}</label>
      <input
        id={ids.email}
        type="email"
        value={email}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={`${ids.email}-error`}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FieldError id={`${ids.email}-error`} message={errors.email} />
      {seller ? null : (
        <>
          <label htmlFor={ids.legalForm}>{labels.legalForm()}</label>
          <select
            id={ids.legalForm}
            value={legalForm}
            onChange={(event) => setLegalForm(event.target.value as LegalForm)}
          >
            {legalForms.map((form) => (
              <option key={form} value={form}>
                {t.sellers.legalForms[form]()}
              </option>
            ))}
          </select>
        </>
      )}
      {legalForm === 'ORGANIZATION' ? (
        <CompanyTypeField value={companyType} error={errors.companyType} onChange={setCompanyType} />
      ) : null}
      <label htmlFor={ids.payouts}>{labels.payoutsMode()}</label>
      <select
        id={ids.payouts}
        value={payoutsMode}
        onChange={(event) => setPayoutsMode(event.target.value as PayoutMode)}
      >
        {payoutModes.map((mode) => (
          <option key={mode} value={mode}>
            {t.sellers.payoutModes[mode]()}
          </option>
        ))}
      </select>
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

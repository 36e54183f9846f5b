import { changeLegalFormAction } from '@ops/core/actions';
import {
  type AccountHolder,
  type AccountHolderDetails,
  type CompanyType,
  type LegalForm,
  legalForms,
} from '@ops/core/contract';
import { checkLegalFormDraft, type FieldErrors } from '@ops/core/validation';
import { useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
import { Select } from '../../../../ui/select/select.tsx';
import { CompanyTypeField } from './company-type-field.tsx';
import { useSellerAction } from './use-seller-action.ts';

/** Change a seller's legal form, after the warning that its details and documents are permanently deleted. */
export function LegalFormForm({
  seller,
  onDone,
  onCancel,
}: {
  seller: AccountHolder;
  onDone(seller: AccountHolderDetails): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const labels = t.sellers.legalForm;
  const [legalForm, setLegalForm] = useState<LegalForm>(
    legalForms.find((form) => form !== seller.legalForm) ?? seller.legalForm,
  );
  const [companyType, setCompanyType] = useState<CompanyType | ''>('');
  const [errors, setErrors] = useState<FieldErrors<'companyType'>>({});
  const action = useSellerAction(changeLegalFormAction, (tr) => tr.errors.refreshAndRetry());

  return (
    <form
      className="seller-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const checked = checkLegalFormDraft({ legalForm, companyType });
        setErrors(checked.ok ? {} : checked.errors);
        if (!checked.ok) return;
        const done = await action.run({ accountHolderCode: seller.code, ...checked.value });
        if (done.done) onDone(done.result);
      }}
    >
      <p className="seller-warning" role="note">
        {labels.warning()}
      </p>
      <Select
        label={labels.newLegalForm()}
        value={legalForm}
        onValueChange={setLegalForm}
        options={legalForms.map((form) => ({
          value: form,
          label: t.sellers.legalForms[form](),
          disabled: form === seller.legalForm,
        }))}
      />
      {legalForm === 'ORGANIZATION' ? (
        <CompanyTypeField value={companyType} error={errors.companyType} onChange={setCompanyType} />
      ) : null}
      <FormFooter
        failure={action.failure}
        busy={action.busy}
        cancelLabel={labels.cancel()}
        submitLabel={labels.confirm()}
        onCancel={onCancel}
      />
    </form>
  );
}

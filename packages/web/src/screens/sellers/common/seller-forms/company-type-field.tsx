import { type CompanyType, companyTypes } from '@ops/core/contract';
import type { ValidationKey } from '@ops/core/validation';
import { useId } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FieldError } from '../../../../ui/form-field/field-error.tsx';

/** The company type of an organization ('' until one is chosen), with its error; the seller and legal form forms ask it. */
export function CompanyTypeField({
  value,
  error,
  onChange,
}: {
  value: CompanyType | '';
  error: ValidationKey | undefined;
  onChange(companyType: CompanyType | ''): void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{t.sellers.form.companyType()}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value as CompanyType | '')}
      >
        <option value="">{t.sellers.form.chooseCompanyType()}</option>
        {companyTypes.map((type) => (
          <option key={type} value={type}>
            {t.sellers.companyTypes[type]()}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

import { type CompanyType, companyTypes } from '@ops/core/contract';
import type { ValidationKey } from '@ops/core/validation';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { useValidationMessage } from '../../../../ui/form-field/use-validation-message.ts';
import { Select } from '../../../../ui/select/select.tsx';

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
  const message = useValidationMessage();
  return (
    <Select<CompanyType>
      label={t.sellers.form.companyType()}
      value={value === '' ? undefined : value}
      placeholder={t.sellers.form.chooseCompanyType()}
      error={message(error)}
      onValueChange={onChange}
      options={companyTypes.map((type) => ({ value: type, label: t.sellers.companyTypes[type]() }))}
    />
  );
}

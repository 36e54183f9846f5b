import type { SplitSeller } from '@ops/core/splits';
import type { ValidationKey } from '@ops/core/validation';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { FieldError } from '../../../ui/form-field/field-error.tsx';

/** The seller of a refund's share: one of the payment's sellers, the only ones a refund may take money back from. */
export function PaymentSellerSelect({
  sellers,
  seller,
  error,
  onPick,
}: {
  sellers: readonly SplitSeller[];
  seller: SplitSeller | undefined;
  error: ValidationKey | undefined;
  onPick(seller: SplitSeller | undefined): void;
}) {
  const { t } = useI18n();
  const labels = t.splitCreator;
  const ids = { select: useId(), error: useId() };
  return (
    <div className="split-seller">
      <label htmlFor={ids.select}>{labels.refund.seller()}</label>
      <select
        id={ids.select}
        value={seller?.code ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onPick(sellers.find((found) => found.code === event.target.value))}
      >
        <option value="">{labels.refund.chooseSeller()}</option>
        {sellers.map((found) => (
          <option key={found.code} value={found.code}>
            {labels.chosenSeller({ name: found.name, code: found.code })}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

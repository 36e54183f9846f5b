import type { ValidationKey } from '@ops/core/validation';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FieldError } from '../../../ui/form-field/field-error.tsx';
import { SplitAmountField } from './split-amount-field.tsx';
import { SplitField } from './split-field.tsx';
import type { GroupRow } from './split-rows.ts';

const amountFields = [
  'productItemAmount',
  'shippingFee',
  'discount',
  'platformDiscount',
  'commission',
  'handlingFee',
  'vat',
] as const;

/**
 * One item group of a seller's share: what its product items and shipping fee bring in less the seller's
 * discount, the platform's discount (paid by the division income account), and the commission, handling fee and
 * VAT taken from it ('Fees exceed the total amount for this group', 'Discounts exceed the total amount for this
 * group' when they add up to more).
 */
export function ItemGroupFields({
  number,
  group,
  currency,
  errorOf,
  path,
  refund = false,
  onChange,
  onRemove,
}: {
  number: number;
  group: GroupRow;
  /** The split's currency, the amounts' minor units. */
  currency: string;
  errorOf(field: string): ValidationKey | undefined;
  /** Where its rules' messages are kept, e.g. `sellers.0.itemGroups.1`. */
  path: string;
  /** A refund's or chargeback's group: its VAT is the 'Refund VAT' (spec section 3's labels). */
  refund?: boolean;
  onChange(group: GroupRow): void;
  onRemove(): void;
}) {
  const { t } = useI18n();
  const labels = t.splitCreator;
  const itemLabels = t.transactions.itemLabels;
  const amountLabels = {
    productItemAmount: itemLabels.productItem(),
    shippingFee: itemLabels.shippingFee(),
    discount: itemLabels.discount(),
    platformDiscount: itemLabels.platformDiscount(),
    commission: itemLabels.commission(),
    handlingFee: itemLabels.handlingFee(),
    vat: refund ? itemLabels.refundVat() : itemLabels.vat(),
  };
  const feesError = useId();
  return (
    <fieldset className="split-item-group" aria-describedby={errorOf(path) ? feesError : undefined}>
      <legend>{labels.itemGroup({ n: number })}</legend>
      <SplitField
        label={labels.groupExternalRef()}
        value={group.externalRef}
        error={undefined}
        onChange={(externalRef) => onChange({ ...group, externalRef })}
      />
      {amountFields.map((field) => (
        <SplitAmountField
          key={field}
          label={amountLabels[field]}
          value={group[field]}
          currency={currency}
          error={errorOf(`${path}.${field}`)}
          onChange={(value) => onChange({ ...group, [field]: value })}
        />
      ))}
      <FieldError id={feesError} message={errorOf(path)} />
      <Button onClick={onRemove}>{labels.removeItemGroup({ n: number })}</Button>
    </fieldset>
  );
}

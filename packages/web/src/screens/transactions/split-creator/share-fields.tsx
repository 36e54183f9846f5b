import type { MerchantScope } from '@ops/core/api';
import type { SplitSeller } from '@ops/core/splits';
import type { ValidationKey } from '@ops/core/validation';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { ItemGroupFields } from './item-group-fields.tsx';
import { PaymentSellerSelect } from './payment-seller-select.tsx';
import { SellerPicker } from './seller-picker.tsx';
import { SplitAmountField } from './split-amount-field.tsx';
import { SplitField } from './split-field.tsx';
import { newGroupRow, removeAt, replaceAt, type ShareRow } from './split-rows.ts';

/**
 * One seller's share: the seller, its amount of the total, its external reference and its item groups. A refund's
 * share picks among the payment's sellers (`paymentSellers`); a payment's searches the division's.
 */
export function ShareFields({
  scope,
  paymentSellers,
  index,
  share,
  currency,
  errorOf,
  onChange,
  onRemove,
}: {
  scope: MerchantScope;
  paymentSellers?: readonly SplitSeller[] | undefined;
  index: number;
  share: ShareRow;
  /** The split's currency, the amounts' minor units. */
  currency: string;
  errorOf(field: string): ValidationKey | undefined;
  onChange(share: ShareRow): void;
  onRemove(): void;
}) {
  const { t } = useI18n();
  const labels = t.splitCreator;
  const path = `sellers.${index}`;
  const number = index + 1;
  return (
    <fieldset className="split-share">
      <legend>{labels.sellerRow({ n: number })}</legend>
      {paymentSellers ? (
        <PaymentSellerSelect
          sellers={paymentSellers}
          seller={share.seller}
          error={errorOf(`${path}.sellerCode`)}
          onPick={(seller) => onChange({ ...share, seller })}
        />
      ) : (
        <SellerPicker
          scope={scope}
          seller={share.seller}
          error={errorOf(`${path}.sellerCode`)}
          onPick={(seller) => onChange({ ...share, seller })}
        />
      )}
      <SplitAmountField
        label={labels.amount()}
        value={share.amount}
        currency={currency}
        error={errorOf(`${path}.amount`)}
        onChange={(amount) => onChange({ ...share, amount })}
      />
      <SplitField
        label={labels.externalRef()}
        value={share.externalRef}
        error={undefined}
        onChange={(externalRef) => onChange({ ...share, externalRef })}
      />
      {share.itemGroups.length > 0 ? <h4>{labels.itemGroups()}</h4> : null}
      {share.itemGroups.map((group, groupIndex) => (
        <ItemGroupFields
          key={group.key}
          number={groupIndex + 1}
          group={group}
          currency={currency}
          path={`${path}.itemGroups.${groupIndex}`}
          refund={paymentSellers !== undefined}
          errorOf={errorOf}
          onChange={(changed) =>
            onChange({ ...share, itemGroups: replaceAt(share.itemGroups, groupIndex, () => changed) })
          }
          onRemove={() => onChange({ ...share, itemGroups: removeAt(share.itemGroups, groupIndex) })}
        />
      ))}
      <div className="split-row-actions">
        <Button onClick={() => onChange({ ...share, itemGroups: [...share.itemGroups, newGroupRow()] })}>
          {labels.addItemGroup()}
        </Button>
        <Button onClick={onRemove}>{labels.removeSeller({ n: number })}</Button>
      </div>
    </fieldset>
  );
}

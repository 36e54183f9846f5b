import type { MerchantScope } from '@ops/core/api';
import type { SplitSeller } from '@ops/core/splits';
import type { ValidationKey } from '@ops/core/validation';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FieldError } from '../../../ui/form-field/field-error.tsx';
import { ShareFields } from './share-fields.tsx';
import { newShareRow, removeAt, replaceAt, type ShareRow } from './split-rows.ts';

/**
 * The sellers' shares of a payment or a refund under their heading (and a hint, when given): a share's fields each,
 * the error about the shares as a whole and Add seller. `onChange` gets an update of the shares, applied to the form's latest ones.
 */
export function ShareList({
  scope,
  hint,
  paymentSellers,
  shares,
  currency,
  errorOf,
  onChange,
}: {
  scope: MerchantScope;
  /** A line under the heading about who may have a share. */
  hint?: string | undefined;
  paymentSellers?: readonly SplitSeller[] | undefined;
  shares: readonly ShareRow[];
  /** The split's currency, the amounts' minor units. */
  currency: string;
  errorOf(field: string): ValidationKey | undefined;
  onChange(update: (shares: readonly ShareRow[]) => ShareRow[]): void;
}) {
  const { t } = useI18n();
  const errorId = useId();
  return (
    <>
      <h3>{t.splitCreator.sellers()}</h3>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {shares.map((share, index) => (
        <ShareFields
          key={share.key}
          scope={scope}
          paymentSellers={paymentSellers}
          index={index}
          share={share}
          currency={currency}
          errorOf={errorOf}
          onChange={(changed) => onChange((current) => replaceAt(current, index, () => changed))}
          onRemove={() => onChange((current) => removeAt(current, index))}
        />
      ))}
      <FieldError id={errorId} message={errorOf('sellers')} />
      <Button onClick={() => onChange((current) => [...current, newShareRow()])}>{t.splitCreator.addSeller()}</Button>
    </>
  );
}

import { createSplitRefundAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { type SplitTransaction, splitRefundTypes } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import {
  checkSplitRefundForm,
  paymentSellersOf,
  refundableAmount,
  refundFormOf,
  type SplitRefundForm,
} from '@ops/core/splits';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { ShareList } from './share-list.tsx';
import { shownErrors } from './shown-errors.ts';
import { SplitAmountField } from './split-amount-field.tsx';
import { SplitCreated } from './split-created.tsx';
import { SplitField } from './split-field.tsx';
import { splitFieldBinding } from './split-field-binding.ts';
import { SplitFormFooter } from './split-form-footer.tsx';
import { SplitRemainder } from './split-remainder.tsx';
import { newShareRow, type ShareRow } from './split-rows.ts';
import { useIdempotencyKeys } from './use-idempotency-keys.ts';
import '../../../ui/form-field/form-field.css';
import './split-creator.css';
import { Select } from '../../../ui/select/index.ts';

export interface SplitRefundCreatorProps {
  scope: MerchantScope;
  /** The payment to refund; the caller offers it only while `isRefundable`. */
  payment: SplitTransaction;
  /** The refund was made and the user is done reading what it took back. */
  onDone(): void;
  onCancel(): void;
}

interface RefundRows extends Omit<SplitRefundForm, 'sellers'> {
  sellers: ShareRow[];
}

const rowsOf = (payment: SplitTransaction): RefundRows => {
  const form = refundFormOf(payment);
  return { ...form, sellers: form.sellers.map((share) => ({ ...newShareRow(), seller: share.seller })) };
};

/** A refund takes from the sellers' and the division's balances and adds a transaction. */

/**
 * The split creator in refund mode: a refund or chargeback of the payment, its code and currency fixed, taken back
 * from the payment's sellers (one row each, amounts to type in minor units, each shown in major units beside it).
 * The rules of spec section 5, within what the payment's refunds left, and the unallocated remainder follow every
 * keystroke. Submit runs the registry's `transactions.refund` under one idempotency key per exact request.
 */
export function SplitRefundCreator({ scope, payment, onDone, onCancel }: SplitRefundCreatorProps) {
  const { t, locale } = useI18n();
  const labels = t.splitCreator;
  const [rows, setRows] = useState<RefundRows>(() => rowsOf(payment));
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState<SplitTransaction | undefined>(undefined);
  const keyFor = useIdempotencyKeys();
  const action = useRegistryAction(createSplitRefundAction);

  if (created) return <SplitCreated split={created} onDone={onDone} />;

  const check = checkSplitRefundForm(rows, payment);
  const errorOf = shownErrors(check.errors, submitted);
  const field = splitFieldBinding<'pspReference' | 'description' | 'reference' | 'totalAmount', typeof rows>(
    rows,
    setRows,
    errorOf,
  );
  const paymentSellers = paymentSellersOf(payment);

  return (
    <form
      className="split-creator"
      aria-label={labels.refund.title({ code: payment.code })}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!check.request || action.busy) return;
        const { paymentCode, ...refund } = check.request;
        const parameters = { splitCode: paymentCode, ...refund };
        const outcome = await action.run({ ...parameters, idempotencyKey: keyFor(parameters) });
        if (outcome.done) setCreated(outcome.result.split);
      }}
    >
      <fieldset className="split-payment">
        <legend>{labels.refund.legend()}</legend>
        <dl className="split-refund-fixed">
          <dt>{labels.refund.paymentCode()}</dt>
          <dd>{payment.code}</dd>
          <dt>{labels.refund.currency()}</dt>
          <dd>{payment.currency}</dd>
        </dl>
        <Select
          label={labels.refund.type()}
          value={rows.type}
          options={splitRefundTypes.map((type) => ({ value: type, label: t.transactions.types[type]() }))}
          onValueChange={(type) => setRows((current) => ({ ...current, type }))}
        />
        <SplitField label={labels.refund.pspReference()} {...field('pspReference')} />
        <SplitField label={labels.description()} {...field('description')} />
        <SplitAmountField label={labels.totalAmount()} currency={payment.currency} {...field('totalAmount')} />
        <p className="field-hint">
          {labels.amountHint({ currency: payment.currency, example: formatMoney(1050, payment.currency, locale) })}
        </p>
        <p className="field-hint">
          {labels.refund.left({ amount: formatMoney(refundableAmount(payment), payment.currency, locale) })}
        </p>
        <SplitField label={labels.reference()} {...field('reference')} />
      </fieldset>

      <ShareList
        scope={scope}
        hint={labels.refund.onlyPaymentSellers()}
        paymentSellers={paymentSellers}
        shares={rows.sellers}
        currency={payment.currency}
        errorOf={errorOf}
        onChange={(update) => setRows((current) => ({ ...current, sellers: update(current.sellers) }))}
      />

      <SplitRemainder remainder={check.remainder} currency={payment.currency} note={labels.refund.unallocatedNote()} />

      <SplitFormFooter
        action={action}
        incomplete={submitted && !check.request}
        submitLabel={labels.refund.submit[rows.type]()}
        onCancel={onCancel}
      />
    </form>
  );
}

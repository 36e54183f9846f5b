import { createSplitAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { SplitTransaction } from '@ops/core/contract';
import { currencies, formatMoney } from '@ops/core/money';
import { checkSplitForm } from '@ops/core/splits';
import { useEffect, useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../../ui/button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Select } from '../../../ui/select/index.ts';
import { ShareList } from './share-list.tsx';
import { shownErrors } from './shown-errors.ts';
import { SplitAmountField } from './split-amount-field.tsx';
import { SplitCreated } from './split-created.tsx';
import { SplitField } from './split-field.tsx';
import { splitFieldBinding } from './split-field-binding.ts';
import { SplitFormFooter } from './split-form-footer.tsx';
import { SplitRemainder } from './split-remainder.tsx';
import { newSplitRows, type SplitRows } from './split-rows.ts';
import { useDivisionCurrency } from './use-division-currency.ts';
import { useIdempotencyKeys } from './use-idempotency-keys.ts';
import '../../../ui/form-field/form-field.css';
import './split-creator.css';

export interface SplitCreatorProps {
  /** The split was made and the user is done reading what it moved. */
  onDone(): void;
  onCancel(): void;
}

/** A split moves money to the sellers' and the division's balances. */
const currencyCodes = Object.keys(currencies).sort();

/**
 * The split creator (spec sections 3 and 5): a payment from a PSP, its total split among sellers of the bound
 * division, each share with its item groups. Amounts are typed in minor units of the chosen currency (spec section
 * 9), each shown in major units beside it; the rules of spec section 5 and the unallocated remainder follow every
 * keystroke. Submit runs the registry's `transactions.createSplit` under one idempotency key per exact request, so
 * a double click moves money once.
 */
export function SplitCreator({ onDone, onCancel }: SplitCreatorProps) {
  const { t } = useI18n();
  const scope = useMerchantScope();
  if (!scope) {
    return (
      <div className="split-creator">
        <FormFailure message={t.validation.selectMerchant()} />
        <div className="form-actions">
          <Button onClick={onCancel}>{t.splitCreator.cancel()}</Button>
        </div>
      </div>
    );
  }
  return <SplitCreatorForm scope={scope} onDone={onDone} onCancel={onCancel} />;
}

function SplitCreatorForm({ scope, onDone, onCancel }: SplitCreatorProps & { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.splitCreator;
  const divisionCurrency = useDivisionCurrency(scope);
  const [rows, setRows] = useState<SplitRows>(() => newSplitRows('EUR'));
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState<SplitTransaction | undefined>(undefined);
  const keyFor = useIdempotencyKeys();
  const action = useRegistryAction(createSplitAction);

  useEffect(() => {
    if (divisionCurrency && !currencyChosen) setRows((current) => ({ ...current, currency: divisionCurrency }));
  }, [divisionCurrency, currencyChosen]);

  if (created) return <SplitCreated split={created} onDone={onDone} />;

  const check = checkSplitForm(rows);
  const errorOf = shownErrors(check.errors, submitted);
  const field = splitFieldBinding<
    'psp' | 'pspReference' | 'paymentMethod' | 'description' | 'reference' | 'totalAmount',
    typeof rows
  >(rows, setRows, errorOf);

  return (
    <form
      className="split-creator"
      aria-label={labels.title()}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!check.request || action.busy) return;
        const outcome = await action.run({ ...check.request, idempotencyKey: keyFor(check.request) });
        if (outcome.done) setCreated(outcome.result.split);
      }}
    >
      <fieldset className="split-payment">
        <legend>{labels.payment()}</legend>
        <SplitField label={labels.psp()} {...field('psp')} />
        <SplitField label={labels.pspReference()} {...field('pspReference')} />
        <SplitField label={labels.paymentMethod()} {...field('paymentMethod')} />
        <SplitField label={labels.description()} {...field('description')} />
        <Select
          label={labels.currency()}
          value={rows.currency}
          options={currencyCodes.map((code) => ({ value: code, label: code }))}
          onValueChange={(currency) => {
            setCurrencyChosen(true);
            setRows((current) => ({ ...current, currency }));
          }}
        />
        <SplitAmountField label={labels.totalAmount()} currency={rows.currency} {...field('totalAmount')} />
        <p className="field-hint">
          {labels.amountHint({ currency: rows.currency, example: formatMoney(1050, rows.currency, locale) })}
        </p>
        <SplitField label={labels.reference()} {...field('reference')} />
      </fieldset>

      <ShareList
        scope={scope}
        shares={rows.sellers}
        currency={rows.currency}
        errorOf={errorOf}
        onChange={(update) => setRows((current) => ({ ...current, sellers: update(current.sellers) }))}
      />

      <SplitRemainder remainder={check.remainder} currency={rows.currency} note={labels.unallocatedNote()} />

      <SplitFormFooter
        action={action}
        incomplete={submitted && !check.request}
        submitLabel={labels.submit()}
        onCancel={onCancel}
      />
    </form>
  );
}

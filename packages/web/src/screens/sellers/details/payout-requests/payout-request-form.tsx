import { requestPayoutAction } from '@ops/core/actions';
import type { AccountHolderDetails, ExternalAccount, FundPayoutRequest } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { checkPayoutRequestDraft, type FieldErrors, type PayoutRequestField } from '@ops/core/validation';
import { useId, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FieldError } from '../../../../ui/form-field/field-error.tsx';
import { useValidationMessage } from '../../../../ui/form-field/use-validation-message.ts';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
import { NumberField } from '../../../../ui/number-field/number-field.tsx';
import { Select } from '../../../../ui/select/select.tsx';
import { TextField } from '../../../../ui/text-field/text-field.tsx';
import { useSellerAction } from '../../common/seller-forms/use-seller-action.ts';

/**
 * Request a payout of one of the seller's virtual accounts to its selected external account (spec section 5):
 * a complete payout of the estimated amount (the confirmed balance), or a partial amount in minimum currency
 * units, with the warning that partial amounts are not in settlement reports and conversion fees apply. One
 * idempotency key per filled-in form, so a retry never requests twice.
 */
export function PayoutRequestForm({
  seller,
  externalAccounts,
  onDone,
  onCancel,
}: {
  seller: AccountHolderDetails;
  externalAccounts: readonly ExternalAccount[];
  onDone(request: FundPayoutRequest): void;
  onCancel(): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.sellers.payoutRequests;
  const ids = { mode: useId() };
  const message = useValidationMessage();
  const accounts = seller.balances ?? [];
  const [virtualAccountCode, setVirtualAccountCode] = useState(
    (accounts.find((account) => account.currency === 'EUR') ?? accounts[0])?.code ?? '',
  );
  const [amountMode, setAmountMode] = useState<'COMPLETE' | 'PARTIAL'>('COMPLETE');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PayoutRequestField>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const action = useSellerAction(requestPayoutAction, (tr) => tr.errors.payoutRequestFailed());
  const account = accounts.find((candidate) => candidate.code === virtualAccountCode);
  const selected = externalAccounts.find((external) => external.selected);
  const confirmedBalance = account?.confirmedBalance ?? 0;

  return (
    <form
      className="seller-form payout-request-form"
      aria-label={labels.title()}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const checked = checkPayoutRequestDraft({
          sellerStatus: seller.status,
          sellerDeleted: seller.deleted,
          hasSelectedExternalAccount: selected !== undefined,
          amountMode,
          amount,
          confirmedBalance,
          description,
        });
        setErrors(checked.ok ? {} : checked.errors);
        if (!checked.ok) return;
        const outcome = await action.run({
          accountHolderCode: seller.code,
          virtualAccountCode,
          ...checked.value,
          idempotencyKey,
        });
        if (outcome.done) {
          setIdempotencyKey(crypto.randomUUID());
          onDone(outcome.result);
        }
      }}
    >
      <FieldError id={`${ids.mode}-seller`} message={errors.seller} />
      <FieldError id={`${ids.mode}-external`} message={errors.externalAccount} />
      {accounts.length > 1 ? (
        <Select
          label={labels.virtualAccount()}
          value={virtualAccountCode}
          onValueChange={setVirtualAccountCode}
          options={accounts.map((candidate) => ({
            value: candidate.code,
            label: `${candidate.displayName} (${candidate.currency})`,
          }))}
        />
      ) : null}
      {selected ? (
        <p>
          {labels.externalAccount({
            account: `${selected.displayName} ${selected.iban ?? selected.accountNumber ?? ''}`.trim(),
          })}
        </p>
      ) : null}
      <fieldset>
        <legend className="visually-hidden">{labels.title()}</legend>
        <label>
          <input
            type="radio"
            name={ids.mode}
            checked={amountMode === 'COMPLETE'}
            onChange={() => setAmountMode('COMPLETE')}
          />
          {labels.complete()}
        </label>
        <span className="field-hint">
          {labels.completeHint({ amount: formatMoney(confirmedBalance, account?.currency, locale) })}
        </span>
        <label>
          <input
            type="radio"
            name={ids.mode}
            checked={amountMode === 'PARTIAL'}
            onChange={() => setAmountMode('PARTIAL')}
          />
          {labels.partial()}
        </label>
      </fieldset>
      {amountMode === 'PARTIAL' ? (
        <>
          <p className="seller-warning" role="note">
            {labels.partialWarning()}
          </p>
          <NumberField
            label={labels.amount()}
            currency={account?.currency}
            value={amount}
            error={message(errors.amount)}
            onChange={setAmount}
          />
        </>
      ) : null}
      <TextField label={labels.description()} maxLength={140} value={description} onChange={setDescription} />
      <FormFooter
        failure={action.failure}
        busy={action.busy}
        cancelLabel={labels.cancel()}
        submitLabel={labels.submit()}
        onCancel={onCancel}
      />
    </form>
  );
}

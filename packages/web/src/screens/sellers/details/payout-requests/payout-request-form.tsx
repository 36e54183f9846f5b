import { requestPayoutAction } from '@ops/core/actions';
import type { AccountHolderDetails, ExternalAccount, FundPayoutRequest } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { checkPayoutRequestDraft, type FieldErrors, type PayoutRequestField } from '@ops/core/validation';
import { useId, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { FieldError } from '../../../../ui/form-field/field-error.tsx';
import { FormFooter } from '../../../../ui/form-footer/form-footer.tsx';
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
  const ids = { account: useId(), amount: useId(), description: useId(), mode: useId() };
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
        <>
          <label htmlFor={ids.account}>{labels.virtualAccount()}</label>
          <select
            id={ids.account}
            value={virtualAccountCode}
            onChange={(event) => setVirtualAccountCode(event.target.value)}
          >
            {accounts.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.displayName} ({candidate.currency})
              </option>
            ))}
          </select>
        </>
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
          <label htmlFor={ids.amount}>{labels.amount()}</label>
          <input
            id={ids.amount}
            inputMode="numeric"
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={`${ids.amount}-error`}
            onChange={(event) => setAmount(event.target.value)}
          />
        </>
      ) : null}
      <FieldError id={`${ids.amount}-error`} message={errors.amount} />
      <label htmlFor={ids.description}>{labels.description()}</label>
      <input
        id={ids.description}
        maxLength={140}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
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

import { translate } from '@ops/core/actions';
import { balanceTransferTypes } from '@ops/core/contract';
import {
  type AccountLookup,
  amountDisplay,
  balanceTransferCallsOf,
  checkTransferDraft,
  createBalanceTransferMachine,
  currencyOptions,
  type TransferField,
} from '@ops/core/flows/balance-transfer';
import { formatMoney } from '@ops/core/money';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useRefreshCaches } from '../../../lib/cache/use-refresh-caches.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { TransferConfirmation } from './transfer-confirmation.tsx';

/** The transfer form, driven by core's balance transfer flow: edit, confirm exactly what moves, then done. */
export function TransferForm({ onClose }: { onClose(): void }) {
  const { t, locale } = useI18n();
  const { clients } = useConsoleServices();
  const refreshCaches = useRefreshCaches();
  const machine = useMemo(() => createBalanceTransferMachine(balanceTransferCallsOf(clients.fund)), [clients]);
  const actor = useActorRef(machine, { input: { locale } });
  const snapshot = useSelector(actor, (state) => state);
  const [showErrors, setShowErrors] = useState(false);
  const ids = { from: useId(), to: useId(), currency: useId(), type: useId(), amount: useId(), description: useId() };
  const labels = t.balanceTransfers.form;

  useEffect(() => {
    const subscription = actor.on('transferred', () => {
      void refreshCaches(['balanceTransfers']);
    });
    return () => subscription.unsubscribe();
  }, [actor, refreshCaches]);

  const { draft, accounts, refusal, created } = snapshot.context;
  if (!snapshot.matches({ step: 'editing' })) {
    return (
      <TransferConfirmation
        snapshot={snapshot}
        onBack={() => actor.send({ type: 'back' })}
        onConfirm={() => actor.send({ type: 'confirm' })}
        onRetry={() => actor.send({ type: 'retry' })}
        onAnother={() => {
          setShowErrors(false);
          actor.send({ type: 'reset' });
        }}
        onClose={onClose}
        created={created}
      />
    );
  }

  const checked = checkTransferDraft(draft, accounts);
  const errors = checked.ok ? {} : checked.errors;
  const errorOf = (field: TransferField): string | undefined => {
    if (refusal?.field === field) return refusal.message;
    const key = errors[field];
    const always = key === 'validation.checkVirtualAccountCode' || key === 'validation.noCurrencies';
    return key && (showErrors || always) ? translate(t, key) : undefined;
  };
  const options = currencyOptions(accounts);
  const display = amountDisplay(draft, locale);

  const accountNote = (lookup: AccountLookup) => {
    if (lookup.status === 'loading') return <p className="transfer-note">{labels.checking()}</p>;
    if (lookup.status !== 'found') return null;
    const { account } = lookup;
    return (
      <p className="transfer-note" data-testid="transfer-balance">
        {account.displayName} ·{' '}
        {labels.balance({ amount: formatMoney(account.confirmedBalance, account.currency, locale) })}
      </p>
    );
  };
  const fieldError = (field: TransferField) => {
    const message = errorOf(field);
    return message ? <p className="transfer-error">{message}</p> : null;
  };

  return (
    <form
      className="transfer-form"
      aria-label={labels.title()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        actor.send({ type: 'review' });
      }}
    >
      <h3>{labels.title()}</h3>
      {refusal && !refusal.field ? (
        <p role="alert" className="transfer-error">
          {refusal.message}
        </p>
      ) : null}
      <label htmlFor={ids.from}>{labels.from()}</label>
      <input
        id={ids.from}
        value={draft.fromVirtualAccountCode}
        autoComplete="off"
        aria-invalid={errorOf('fromVirtualAccountCode') ? true : undefined}
        onChange={(event) => actor.send({ type: 'from.changed', code: event.target.value })}
      />
      {accountNote(accounts.from)}
      {fieldError('fromVirtualAccountCode')}
      <label htmlFor={ids.to}>{labels.to()}</label>
      <input
        id={ids.to}
        value={draft.toVirtualAccountCode}
        autoComplete="off"
        aria-invalid={errorOf('toVirtualAccountCode') ? true : undefined}
        onChange={(event) => actor.send({ type: 'to.changed', code: event.target.value })}
      />
      {accountNote(accounts.to)}
      {fieldError('toVirtualAccountCode')}
      <label htmlFor={ids.currency}>{labels.currency()}</label>
      <select
        id={ids.currency}
        value={draft.currency}
        onChange={(event) => actor.send({ type: 'currency.chosen', currency: event.target.value })}
      >
        <option value="">{options.length === 0 ? t.validation.noCurrencies() : labels.chooseCurrency()}</option>
        {options.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
      {fieldError('currency')}
      <label htmlFor={ids.type}>{labels.type()}</label>
      <select
        id={ids.type}
        value={draft.type}
        onChange={(event) =>
          actor.send({
            type: 'type.chosen',
            transferType: balanceTransferTypes.find((type) => type === event.target.value) ?? '',
          })
        }
      >
        <option value="">{labels.chooseType()}</option>
        {balanceTransferTypes.map((type) => (
          <option key={type} value={type}>
            {t.fund.transferTypes[type]()}
          </option>
        ))}
      </select>
      {fieldError('type')}
      <label htmlFor={ids.amount}>{labels.amount()}</label>
      <input
        id={ids.amount}
        inputMode="numeric"
        value={draft.amount}
        aria-describedby={`${ids.amount}-hint`}
        onChange={(event) => actor.send({ type: 'amount.changed', amount: event.target.value })}
      />
      <p className="transfer-note" id={`${ids.amount}-hint`}>
        {display ? labels.amountIs({ amount: display }) : labels.amountHint()}
      </p>
      {fieldError('amount')}
      <label htmlFor={ids.description}>{labels.description()}</label>
      <textarea
        id={ids.description}
        value={draft.description}
        maxLength={500}
        onChange={(event) => actor.send({ type: 'description.changed', description: event.target.value })}
      />
      <div className="transfer-buttons">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {labels.cancel()}
        </button>
        <button type="submit" className="button" aria-busy={snapshot.context.reviewWaiting || undefined}>
          {labels.review()}
        </button>
      </div>
    </form>
  );
}

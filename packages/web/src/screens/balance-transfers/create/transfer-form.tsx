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
import { useEffect, useMemo, useRef, useState } from 'react';
import { useReasonInput } from '../../../kit/reasons/reason-field.tsx';
import { useReasonAsk } from '../../../kit/reasons/use-reason-ask.ts';
import { useRefreshCaches } from '../../../lib/cache/use-refresh-caches.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { Card } from '../../../ui/card/index.ts';
import { Field } from '../../../ui/field/field.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { FormFooter } from '../../../ui/form-footer/form-footer.tsx';
import { NumberField } from '../../../ui/number-field/index.ts';
import { Select } from '../../../ui/select/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { TransferConfirmation } from './transfer-confirmation.tsx';
import '../../../ui/form-field/form-field.css';

/** The transfer form, driven by core's balance transfer flow: edit, confirm exactly what moves, then done. */
export function TransferForm({ onClose }: { onClose(): void }) {
  const { t, locale } = useI18n();
  const { clients } = useConsoleServices();
  const refreshCaches = useRefreshCaches();
  // The reason confirmed with the transfer: sent with it, and with a retry of the same submission.
  const sentReason = useRef<string | undefined>(undefined);
  const machine = useMemo(
    () => createBalanceTransferMachine(balanceTransferCallsOf(clients.fund, () => sentReason.current)),
    [clients],
  );
  const reasonAsk = useReasonAsk('createBalanceTransfer', useMerchantScope());
  const reason = useReasonInput(reasonAsk);
  const actor = useActorRef(machine, { input: { locale } });
  const snapshot = useSelector(actor, (state) => state);
  const [showErrors, setShowErrors] = useState(false);
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
        reasonAsk={reasonAsk}
        reason={reason}
        onConfirm={() => {
          // A reason the division requires but is blank is said on its field, and nothing is sent.
          const given = reason.check();
          if (given === false) return;
          sentReason.current = given;
          actor.send({ type: 'confirm' });
        }}
        onRetry={() => actor.send({ type: 'retry' })}
        onAnother={() => {
          setShowErrors(false);
          reason.setValue('');
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
    if (lookup.status === 'loading') return labels.checking();
    if (lookup.status !== 'found') return undefined;
    const { account } = lookup;
    return `${account.displayName} · ${labels.balance({ amount: formatMoney(account.confirmedBalance, account.currency, locale) })}`;
  };

  return (
    <Card title={labels.title()} headingLevel={3}>
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
        <FormFailure message={refusal && !refusal.field ? refusal.message : undefined} />
        <TextField
          label={labels.from()}
          value={draft.fromVirtualAccountCode}
          autoComplete="off"
          hint={accountNote(accounts.from)}
          error={errorOf('fromVirtualAccountCode')}
          onChange={(code) => actor.send({ type: 'from.changed', code })}
        />
        <TextField
          label={labels.to()}
          value={draft.toVirtualAccountCode}
          autoComplete="off"
          hint={accountNote(accounts.to)}
          error={errorOf('toVirtualAccountCode')}
          onChange={(code) => actor.send({ type: 'to.changed', code })}
        />
        <div className="transfer-form-row">
          <Select
            label={labels.currency()}
            value={draft.currency || undefined}
            placeholder={options.length === 0 ? t.validation.noCurrencies() : labels.chooseCurrency()}
            options={options.map((currency) => ({ value: currency, label: currency }))}
            error={errorOf('currency')}
            onValueChange={(currency) => actor.send({ type: 'currency.chosen', currency })}
          />
          <Select
            label={labels.type()}
            value={draft.type || undefined}
            placeholder={labels.chooseType()}
            options={balanceTransferTypes.map((type) => ({ value: type, label: t.fund.transferTypes[type]() }))}
            error={errorOf('type')}
            onValueChange={(transferType) => actor.send({ type: 'type.chosen', transferType })}
          />
        </div>
        <NumberField
          label={labels.amount()}
          value={draft.amount}
          hint={display ? labels.amountIs({ amount: display }) : labels.amountHint()}
          error={errorOf('amount')}
          onChange={(amount) => actor.send({ type: 'amount.changed', amount })}
        />
        <Field label={labels.description()}>
          {({ labelId: _labelId, ...control }) => (
            <textarea
              {...control}
              className="field-input transfer-description"
              value={draft.description}
              maxLength={500}
              onChange={(event) => actor.send({ type: 'description.changed', description: event.target.value })}
            />
          )}
        </Field>
        <FormFooter
          busy={snapshot.context.reviewWaiting}
          cancelLabel={labels.cancel()}
          onCancel={onClose}
          submitLabel={labels.review()}
        />
      </form>
    </Card>
  );
}

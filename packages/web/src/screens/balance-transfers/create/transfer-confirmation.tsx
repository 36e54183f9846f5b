import type { BalanceTransfer } from '@ops/core/contract';
import type { BalanceTransferSnapshot } from '@ops/core/flows/balance-transfer';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

interface ConfirmationProps {
  snapshot: BalanceTransferSnapshot;
  created: BalanceTransfer | undefined;
  onBack(): void;
  onConfirm(): void;
  onRetry(): void;
  onAnother(): void;
  onClose(): void;
}

/**
 * The steps after editing: what exactly will move (both accounts with their confirmed balance before and after),
 * the transfer under way, a submission without an answer (retry sends the same one), and the transfer made.
 */
export function TransferConfirmation({
  snapshot,
  created,
  onBack,
  onConfirm,
  onRetry,
  onAnother,
  onClose,
}: ConfirmationProps) {
  const { t, locale } = useI18n();
  const { submission, accounts } = snapshot.context;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);

  if (snapshot.matches({ step: 'done' }) && created) {
    const amount = money(created.amount, created.currency);
    return (
      <section className="transfer-form" aria-live="polite">
        <h3 role="status">{t.balanceTransfers.done.title({ code: created.code })}</h3>
        <p>
          {t.balanceTransfers.done.message({
            amount,
            from: created.fromVirtualAccountCode,
            to: created.toVirtualAccountCode,
          })}
        </p>
        {[accounts.from, accounts.to].map((lookup) =>
          lookup.status === 'found' ? (
            <p key={lookup.code} className="transfer-note" data-testid="transfer-balance">
              {lookup.code} ·{' '}
              {t.balanceTransfers.form.balance({
                amount: money(lookup.account.confirmedBalance, lookup.account.currency),
              })}
            </p>
          ) : null,
        )}
        <div className="transfer-buttons">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t.balanceTransfers.done.close()}
          </button>
          <button type="button" className="button" onClick={onAnother}>
            {t.balanceTransfers.done.another()}
          </button>
        </div>
      </section>
    );
  }
  if (!submission) return null;
  const { body } = submission;
  const labels = t.balanceTransfers.confirm;
  const amount = money(body.amount, body.currency);
  const submitting = snapshot.matches({ step: 'submitting' });
  const failed = snapshot.matches({ step: 'failed' });
  const side = (label: string, code: string, lookup: typeof accounts.from, delta: number) => (
    <>
      <dt>{label}</dt>
      <dd>
        <strong>{code}</strong>
        {lookup.status === 'found' ? (
          <>
            {' '}
            {lookup.account.displayName} ·{' '}
            {labels.balanceAfter({
              before: money(lookup.account.confirmedBalance, lookup.account.currency),
              after: money(lookup.account.confirmedBalance + delta, lookup.account.currency),
            })}
          </>
        ) : null}
      </dd>
    </>
  );
  return (
    <section className="transfer-form" aria-label={labels.title()}>
      <h3>{labels.title()}</h3>
      <p>{labels.intro({ amount })}</p>
      <dl className="transfer-summary">
        {side(labels.from(), body.fromVirtualAccountCode, accounts.from, -body.amount)}
        {side(labels.to(), body.toVirtualAccountCode, accounts.to, body.amount)}
        <dt>{labels.type()}</dt>
        <dd>{t.fund.transferTypes[body.type]()}</dd>
        <dt>{labels.description()}</dt>
        <dd>{body.description ?? labels.none()}</dd>
      </dl>
      {failed ? (
        <div role="alert" className="transfer-failed">
          <strong>{t.balanceTransfers.failed.title()}</strong>
          <p>{t.balanceTransfers.failed.message()}</p>
        </div>
      ) : null}
      <div className="transfer-buttons">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={submitting}>
          {labels.back()}
        </button>
        {failed ? (
          <button type="button" className="button" onClick={onRetry}>
            {t.balanceTransfers.failed.retry()}
          </button>
        ) : (
          <button type="button" className="button" onClick={onConfirm} disabled={submitting} aria-busy={submitting}>
            {submitting ? labels.submitting() : labels.confirm({ amount })}
          </button>
        )}
      </div>
    </section>
  );
}

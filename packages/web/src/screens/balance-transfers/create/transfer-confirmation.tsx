import type { ReasonAsk } from '@ops/core/actions';
import type { BalanceTransfer } from '@ops/core/contract';
import type { BalanceTransferSnapshot } from '@ops/core/flows/balance-transfer';
import { formatMoney } from '@ops/core/money';
import { ReasonField, type ReasonInput } from '../../../kit/reasons/reason-field.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/index.ts';
import { ErrorState } from '../../../ui/error-state/index.ts';
import { TransferHeld } from './transfer-held.tsx';

interface ConfirmationProps {
  snapshot: BalanceTransferSnapshot;
  created: BalanceTransfer | undefined;
  /** The reason asked for with the transfer (issue 30), and the field's state. */
  reasonAsk: ReasonAsk | undefined;
  reason: ReasonInput;
  onBack(): void;
  onConfirm(): void;
  onRetry(): void;
  onAnother(): void;
  onClose(): void;
}

/**
 * The steps after editing: what exactly will move (both accounts with their confirmed balance before and after),
 * with the reason (required where the bound division requires one for money movements), the transfer under way, a
 * submission without an answer (retry sends the same one, with the same reason), the transfer made, or sent for
 * approval when an approval rule held it back.
 */
export function TransferConfirmation({
  snapshot,
  created,
  reasonAsk,
  reason,
  onBack,
  onConfirm,
  onRetry,
  onAnother,
  onClose,
}: ConfirmationProps) {
  const { t, locale } = useI18n();
  const { submission, accounts } = snapshot.context;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);

  const { held } = snapshot.context;
  if (snapshot.matches({ step: 'held' }) && held) {
    return <TransferHeld approval={held} onClose={onClose} onAnother={onAnother} />;
  }
  if (snapshot.matches({ step: 'done' }) && created) {
    const amount = money(created.amount, created.currency);
    return (
      <Card>
        <div className="transfer-form">
          <p role="status" className="transfer-done">
            {t.balanceTransfers.done.title({ code: created.code })}
          </p>
          <p>
            {t.balanceTransfers.done.message({
              amount,
              from: created.fromVirtualAccountCode,
              to: created.toVirtualAccountCode,
            })}
          </p>
          {[accounts.from, accounts.to].map((lookup) =>
            lookup.status === 'found' ? (
              <p key={lookup.code} className="transfer-note">
                {lookup.code} ·{' '}
                {t.balanceTransfers.form.balance({
                  amount: money(lookup.account.confirmedBalance, lookup.account.currency),
                })}
              </p>
            ) : null,
          )}
          <div className="form-actions">
            <Button onClick={onClose}>{t.balanceTransfers.done.close()}</Button>
            <Button variant="primary" onClick={onAnother}>
              {t.balanceTransfers.done.another()}
            </Button>
          </div>
        </div>
      </Card>
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
        <code>{code}</code>
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
    <Card title={labels.title()} headingLevel={3}>
      <div className="transfer-form">
        <p>{labels.intro({ amount })}</p>
        <dl className="transfer-summary">
          {side(labels.from(), body.fromVirtualAccountCode, accounts.from, -body.amount)}
          {side(labels.to(), body.toVirtualAccountCode, accounts.to, body.amount)}
          <dt>{labels.type()}</dt>
          <dd>{t.fund.transferTypes[body.type]()}</dd>
          <dt>{labels.description()}</dt>
          <dd>{body.description ?? labels.none()}</dd>
        </dl>
        {submitting || failed ? null : <ReasonField ask={reasonAsk} input={reason} />}
        {failed ? (
          <ErrorState title={t.balanceTransfers.failed.title()} message={t.balanceTransfers.failed.message()} />
        ) : null}
        <div className="form-actions">
          <Button onClick={onBack} disabled={submitting}>
            {labels.back()}
          </Button>
          {failed ? (
            <Button variant="primary" onClick={onRetry}>
              {t.balanceTransfers.failed.retry()}
            </Button>
          ) : (
            <Button variant="primary" onClick={onConfirm} busy={submitting}>
              {submitting ? labels.submitting() : labels.confirm({ amount })}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

import { deletePayoutRequestAction, returnPayoutRequestAction } from '@ops/core/actions';
import type { PayoutRequest } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { usePayoutAction } from './use-payout-action.ts';

/**
 * Delete (a waiting request; the note says it may take up to 30 minutes to show) and Return (a processed one),
 * each confirmed first, through the registry's payout actions.
 */
export function PayoutRequestRowActions({
  request,
  onMessage,
}: {
  request: PayoutRequest;
  onMessage(message: string): void;
}) {
  const { t } = useI18n();
  const labels = t.payoutScreens.requests;
  const [asking, setAsking] = useState<'delete' | 'return' | undefined>(undefined);
  const [reason, setReason] = useState('');
  const remove = usePayoutAction(deletePayoutRequestAction, labels.failed());
  const giveBack = usePayoutAction(returnPayoutRequestAction, labels.failed());
  const division = { merchantCode: request.merchantCode, divisionCode: request.divisionCode };
  const failure = remove.failure ?? giveBack.failure;

  if (asking) {
    const busy = remove.busy || giveBack.busy;
    return (
      <fieldset className="payout-row-confirm" aria-label={labels.confirm()}>
        <p>
          {asking === 'delete'
            ? labels.confirmDelete({ code: request.code })
            : labels.confirmReturn({ code: request.code })}
        </p>
        {asking === 'return' ? (
          <label>
            {labels.returnReason()}
            <input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </label>
        ) : null}
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={async () => {
            if (asking === 'delete') {
              const outcome = await remove.run({ payoutRequestCode: request.code, ...division });
              if (outcome.done) onMessage(outcome.result.note);
            } else {
              const outcome = await giveBack.run({
                payoutRequestCode: request.code,
                ...division,
                ...(reason.trim() ? { reason } : {}),
              });
              if (outcome.done) onMessage(labels.returned({ code: request.code }));
            }
            setAsking(undefined);
          }}
        >
          {labels.confirm()}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking(undefined)}>
          {labels.cancel()}
        </button>
      </fieldset>
    );
  }
  return (
    <>
      {request.status === 'WAITING' ? (
        <button type="button" className="button button-secondary" onClick={() => setAsking('delete')}>
          {labels.delete()}
        </button>
      ) : null}
      {request.status === 'PROCESSED' ? (
        <button type="button" className="button button-secondary" onClick={() => setAsking('return')}>
          {labels.return()}
        </button>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </>
  );
}

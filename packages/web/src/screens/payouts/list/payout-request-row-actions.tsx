import { deletePayoutRequestAction, returnPayoutRequestAction } from '@ops/core/actions';
import type { PayoutRequest } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { TextField } from '../../../ui/text-field/index.ts';
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
          <TextField
            size="sm"
            label={labels.returnReason()}
            hideLabel
            placeholder={labels.returnReason()}
            value={reason}
            maxLength={500}
            onChange={setReason}
          />
        ) : null}
        <Button
          variant="primary"
          size="sm"
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
        </Button>
        <Button size="sm" disabled={busy} onClick={() => setAsking(undefined)}>
          {labels.cancel()}
        </Button>
      </fieldset>
    );
  }
  return (
    <>
      {request.status === 'WAITING' ? (
        <Button size="sm" onClick={() => setAsking('delete')}>
          {labels.delete()}
        </Button>
      ) : null}
      {request.status === 'PROCESSED' ? (
        <Button size="sm" onClick={() => setAsking('return')}>
          {labels.return()}
        </Button>
      ) : null}
      <FormFailure message={failure} />
    </>
  );
}

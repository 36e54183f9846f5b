import { deletePayoutRequestAction, returnPayoutRequestAction } from '@ops/core/actions';
import type { PayoutRequest } from '@ops/core/contract';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { TextField } from '../../../ui/text-field/index.ts';
import { usePayoutAction } from './use-payout-action.ts';

/**
 * Delete (a waiting request) and Return (a processed one, with an optional reason typed in the row first), through
 * the registry's payout actions, which ask first with core's confirmation (for Delete the spec's words: a deleted
 * payout request takes up to 30 minutes to show).
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
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const remove = usePayoutAction(deletePayoutRequestAction, labels.failed());
  const giveBack = usePayoutAction(returnPayoutRequestAction, labels.failed());
  const division = { merchantCode: request.merchantCode, divisionCode: request.divisionCode };
  const failure = remove.failure ?? giveBack.failure;

  if (returning && giveBack.allowed) {
    return (
      <form
        className="payout-row-confirm"
        aria-label={labels.return()}
        onSubmit={async (event) => {
          event.preventDefault();
          const outcome = await giveBack.run({
            payoutRequestCode: request.code,
            ...division,
            ...(reason.trim() ? { reason } : {}),
          });
          if (outcome.done) {
            onMessage(labels.returned({ code: request.code }));
            setReturning(false);
          }
        }}
      >
        <TextField
          size="sm"
          label={labels.returnReason()}
          hideLabel
          placeholder={labels.returnReason()}
          value={reason}
          maxLength={500}
          onChange={setReason}
        />
        <Button type="submit" variant="primary" size="sm" busy={giveBack.busy}>
          {labels.return()}
        </Button>
        <Button size="sm" disabled={giveBack.busy} onClick={() => setReturning(false)}>
          {labels.cancel()}
        </Button>
        <FormFailure message={giveBack.failure} />
      </form>
    );
  }
  return (
    <>
      {remove.allowed && request.status === 'WAITING' ? (
        <Button
          size="sm"
          busy={remove.busy}
          onClick={async () => {
            const outcome = await remove.run({ payoutRequestCode: request.code, ...division });
            if (outcome.done) onMessage(outcome.result.note);
          }}
        >
          {labels.delete()}
        </Button>
      ) : null}
      {giveBack.allowed && request.status === 'PROCESSED' ? (
        <Button size="sm" onClick={() => setReturning(true)}>
          {labels.return()}
        </Button>
      ) : null}
      <FormFailure message={failure} />
    </>
  );
}

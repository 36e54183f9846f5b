import { regenerateReturnedAction, triggerScheduledPayoutAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { usePayoutAction } from './use-payout-action.ts';

/**
 * Bounceback (regenerate every returned request: the bound division's, or every merchant's without one) and
 * Trigger scheduled payout of a virtual account of the bound division, through the registry's actions.
 */
export function PayoutTools({ scope }: { scope: MerchantScope | undefined }) {
  const { t } = useI18n();
  const labels = t.payoutScreens.requests;
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [virtualAccountCode, setVirtualAccountCode] = useState('');
  const bounceback = usePayoutAction(regenerateReturnedAction, labels.failed());
  const trigger = usePayoutAction(triggerScheduledPayoutAction, labels.failed());
  const failure = bounceback.failure ?? trigger.failure;
  return (
    <div className="payout-tools">
      <button
        type="button"
        className="button button-secondary"
        disabled={bounceback.busy}
        onClick={async () => {
          setMessage(undefined);
          const outcome = await bounceback.run({ allMerchants: scope === undefined });
          if (outcome.done) setMessage(labels.regenerated({ count: outcome.result.regenerated }));
        }}
      >
        {labels.bounceback()}
      </button>
      {scope ? (
        <form
          className="payout-trigger"
          onSubmit={async (event) => {
            event.preventDefault();
            setMessage(undefined);
            const outcome = await trigger.run({ virtualAccountCode });
            if (outcome.done) {
              setVirtualAccountCode('');
              setMessage(labels.triggered({ code: outcome.result.code }));
            }
          }}
        >
          <label>
            {labels.virtualAccountCode()}
            <input
              value={virtualAccountCode}
              required
              onChange={(event) => setVirtualAccountCode(event.target.value)}
            />
          </label>
          <button type="submit" className="button button-secondary" disabled={trigger.busy}>
            {labels.triggerScheduled()}
          </button>
        </form>
      ) : (
        <p className="payout-tools-note">{labels.selectMerchantForDivision()}</p>
      )}
      {message ? <p role="status">{message}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}

import { regenerateReturnedAction, triggerScheduledPayoutAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { TextField } from '../../../ui/text-field/index.ts';
import { useToast } from '../../../ui/toast/index.ts';
import { usePayoutAction } from './use-payout-action.ts';

/**
 * Bounceback (regenerate every returned request: the bound division's, or every merchant's without one) and
 * Trigger scheduled payout of a virtual account of the bound division, through the registry's actions.
 */
export function PayoutTools({ scope }: { scope: MerchantScope | undefined }) {
  const { t } = useI18n();
  const labels = t.payoutScreens.requests;
  const toast = useToast();
  const [virtualAccountCode, setVirtualAccountCode] = useState('');
  const bounceback = usePayoutAction(regenerateReturnedAction, labels.failed());
  const trigger = usePayoutAction(triggerScheduledPayoutAction, labels.failed());
  const failure = bounceback.failure ?? trigger.failure;
  if (!bounceback.allowed && !trigger.allowed) return null;
  return (
    <div className="payout-tools">
      {bounceback.allowed ? (
        <Button
          size="sm"
          busy={bounceback.busy}
          onClick={async () => {
            const outcome = await bounceback.run({ allMerchants: scope === undefined });
            if (outcome.done) toast.show({ title: labels.regenerated({ count: outcome.result.regenerated }) });
          }}
        >
          {labels.bounceback()}
        </Button>
      ) : null}
      {!trigger.allowed ? null : scope ? (
        <form
          className="payout-trigger"
          onSubmit={async (event) => {
            event.preventDefault();
            const outcome = await trigger.run({ virtualAccountCode });
            if (outcome.done) {
              setVirtualAccountCode('');
              toast.show({ title: labels.triggered({ code: outcome.result.code }) });
            }
          }}
        >
          <TextField
            size="sm"
            label={labels.virtualAccountCode()}
            hideLabel
            placeholder={labels.virtualAccountCode()}
            value={virtualAccountCode}
            required
            onChange={setVirtualAccountCode}
          />
          <Button type="submit" size="sm" busy={trigger.busy}>
            {labels.triggerScheduled()}
          </Button>
        </form>
      ) : (
        <p className="payout-tools-note">{labels.selectMerchantForDivision()}</p>
      )}
      <FormFailure message={failure} />
    </div>
  );
}

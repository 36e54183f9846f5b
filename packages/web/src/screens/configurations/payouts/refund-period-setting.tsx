import { setConfigAction } from '@ops/core/actions';
import type { DivisionConfig } from '@ops/core/contract';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Select } from '../../../ui/select/index.ts';

/** The selector's days (spec section 9: chosen from a selector; the allowed values are ours). */
const refundPeriods = [1, 3, 7, 14, 30, 60, 90] as const;

/**
 * The refund period: money settled within that many days is held back from each scheduled payout. Chosen from
 * a selector and applied at once; only while the payout scheduler is on (spec section 9).
 */
export function RefundPeriodSetting({ config }: { config: DivisionConfig }) {
  const { t } = useI18n();
  const labels = t.configurations.refundPeriod;
  const update = useRegistryAction(setConfigAction, { fallback: labels.updateFailed(), success: labels.saved() });
  const schedulerOn = config.payoutScheduler.enabled;
  const options = [
    { value: 'none', label: labels.none() },
    ...refundPeriods.map((days) => ({ value: String(days), label: labels.days({ days }) })),
  ];
  return (
    <Card title={labels.title()} description={labels.description()}>
      <div className="configuration-setting">
        <Select
          label={labels.label()}
          value={config.refundPeriodDays === null ? 'none' : String(config.refundPeriodDays)}
          onValueChange={(value) => void update.run({ refundPeriodDays: value === 'none' ? null : Number(value) })}
          options={options}
          disabled={!schedulerOn || update.busy || !update.allowed}
          hint={schedulerOn ? undefined : labels.needsScheduler()}
        />
        <FormFailure message={update.failure} />
      </div>
    </Card>
  );
}

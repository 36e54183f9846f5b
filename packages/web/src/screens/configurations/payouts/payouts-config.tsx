import { setConfigAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { DivisionConfig } from '@ops/core/contract';
import { useDetailedDivision, useDivisionConfig } from '../../../domain-parts/division/division-queries.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';
import { RefundPeriodSetting } from './refund-period-setting.tsx';
import { SchedulerFrequency } from './scheduler-frequency.tsx';
import { SchedulerSwitch } from './scheduler-switch.tsx';

/**
 * `/configurations/payouts` and `/configurations/payouts/scheduler/{type}`: the division's payout scheduler
 * (off, or a frequency of spec section 9) with its next due date, and the refund period, which exists only while
 * the scheduler is on.
 */
export function PayoutsConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.configurations.scheduler;
  const config = useDivisionConfig(scope);
  const division = useDetailedDivision(scope);
  if (config.isError) {
    return <ConfigLoadFailure title={labels.getFailed()} error={config.error} onRetry={() => void config.refetch()} />;
  }
  if (!config.data || !division.data) {
    return (
      <Card title={labels.title()} description={labels.description()}>
        <Skeleton height="6rem" />
      </Card>
    );
  }
  return <PayoutsSettings config={config.data} divisionSince={division.data.createdAt} />;
}

function PayoutsSettings({ config, divisionSince }: { config: DivisionConfig; divisionSince: string }) {
  const { t } = useI18n();
  const labels = t.configurations.scheduler;
  const update = useRegistryAction(setConfigAction, { fallback: labels.updateFailed(), success: labels.saved() });
  return (
    <>
      <Card title={labels.title()} description={labels.description()}>
        <div className="configuration-setting">
          <SchedulerSwitch scheduler={config.payoutScheduler} divisionSince={divisionSince} update={update} />
          <SchedulerFrequency scheduler={config.payoutScheduler} update={update} />
          <FormFailure message={update.failure} />
        </div>
      </Card>
      <RefundPeriodSetting config={config} />
    </>
  );
}

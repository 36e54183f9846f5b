import { setConfigAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { useDivisionConfig } from '../../../domain-parts/division/division-queries.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { Switch } from '../../../ui/switch/switch.tsx';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';

/**
 * `/configurations/balanceTransfers`: balance transfers on or off for the bound division (spec section 4: off by
 * default). The platform refuses every transfer of a division while they are off.
 */
export function BalanceTransfersConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.configurations.balanceTransfers;
  const config = useDivisionConfig(scope);
  const update = useRegistryAction(setConfigAction, { fallback: labels.updateFailed() });
  if (config.isError) {
    return <ConfigLoadFailure title={labels.getFailed()} error={config.error} onRetry={() => void config.refetch()} />;
  }
  return (
    <Card title={labels.title()} description={labels.description()}>
      {config.data ? (
        <div className="configuration-setting">
          <Switch
            label={labels.enabled()}
            checked={config.data.balanceTransfersEnabled}
            disabled={update.busy || !update.allowed}
            onCheckedChange={(balanceTransfersEnabled) => void update.run({ balanceTransfersEnabled })}
          />
          <p>{config.data.balanceTransfersEnabled ? labels.on() : labels.off()}</p>
          <FormFailure message={update.failure} />
        </div>
      ) : (
        <Skeleton />
      )}
    </Card>
  );
}

import type { MerchantScope } from '@ops/core/api';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Switch } from '../../../ui/switch/switch.tsx';
import { DivisionConfigCard } from '../common/division-config-card.tsx';

/**
 * `/configurations/balanceTransfers`: balance transfers on or off for the bound division (spec section 4: off by
 * default). The platform refuses every transfer of a division while they are off.
 */
export function BalanceTransfersConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.configurations.balanceTransfers;
  return (
    <DivisionConfigCard scope={scope} texts={labels}>
      {(config, update) => (
        <>
          <Switch
            label={labels.enabled()}
            checked={config.balanceTransfersEnabled}
            disabled={update.busy || !update.allowed}
            onCheckedChange={(balanceTransfersEnabled) => void update.run({ balanceTransfersEnabled })}
          />
          <p>{config.balanceTransfersEnabled ? labels.on() : labels.off()}</p>
        </>
      )}
    </DivisionConfigCard>
  );
}

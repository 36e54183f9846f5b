import type { MerchantScope } from '@ops/core/api';
import { reasonKinds } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { CheckboxGroup } from '../../../ui/checkbox/checkbox-group.tsx';
import { DivisionConfigCard } from '../common/division-config-card.tsx';

/**
 * `/configurations/reasons`: which kinds of change need a reason in the bound division (issue 30; none by
 * default). Saved at each tick through `config.set`, which asks for a reason itself while configuration changes
 * need one; the platform then refuses a change of a ticked kind without a reason.
 */
export function ReasonsConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.reasons.config;
  return (
    <DivisionConfigCard scope={scope} texts={labels}>
      {(config, update) => (
        <CheckboxGroup
          legend={labels.field()}
          options={reasonKinds.map((kind) => ({ value: kind, label: t.reasons.kinds[kind]() }))}
          values={config.reasonsRequired}
          disabled={update.busy || !update.allowed}
          onValuesChange={(reasonsRequired) => void update.run({ reasonsRequired })}
        />
      )}
    </DivisionConfigCard>
  );
}

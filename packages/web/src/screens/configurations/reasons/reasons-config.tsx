import { setConfigAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { reasonKinds } from '@ops/core/contract';
import { useDivisionConfig } from '../../../domain-parts/division/division-queries.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { CheckboxGroup } from '../../../ui/checkbox/checkbox-group.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { ConfigLoadFailure } from '../common/config-load-failure.tsx';

/**
 * `/configurations/reasons`: which kinds of change need a reason in the bound division (issue 30; none by
 * default). Saved at each tick through `config.set`, which asks for a reason itself while configuration changes
 * need one; the platform then refuses a change of a ticked kind without a reason.
 */
export function ReasonsConfig({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.reasons.config;
  const config = useDivisionConfig(scope);
  const update = useRegistryAction(setConfigAction, { fallback: labels.updateFailed() });
  if (config.isError) {
    return <ConfigLoadFailure title={labels.getFailed()} error={config.error} onRetry={() => void config.refetch()} />;
  }
  return (
    <Card title={labels.title()} description={labels.description()}>
      {config.data ? (
        <div className="configuration-setting">
          <CheckboxGroup
            legend={labels.field()}
            options={reasonKinds.map((kind) => ({ value: kind, label: t.reasons.kinds[kind]() }))}
            values={config.data.reasonsRequired}
            disabled={update.busy}
            onValuesChange={(reasonsRequired) => void update.run({ reasonsRequired })}
          />
          <FormFailure message={update.failure} />
        </div>
      ) : (
        <Skeleton />
      )}
    </Card>
  );
}

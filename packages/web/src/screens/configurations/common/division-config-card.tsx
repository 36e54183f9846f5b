import { type ActionResult, setConfigAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { DivisionConfig } from '@ops/core/contract';
import type { ReactNode } from 'react';
import { useDivisionConfig } from '../../../domain-parts/division/division-queries.ts';
import { type RegistryActionState, useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { Card } from '../../../ui/card/card.tsx';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { ConfigLoadFailure } from './config-load-failure.tsx';

/** A child's texts (its dictionary part): its card's title and description, and its load and save failures. */
export interface DivisionConfigTexts {
  title(): string;
  description(): string;
  getFailed(): string;
  updateFailed(): string;
}

/**
 * One setting of the bound division's configuration in a card: loading, its load failure (with a retry), and the
 * setting saved through `config.set`, whose failure shows below it. `children` draws the setting.
 */
export function DivisionConfigCard({
  scope,
  texts,
  children,
}: {
  scope: MerchantScope;
  texts: DivisionConfigTexts;
  children(config: DivisionConfig, update: RegistryActionState<ActionResult<typeof setConfigAction>>): ReactNode;
}) {
  const config = useDivisionConfig(scope);
  const update = useRegistryAction(setConfigAction, { fallback: texts.updateFailed() });
  if (config.isError) {
    return <ConfigLoadFailure title={texts.getFailed()} error={config.error} onRetry={() => void config.refetch()} />;
  }
  return (
    <Card title={texts.title()} description={texts.description()}>
      {config.data ? (
        <div className="configuration-setting">
          {children(config.data, update)}
          <FormFailure message={update.failure} />
        </div>
      ) : (
        <Skeleton />
      )}
    </Card>
  );
}

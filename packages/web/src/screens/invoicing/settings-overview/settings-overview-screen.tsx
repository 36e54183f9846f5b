import type { MerchantScope } from '@ops/core/api';
import { divisionConfigFields } from '@ops/core/lists';
import { useDivisionConfig } from '../../../domain-parts/division/division-queries.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Card } from '../../../ui/card/index.ts';
import { LoadFailure } from '../../../ui/load-failure/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { useFeeContracts } from '../common/use-invoicing.ts';
import '../invoicing.css';

/**
 * `/settings-overview`: the bound division's settings at a glance, read-only (they change under Configurations):
 * balance transfers, payouts scheduler, refund period, KYC permission, reliance, government flag, webhooks, and
 * the active contract of each currency.
 */
export function SettingsOverviewScreen() {
  const { t } = useI18n();
  usePageTitle(t.invoicing.settingsOverview.title());
  const scope = useMerchantScope();
  return (
    <div className="invoicing-screen">
      <PageHeader description={t.invoicing.settingsOverview.description()} />
      {scope ? <SettingsOverview scope={scope} /> : null}
    </div>
  );
}

function SettingsOverview({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.invoicing.settingsOverview;
  const config = useDivisionConfig(scope);
  const contracts = useFeeContracts(scope);
  if (config.isError) return <LoadFailure error={config.error} onRetry={() => void config.refetch()} />;
  if (contracts.isError) return <LoadFailure error={contracts.error} onRetry={() => void contracts.refetch()} />;
  if (!config.data || !contracts.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  const settings = config.data;
  const active = contracts.data.elements.filter((contract) => contract.status === 'ACTIVE');
  return (
    <div className="invoicing-sections">
      <Card title={labels.division()} headingLevel={3}>
        <dl className="invoicing-facts">
          {divisionConfigFields.map((field) => (
            <div key={field.id} className="invoicing-fact">
              <dt>{field.header(t)}</dt>
              <dd>{field.value(settings, t) || labels.notSet()}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={labels.contracts()} headingLevel={3}>
        {active.length === 0 ? (
          <p>{labels.noActiveContract()}</p>
        ) : (
          <dl className="invoicing-facts">
            {active.map((contract) => (
              <div key={contract.code} className="invoicing-fact">
                <dt>{labels.activeContract({ currency: contract.currency })}</dt>
                <dd>
                  <AppLink to={`/contracts/${contract.code}`}>
                    <code>{contract.code}</code>
                  </AppLink>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}

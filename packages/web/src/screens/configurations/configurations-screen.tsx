import type { MerchantScope } from '@ops/core/api';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useActionSubject } from '../../kit/actions/use-action-subject.ts';
import { useMyRoles } from '../../kit/actions/use-my-roles.ts';
import { AppLink } from '../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../kit/links/use-app-navigate.ts';
import { NotFoundScreen } from '../../kit/not-found-screen.tsx';
import { usePageTitle } from '../../kit/page-title.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../ui/button/index.ts';
import { PageHeader } from '../../ui/page-header/index.ts';
import { TabLinks } from '../../ui/tabs/index.ts';
import { ApprovalRulesConfig } from './approval-rules/approval-rules-config.tsx';
import { BalanceTransfersConfig } from './balance-transfers/balance-transfers-config.tsx';
import { BearerTokenDialog } from './common/bearer-token-dialog.tsx';
import {
  type ConfigurationChildId,
  configurationChildOf,
  configurationsHome,
  listedChildren,
} from './configuration-children.ts';
import { HostedOnboardingConfigChild } from './hosted-onboarding/hosted-onboarding-config.tsx';
import { JobsConfig } from './jobs/jobs-config.tsx';
import { KycConfigurationChild } from './kyc/kyc-config.tsx';
import { MerchantOverview } from './merchant-overview/merchant-overview.tsx';
import { OpsRolesConfig } from './ops-roles/ops-roles-config.tsx';
import { PaymentProvidersConfig } from './payment-providers/payment-providers-config.tsx';
import { PayoutsConfig } from './payouts/payouts-config.tsx';
import { ReasonsConfig } from './reasons/reasons-config.tsx';
import { ToleranceRulesConfig } from './tolerance-rules/tolerance-rules-config.tsx';
import { UsersConfig } from './users/users-config.tsx';
import { WebhooksConfig } from './webhooks/webhooks-config.tsx';
import '../../ui/form-field/form-field.css';
import './configurations-screen.css';

const childScreens: Record<ConfigurationChildId, (props: { scope: MerchantScope }) => React.ReactNode> = {
  kyc: KycConfigurationChild,
  payouts: PayoutsConfig,
  balanceTransfers: BalanceTransfersConfig,
  webhooks: WebhooksConfig,
  hostedOnboarding: HostedOnboardingConfigChild,
  paymentProviders: PaymentProvidersConfig,
  merchantOverview: MerchantOverview,
  users: UsersConfig,
  approvalRules: ApprovalRulesConfig,
  reasons: ReasonsConfig,
  toleranceRules: ToleranceRulesConfig,
  opsRoles: OpsRolesConfig,
  jobs: JobsConfig,
};

/**
 * `/configurations` (spec section 2): the bound division's settings, one child screen each, as tabs that are
 * addresses. `/configurations` itself goes to its first child, `/configurations/payouts`.
 */
export function ConfigurationsScreen() {
  const { t } = useI18n();
  usePageTitle(t.configurations.title());
  const [location] = useLocation();
  const navigate = useAppNavigate();
  const scope = useMerchantScope();
  const path = location.replace(/\/+$/, '');
  const active = configurationChildOf(path);
  const atLayout = path === '/configurations';
  const [showingToken, setShowingToken] = useState(false);
  const roles = useMyRoles();
  useActionSubject(undefined, { 'bearerTokens.reveal': () => setShowingToken(true) });
  useEffect(() => {
    if (atLayout) navigate(configurationsHome, { replace: true });
  }, [atLayout, navigate]);
  if (!active) return atLayout ? null : <NotFoundScreen />;
  if (!scope) return null;
  const Child = childScreens[active];
  return (
    <div className="configurations-screen">
      <PageHeader
        description={t.configurations.description()}
        actions={<Button onClick={() => setShowingToken(true)}>{t.configurations.bearerToken.show()}</Button>}
      />
      <BearerTokenDialog open={showingToken} onOpenChange={setShowingToken} />
      <TabLinks
        label={t.configurations.tabs.label()}
        linkComponent={AppLink}
        links={listedChildren(roles).map((child) => ({
          to: child.path,
          label: child.label(t),
          current: child.id === active,
        }))}
      />
      <Child scope={scope} />
    </div>
  );
}

import { createDivisionAction, deleteDivisionAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import { formatDisplayDate } from '@ops/core/dates';
import { type ReactNode, useState } from 'react';
import { useSearch } from 'wouter';
import { useDetailedDivision, useMerchant } from '../../domain-parts/division/division-queries.ts';
import { VirtualAccountTable } from '../../domain-parts/virtual-accounts/virtual-account-table.tsx';
import { useActionAllowed } from '../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../kit/actions/use-action-subject.ts';
import { useAppNavigate } from '../../kit/links/use-app-navigate.ts';
import { usePageTitle } from '../../kit/page-title.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../ui/button/button.tsx';
import { Card } from '../../ui/card/card.tsx';
import { FormFailure } from '../../ui/form-failure/form-failure.tsx';
import { LoadFailure } from '../../ui/load-failure/load-failure.tsx';
import { PageHeader } from '../../ui/page-header/page-header.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { Tabs } from '../../ui/tabs/tabs.tsx';
import { CreateDivisionDialog } from './create-division-dialog.tsx';
import { type DivisionTab, divisionTabOf, divisionTabs } from './division-tabs.ts';
import { ExternalAccountsTab } from './external-accounts-tab.tsx';
import { KycTierMeter } from './kyc-tier-meter.tsx';
import { PayoutRequestsTab } from './payout-requests-tab.tsx';
import { useDivisionAction } from './use-division-action.ts';
import '../../domain-parts/virtual-accounts/virtual-account-table.css';
import './division-screen.css';

/** `/division` (spec section 2): the division on view with its Balance, External accounts and Payout requests. */
export function DivisionScreen() {
  const { t } = useI18n();
  usePageTitle(t.balances.division.title());
  const scope = useMerchantScope();
  if (!scope) return null;
  return <DivisionBody scope={scope} />;
}

function DivisionBody({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.balances.division;
  const tab = divisionTabOf(useSearch());
  const navigate = useAppNavigate();
  const merchant = useMerchant(scope);
  const division = useDetailedDivision(scope);
  const [dialog, setDialog] = useState<'create' | undefined>(undefined);
  useActionSubject(undefined, { 'divisions.create': () => setDialog('create') });
  // Asks first with core's confirmation (the code typed), as from the palette; a refusal shows under the header.
  const mayCreate = useActionAllowed(createDivisionAction);
  const remove = useDivisionAction(deleteDivisionAction, {
    names: division.data ? { [division.data.code]: division.data.displayName } : {},
  });

  if (merchant.isError || division.isError) {
    return (
      <LoadFailure
        error={merchant.error ?? division.error}
        onRetry={() => {
          void merchant.refetch();
          void division.refetch();
        }}
      />
    );
  }
  if (!merchant.data || !division.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;

  const tabLabel: Record<DivisionTab, string> = {
    balance: labels.tabs.balance(),
    externalAccounts: labels.tabs.externalAccounts(),
    payoutRequests: labels.tabs.payoutRequests(),
  };
  const showTab = (next: DivisionTab) => navigate('/division', { query: { tab: next }, replace: true });
  const tabContent: Record<DivisionTab, ReactNode> = {
    balance: (
      <Card flush>
        <VirtualAccountTable accounts={division.data.virtualAccounts} caption={labels.tabs.balance()} hideCaption />
      </Card>
    ),
    externalAccounts: <ExternalAccountsTab scope={scope} />,
    payoutRequests: <PayoutRequestsTab scope={scope} />,
  };
  return (
    <div className="division">
      <PageHeader
        title={
          <>
            {division.data.displayName} <code className="division-code">{division.data.code}</code>
          </>
        }
        description={
          <span className="division-facts">
            <span>{merchant.data.displayName}</span>
            <span>
              {labels.kycTier()}: <KycTierMeter tier={division.data.kycTier} />
            </span>
            <span>
              {labels.createdAt()}: {formatDisplayDate(division.data.createdAt)}
            </span>
          </span>
        }
        actions={
          <>
            {remove.allowed ? (
              <Button variant="danger" busy={remove.busy} onClick={() => void remove.run({})}>
                {labels.delete.open()}
              </Button>
            ) : null}
            {mayCreate ? (
              <Button variant="primary" onClick={() => setDialog('create')}>
                {labels.create.open()}
              </Button>
            ) : null}
          </>
        }
      />
      <FormFailure message={remove.failure} />
      <Tabs
        label={labels.tabsLabel()}
        value={tab}
        onValueChange={showTab}
        tabs={divisionTabs.map((value) => ({ value, label: tabLabel[value], content: tabContent[value] }))}
      />
      <CreateDivisionDialog
        merchant={merchant.data.displayName}
        defaultKycTier={merchant.data.defaultKycTier}
        open={dialog === 'create' && mayCreate}
        onOpenChange={(open) => setDialog(open ? 'create' : undefined)}
      />
    </div>
  );
}

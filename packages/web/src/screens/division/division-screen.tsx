import type { MerchantScope } from '@ops/core/api';
import { formatDisplayDate } from '@ops/core/dates';
import { useId, useState } from 'react';
import { useSearch } from 'wouter';
import { useActionSubject } from '../../app/actions/use-action-subject.ts';
import { usePageTitle } from '../../app/page-title.tsx';
import { useAppNavigate } from '../../app/routing/use-app-navigate.ts';
import { useDetailedDivision, useMerchant } from '../../domain-parts/division/division-queries.ts';
import { VirtualAccountTable } from '../../domain-parts/virtual-accounts/virtual-account-table.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { LoadFailure } from '../../ui/load-failure/load-failure.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { CreateDivisionDialog } from './create-division-dialog.tsx';
import { DeleteDivisionDialog } from './delete-division-dialog.tsx';
import { type DivisionTab, divisionTabOf, divisionTabs } from './division-tabs.ts';
import { ExternalAccountsTab } from './external-accounts-tab.tsx';
import { KycTierMeter } from './kyc-tier-meter.tsx';
import { PayoutRequestsTab } from './payout-requests-tab.tsx';
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
  const [dialog, setDialog] = useState<'create' | 'delete' | undefined>(undefined);
  const tabsId = useId();
  useActionSubject(undefined, {
    'divisions.create': () => setDialog('create'),
    'divisions.delete': () => setDialog('delete'),
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
  return (
    <div className="division">
      <header className="division-header">
        <div>
          <h2>
            {division.data.displayName} <code>{division.data.code}</code>
          </h2>
          <p className="division-facts">
            {merchant.data.displayName} · {labels.kycTier()}: <KycTierMeter tier={division.data.kycTier} /> ·{' '}
            {labels.createdAt()}: {formatDisplayDate(division.data.createdAt)}
          </p>
        </div>
        <div className="division-actions">
          <button type="button" className="button" onClick={() => setDialog('create')}>
            {labels.create.open()}
          </button>
          <button type="button" className="button button-danger" onClick={() => setDialog('delete')}>
            {labels.delete.open()}
          </button>
        </div>
      </header>
      <div role="tablist" aria-label={labels.tabsLabel()} className="division-tabs">
        {divisionTabs.map((candidate, index) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={`${tabsId}-${candidate}`}
            aria-selected={candidate === tab}
            aria-controls={`${tabsId}-panel`}
            tabIndex={candidate === tab ? 0 : -1}
            onClick={() => showTab(candidate)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (step === 0) return;
              const next = divisionTabs[(index + step + divisionTabs.length) % divisionTabs.length] ?? 'balance';
              showTab(next);
              document.getElementById(`${tabsId}-${next}`)?.focus();
            }}
          >
            {tabLabel[candidate]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className="division-panel">
        {tab === 'balance' ? (
          <VirtualAccountTable accounts={division.data.virtualAccounts} caption={labels.tabs.balance()} />
        ) : tab === 'externalAccounts' ? (
          <ExternalAccountsTab scope={scope} />
        ) : (
          <PayoutRequestsTab scope={scope} />
        )}
      </div>
      <CreateDivisionDialog
        merchant={merchant.data.displayName}
        defaultKycTier={merchant.data.defaultKycTier}
        open={dialog === 'create'}
        onOpenChange={(open) => setDialog(open ? 'create' : undefined)}
      />
      <DeleteDivisionDialog
        division={division.data.displayName}
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : undefined)}
      />
    </div>
  );
}

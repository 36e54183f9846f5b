import { type PayoutSelection, payoutProcessorOf } from '@ops/core/flows/payout-processing';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { TabLinks } from '../../../ui/tabs/index.ts';
import { BatchesTab } from './batches-tab.tsx';
import { DivisionRequestsTab } from './division-requests-tab.tsx';
import { PayoutRequestsTab } from './payout-requests-tab.tsx';
import { PayoutTools } from './payout-tools.tsx';
import { ProcessingPanel } from './processing-panel.tsx';
import { processingStore } from './processing-store.ts';
import './payouts-screen.css';
import { useRefreshCaches } from '../../../lib/cache/use-refresh-caches.ts';
import { Button } from '../../../ui/button/index.ts';

const tabs = [
  { id: 'requests', path: '/payouts/requests' },
  { id: 'divisionRequests', path: '/payouts/division-requests' },
  { id: 'batches', path: '/payouts' },
] as const;

type PayoutTab = (typeof tabs)[number]['id'];

/**
 * `/payouts` (spec section 2), the ops tabs: Payout requests (`/payouts/requests`), Merchants/Divisions requests
 * (`/payouts/division-requests`) and Payouts, the batches (`/payouts`). Works without a bound merchant (then every
 * merchant's); processing runs through core's payout processing flow in a panel that survives closing.
 */
export function PayoutsScreen() {
  const { t } = useI18n();
  const labels = t.payoutScreens;
  usePageTitle(labels.title());
  const [location] = useLocation();
  const scope = useMerchantScope();
  const { clients } = useConsoleServices();
  const refreshCaches = useRefreshCaches();
  const run = useSyncExternalStore(processingStore.subscribe, processingStore.current);
  const [panelOpen, setPanelOpen] = useState(true);
  const [interrupted, setInterrupted] = useState(() => processingStore.interrupted());
  const active: PayoutTab = tabs.find((tab) => tab.path === location.replace(/\/+$/, ''))?.id ?? 'batches';

  const process = useCallback(
    (selection: PayoutSelection, runId?: string) => {
      setInterrupted(undefined);
      setPanelOpen(true);
      processingStore.start(payoutProcessorOf(clients.fundPayouts), selection, runId, () => {
        void refreshCaches(['payouts']);
      });
    },
    [clients, refreshCaches],
  );

  return (
    <div className="payouts-screen">
      <PageHeader
        description={labels.description()}
        actions={
          run && !panelOpen ? <Button onClick={() => setPanelOpen(true)}>{labels.processing.open()}</Button> : undefined
        }
      />
      {interrupted ? (
        <p role="status" className="payouts-interrupted">
          {labels.processing.title()}{' '}
          <Button variant="primary" size="sm" onClick={() => process(interrupted.selection, interrupted.runId)}>
            {labels.processing.resume()}
          </Button>
        </p>
      ) : null}
      <ProcessingPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
      <TabLinks
        label={labels.tabs.label()}
        linkComponent={AppLink}
        links={tabs.map((tab) => ({ to: tab.path, label: labels.tabs[tab.id](), current: tab.id === active }))}
      />
      {active === 'requests' ? (
        <>
          <PayoutTools scope={scope} />
          <PayoutRequestsTab scope={scope} onProcess={(selection) => process(selection)} />
        </>
      ) : null}
      {active === 'divisionRequests' ? <DivisionRequestsTab scope={scope} /> : null}
      {active === 'batches' ? <BatchesTab scope={scope} /> : null}
    </div>
  );
}

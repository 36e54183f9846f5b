import { type PayoutSelection, payoutProcessorOf } from '@ops/core/flows/payout-processing';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../../app/page-title.tsx';
import { AppLink } from '../../../app/routing/app-link.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { BatchesTab } from './batches-tab.tsx';
import { DivisionRequestsTab } from './division-requests-tab.tsx';
import { PayoutRequestsTab } from './payout-requests-tab.tsx';
import { PayoutTools } from './payout-tools.tsx';
import { ProcessingPanel } from './processing-panel.tsx';
import { processingStore } from './processing-store.ts';
import './payouts-screen.css';
import { useRefreshCaches } from '../../../lib/cache/use-refresh-caches.ts';

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
    <section className="payouts-screen" aria-labelledby="payouts-title">
      <header className="payouts-header">
        <h2 id="payouts-title">{labels.title()}</h2>
        {run && !panelOpen ? (
          <button type="button" className="button button-secondary" onClick={() => setPanelOpen(true)}>
            {labels.processing.open()}
          </button>
        ) : null}
      </header>
      {interrupted ? (
        <p role="status" className="payouts-interrupted">
          {labels.processing.title()}{' '}
          <button
            type="button"
            className="button button-primary"
            onClick={() => process(interrupted.selection, interrupted.runId)}
          >
            {labels.processing.resume()}
          </button>
        </p>
      ) : null}
      <ProcessingPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
      <nav className="payouts-tabs" aria-label={labels.tabs.label()}>
        {tabs.map((tab) => (
          <AppLink key={tab.id} to={tab.path} aria-current={tab.id === active ? 'page' : undefined}>
            {labels.tabs[tab.id]()}
          </AppLink>
        ))}
      </nav>
      {active === 'requests' ? (
        <>
          <PayoutTools scope={scope} />
          <PayoutRequestsTab scope={scope} onProcess={(selection) => process(selection)} />
        </>
      ) : null}
      {active === 'divisionRequests' ? <DivisionRequestsTab scope={scope} /> : null}
      {active === 'batches' ? <BatchesTab scope={scope} /> : null}
    </section>
  );
}

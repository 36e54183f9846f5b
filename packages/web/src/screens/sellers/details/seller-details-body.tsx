import type { AccountHolderDetails } from '@ops/core/contract';
import { useState } from 'react';
import { useActionSubject } from '../../../app/actions/use-action-subject.ts';
import { AppLink } from '../../../app/routing/app-link.tsx';
import { useAppNavigate } from '../../../app/routing/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DeleteSellerForm } from '../common/seller-forms/delete-seller-form.tsx';
import { LegalFormForm } from '../common/seller-forms/legal-form-form.tsx';
import { SellerForm } from '../common/seller-forms/seller-form.tsx';
import { sellerListHref } from '../common/seller-list-return/seller-list-return.ts';
import { CopyCodeButton } from '../common/seller-summary/copy-code-button.tsx';
import { SellerSummary } from '../common/seller-summary/seller-summary.tsx';
import { BalanceTab } from './balance-tab.tsx';
import { ExternalAccountsTab } from './external-accounts/external-accounts-tab.tsx';
import { IdentityTab } from './identity/identity-tab.tsx';
import { PayoutRequestsTab } from './payout-requests/payout-requests-tab.tsx';
import { PayoutsTab } from './payouts-tab.tsx';
import { type SellerTab, sellerTabs, tabLabelKeys } from './seller-tabs.ts';
import { TransactionsTab } from './transactions-tab.tsx';

type Editing = 'update' | 'legalForm' | 'delete' | undefined;

export interface SellerDetailsBodyProps {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
  tab: SellerTab;
}

/** The seller's name, code, every field of the seller (spec section 3), its actions and its tabs. */
export function SellerDetailsBody({ scope, seller, tab }: SellerDetailsBodyProps) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [payoutFormOpen, setPayoutFormOpen] = useState(false);
  const labels = t.sellers;
  const live = !seller.deleted;
  // Actions whose input is typed on a tab take the user there; the tab holds their form.
  const goToTab = (target: SellerTab) => navigate(`/sellers/${encodeURIComponent(seller.code)}/${target}`);

  useActionSubject(
    { accountHolderCode: seller.code },
    live
      ? {
          'sellers.update': () => setEditing('update'),
          'sellers.changeLegalForm': () => setEditing('legalForm'),
          'sellers.delete': () => setEditing('delete'),
          'sellers.balances': () => goToTab('balance'),
          'ubos.add': () => goToTab('identity'),
          'ubos.remove': () => goToTab('identity'),
          'documents.add': () => goToTab('identity'),
          'documents.upload': () => goToTab('identity'),
          'documents.remove': () => goToTab('identity'),
          'externalAccounts.updateStatus': () => goToTab('external-accounts'),
          'externalAccounts.select': () => goToTab('external-accounts'),
          'ibans.check': () => goToTab('external-accounts'),
          'payoutRequests.create': () => {
            setPayoutFormOpen(true);
            goToTab('payout-requests');
          },
        }
      : {},
  );

  const close = () => setEditing(undefined);
  return (
    <>
      <header className="seller-details-header">
        <h2 id="seller-details-title">
          {seller.name}
          {seller.deleted ? <span className="seller-deleted"> ({labels.list.deleted()})</span> : null}
        </h2>
        <CopyCodeButton code={seller.code} />
        {live ? (
          <div className="seller-details-actions">
            <button type="button" className="button" onClick={() => setEditing('update')}>
              {labels.details.edit()}
            </button>
            <button type="button" className="button" onClick={() => setEditing('legalForm')}>
              {labels.legalForm.action()}
            </button>
            <button type="button" className="button" onClick={() => setEditing('delete')}>
              {labels.delete.action()}
            </button>
          </div>
        ) : null}
      </header>
      {editing ? (
        <section className="seller-details-editing" aria-label={editingTitle(t, editing, seller.name)}>
          <h3>{editingTitle(t, editing, seller.name)}</h3>
          {editing === 'update' ? <SellerForm seller={seller} onDone={close} onCancel={close} /> : null}
          {editing === 'legalForm' ? <LegalFormForm seller={seller} onDone={close} onCancel={close} /> : null}
          {editing === 'delete' ? (
            <DeleteSellerForm seller={seller} onDone={() => navigate(sellerListHref())} onCancel={close} />
          ) : null}
        </section>
      ) : null}
      <SellerSummary seller={seller} />
      <nav className="seller-tabs" aria-label={labels.title()}>
        {sellerTabs.map((candidate) => (
          <AppLink
            key={candidate}
            to={`/sellers/${encodeURIComponent(seller.code)}/${candidate}`}
            className="seller-tab"
            aria-current={candidate === tab ? 'page' : undefined}
          >
            {labels.details.tabs[tabLabelKeys[candidate]]()}
          </AppLink>
        ))}
      </nav>
      <div className="seller-tab-panel">
        {tab === 'balance' ? <BalanceTab scope={scope} seller={seller} /> : null}
        {tab === 'identity' ? <IdentityTab scope={scope} seller={seller} /> : null}
        {tab === 'external-accounts' ? <ExternalAccountsTab scope={scope} seller={seller} /> : null}
        {tab === 'transactions' ? <TransactionsTab scope={scope} seller={seller} /> : null}
        {tab === 'payout-requests' ? (
          <PayoutRequestsTab
            scope={scope}
            seller={seller}
            formOpen={payoutFormOpen}
            onFormOpenChange={setPayoutFormOpen}
          />
        ) : null}
        {tab === 'payouts' ? <PayoutsTab scope={scope} seller={seller} /> : null}
      </div>
    </>
  );
}

function editingTitle(t: ReturnType<typeof useI18n>['t'], editing: Exclude<Editing, undefined>, name: string): string {
  if (editing === 'update') return t.sellers.form.updateTitle();
  if (editing === 'legalForm') return t.sellers.legalForm.title();
  return t.sellers.delete.title({ name });
}

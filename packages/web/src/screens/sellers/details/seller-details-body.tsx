import { changeLegalFormAction, deleteSellerAction, updateSellerAction } from '@ops/core/actions';
import type { AccountHolderDetails } from '@ops/core/contract';
import { useState } from 'react';
import { HistoryPanel } from '../../../domain-parts/history/history-panel.tsx';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { PageHeader } from '../../../ui/page-header/page-header.tsx';
import { TabLinks } from '../../../ui/tabs/tab-links.tsx';
import { DeleteSellerForm } from '../common/seller-forms/delete-seller-form.tsx';
import { LegalFormForm } from '../common/seller-forms/legal-form-form.tsx';
import { SellerForm } from '../common/seller-forms/seller-form.tsx';
import { sellerListHref } from '../common/seller-list-return/seller-list-return.ts';
import { CopyCodeButton } from '../common/seller-summary/copy-code-button.tsx';
import { SellerSummary } from '../common/seller-summary/seller-summary.tsx';
import { BalanceTab } from './balance-tab.tsx';
import { ExternalAccountsTab } from './external-accounts/external-accounts-tab.tsx';
import { ExternalKycHistoryTab } from './external-kyc-history-tab.tsx';
import { IdentityTab } from './identity/identity-tab.tsx';
import { KycHistoryTab } from './kyc-history-tab.tsx';
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
          'ubos.update': () => goToTab('identity'),
          'documents.add': () => goToTab('identity'),
          'documents.upload': () => goToTab('identity'),
          'documents.remove': () => goToTab('identity'),
          'externalAccounts.updateStatus': () => goToTab('external-accounts'),
          'kycChecks.decide': () => goToTab('kyc-history'),
          'kycChecks.updateTier': () => goToTab('kyc-history'),
          'externalAccounts.select': () => goToTab('external-accounts'),
          'externalAccounts.add': () => goToTab('external-accounts'),
          'externalAccounts.delete': () => goToTab('external-accounts'),
          'externalAccounts.attachFile': () => goToTab('external-accounts'),
          'ibans.check': () => goToTab('external-accounts'),
          'payoutRequests.create': () => {
            setPayoutFormOpen(true);
            goToTab('payout-requests');
          },
        }
      : {},
  );

  const mayUpdate = useActionAllowed(updateSellerAction);
  const mayChangeLegalForm = useActionAllowed(changeLegalFormAction);
  const mayDelete = useActionAllowed(deleteSellerAction);
  const close = () => setEditing(undefined);
  return (
    <>
      <PageHeader
        title={
          <>
            <span id="seller-details-title">{seller.name}</span>
            {seller.deleted ? (
              <>
                {' '}
                <Badge>{labels.list.deleted()}</Badge>
              </>
            ) : null}
          </>
        }
        description={<CopyCodeButton code={seller.code} />}
        actions={
          live ? (
            <>
              {mayUpdate ? <Button onClick={() => setEditing('update')}>{labels.details.edit()}</Button> : null}
              {mayChangeLegalForm ? (
                <Button onClick={() => setEditing('legalForm')}>{labels.legalForm.action()}</Button>
              ) : null}
              {mayDelete ? (
                <Button variant="danger" onClick={() => setEditing('delete')}>
                  {labels.delete.action()}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {editing ? (
        <div className="seller-details-editing">
          <Card title={editingTitle(t, editing, seller.name)} headingLevel={3}>
            {editing === 'update' ? <SellerForm seller={seller} onDone={close} onCancel={close} /> : null}
            {editing === 'legalForm' ? <LegalFormForm seller={seller} onDone={close} onCancel={close} /> : null}
            {editing === 'delete' ? (
              <DeleteSellerForm seller={seller} onDone={() => navigate(sellerListHref())} onCancel={close} />
            ) : null}
          </Card>
        </div>
      ) : null}
      <Card>
        <SellerSummary seller={seller} />
      </Card>
      <TabLinks
        label={labels.title()}
        linkComponent={AppLink}
        links={sellerTabs.map((candidate) => ({
          to: `/sellers/${encodeURIComponent(seller.code)}/${candidate}`,
          label: labels.details.tabs[tabLabelKeys[candidate]](),
          current: candidate === tab,
        }))}
      />
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
        {tab === 'history' ? <HistoryPanel domain="sellers" entityType="accountHolder" entityId={seller.code} /> : null}
        {tab === 'kyc-history' ? <KycHistoryTab scope={scope} seller={seller} /> : null}
        {tab === 'external-kyc-history' ? <ExternalKycHistoryTab scope={scope} seller={seller} /> : null}
      </div>
    </>
  );
}

function editingTitle(t: ReturnType<typeof useI18n>['t'], editing: Exclude<Editing, undefined>, name: string): string {
  if (editing === 'update') return t.sellers.form.updateTitle();
  if (editing === 'legalForm') return t.sellers.legalForm.title();
  return t.sellers.delete.title({ name });
}

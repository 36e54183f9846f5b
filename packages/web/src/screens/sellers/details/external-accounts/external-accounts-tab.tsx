import {
  addExternalAccountAction,
  deleteExternalAccountAction,
  selectExternalAccountAction,
  updateExternalAccountStatusAction,
} from '@ops/core/actions';
import type { AccountHolderDetails, ExternalAccount } from '@ops/core/contract';
import { useState } from 'react';
import { useActionAllowed } from '../../../../kit/actions/use-action-allowed.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Badge } from '../../../../ui/badge/badge.tsx';
import { Button } from '../../../../ui/button/button.tsx';
import { Card } from '../../../../ui/card/card.tsx';
import { EmptyState } from '../../../../ui/empty-state/empty-state.tsx';
import { FormFailure } from '../../../../ui/form-failure/form-failure.tsx';
import { LoadFailure } from '../../../../ui/load-failure/load-failure.tsx';
import { SkeletonList } from '../../../../ui/skeleton/skeleton-list.tsx';
import { StatusBadge } from '../../../../ui/status-badge/index.ts';
import { useSellerAction } from '../../common/seller-forms/use-seller-action.ts';
import { useExternalAccounts } from '../use-seller.ts';
import { AddExternalAccountDialog } from './add-external-account-dialog.tsx';
import { ExternalAccountFile } from './external-account-file.tsx';
import { ExternalAccountStatusForm } from './external-account-status-form.tsx';
import { IbanCheck } from './iban-check.tsx';

/**
 * The External accounts tab: each account with every field of spec section 3, its status update, IBAN check, file
 * and deletion (asked first by the registry's confirmation), the note that accounts in another currency than EUR
 * change through hosted onboarding, and Add external account.
 */
export function ExternalAccountsTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const labels = t.sellers.externalAccounts;
  const accounts = useExternalAccounts(scope, seller.code);
  const [updating, setUpdating] = useState<string | undefined>(undefined);
  const select = useSellerAction(selectExternalAccountAction, (tr) => tr.errors.requestIssue());
  const mayUpdateStatus = useActionAllowed(updateExternalAccountStatusAction);
  const mayAdd = useActionAllowed(addExternalAccountAction);
  const remove = useSellerAction(deleteExternalAccountAction, (tr) => tr.errors.requestIssue());
  const [adding, setAdding] = useState(false);
  if (accounts.isPending) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  if (accounts.isError) return <LoadFailure error={accounts.error} onRetry={() => void accounts.refetch()} />;
  const list = accounts.data.elements;
  const addition =
    seller.deleted || !mayAdd ? null : (
      <>
        {/* Its own block: in the tab's column of cards the button keeps its own width. */}
        <div>
          <Button onClick={() => setAdding(true)}>{labels.add()}</Button>
        </div>
        {adding ? <AddExternalAccountDialog seller={seller} onClose={() => setAdding(false)} /> : null}
      </>
    );
  if (list.length === 0) {
    return (
      <div className="external-accounts">
        <EmptyState title={labels.none()} />
        {addition}
      </div>
    );
  }
  const field = (label: string, value: string | null) => (
    <div className="identity-field">
      <dt>{label}</dt>
      <dd>{value ?? t.sellers.identity.notGiven()}</dd>
    </div>
  );
  return (
    <div className="external-accounts">
      <FormFailure message={select.failure ?? remove.failure} />
      {addition}
      {list.map((account: ExternalAccount) => (
        <article key={account.code} aria-label={account.displayName}>
          <Card
            headingLevel={3}
            title={
              <>
                {account.displayName} {account.selected ? <Badge tone="success">{labels.selected()}</Badge> : null}
              </>
            }
          >
            <div className="external-account">
              <dl className="identity-fields">
                {field(labels.fields.code(), account.code)}
                {field(labels.fields.type(), account.type)}
                {field(labels.fields.iban(), account.iban)}
                {field(labels.fields.accountNumber(), account.accountNumber)}
                {field(labels.fields.routingNumber(), account.routingNumber)}
                {field(labels.fields.currency(), account.currency)}
                {field(labels.fields.paymentMethod(), account.paymentMethod)}
                <div className="identity-field">
                  <dt>{labels.fields.status()}</dt>
                  <dd>
                    <StatusBadge status={account.status} />
                  </dd>
                </div>
              </dl>
              {account.currency !== 'EUR' ? <p role="note">{labels.nonEurNote()}</p> : null}
              {seller.deleted || account.selected || !select.allowed ? null : (
                <Button
                  size="sm"
                  busy={select.busy}
                  onClick={() => select.run({ accountHolderCode: seller.code, externalAccountCode: account.code })}
                >
                  {labels.select()}
                </Button>
              )}
              {account.iban ? <IbanCheck accountHolderCode={seller.code} iban={account.iban} /> : null}
              <ExternalAccountFile accountHolderCode={seller.code} account={account} editable={!seller.deleted} />
              {seller.deleted || !mayUpdateStatus ? null : updating === account.code ? (
                <ExternalAccountStatusForm
                  accountHolderCode={seller.code}
                  account={account}
                  onDone={() => setUpdating(undefined)}
                />
              ) : (
                <Button size="sm" onClick={() => setUpdating(account.code)}>
                  {labels.updateStatus()}
                </Button>
              )}
              {seller.deleted || !remove.allowed ? null : (
                <Button
                  size="sm"
                  variant="danger"
                  busy={remove.busy}
                  aria-label={labels.removeLabel({ name: account.displayName })}
                  onClick={() => remove.run({ accountHolderCode: seller.code, externalAccountCode: account.code })}
                >
                  {labels.remove()}
                </Button>
              )}
            </div>
          </Card>
        </article>
      ))}
    </div>
  );
}

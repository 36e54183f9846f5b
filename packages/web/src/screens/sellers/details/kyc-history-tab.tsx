import { updateKycStatusAction, updateKycTierAction } from '@ops/core/actions';
import type { AccountHolderDetails, KycHistoryEntry } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KycChanges } from '../../../domain-parts/kyc/kyc-changes.tsx';
import { KycDecisionForm } from '../../../domain-parts/kyc/kyc-decision-form.tsx';
import { tierLabel } from '../../../domain-parts/kyc/tier-label.ts';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { kycChecksKeys } from '../../../lib/cache/kyc-checks-keys.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { ListFooter } from '../../../ui/list-paging/list-footer.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { KycTierForm } from './kyc-tier-form.tsx';

type Editing = 'status' | 'tier' | undefined;

/**
 * The KYC History tab: the seller's KYC decisions newest first, each with its tier, analyst, both comments and the
 * data's changes side by side; and the ops tools Update KYC status and Update KYC tier.
 */
export function KycHistoryTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const labels = t.kyc.history;
  const { clients } = useConsoleServices();
  const [listPage, setListPage] = useState<ListPage>({ page: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Editing>(undefined);
  const decide = useRegistryAction(updateKycStatusAction, { fallback: t.errors.refreshAndRetry() });
  const history = useQuery({
    queryKey: kycChecksKeys.history(seller.code, listPage),
    queryFn: ({ signal }) =>
      clients.kyc.getKycHistory({
        params: { ...scope, accountHolderCode: seller.code },
        query: { page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const mayChangeTier = useActionAllowed(updateKycTierAction);
  const live = !seller.deleted && (decide.allowed || mayChangeTier);

  return (
    <div className="kyc-history">
      {live ? (
        <div className="kyc-history-tools">
          {decide.allowed ? <Button onClick={() => setEditing('status')}>{t.kyc.actions.updateStatus()}</Button> : null}
          {mayChangeTier ? <Button onClick={() => setEditing('tier')}>{t.kyc.actions.updateTier()}</Button> : null}
        </div>
      ) : null}
      {editing === 'status' ? (
        <Card headingLevel={3} title={t.kyc.actions.updateStatus()}>
          <KycDecisionForm
            sellerStatus={seller.status}
            busy={decide.busy}
            failure={decide.failure}
            onSubmit={async (values) => {
              const outcome = await decide.run({ accountHolderCode: seller.code, ...values });
              if (outcome.done) setEditing(undefined);
            }}
          />
        </Card>
      ) : null}
      {editing === 'tier' ? (
        <Card headingLevel={3} title={t.kyc.actions.updateTier()}>
          <KycTierForm seller={seller} onDone={() => setEditing(undefined)} />
        </Card>
      ) : null}
      {history.isError ? (
        <ErrorState title={t.errors.kycHistoryLoadFailed()} onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <SkeletonList count={6} label={t.shell.screenLoad.loading()} />
      ) : history.data.elements.length === 0 ? (
        <p role="status">{labels.empty()}</p>
      ) : (
        <>
          <ol className="kyc-history-entries" aria-label={labels.title()}>
            {history.data.elements.map((entry) => (
              <HistoryEntry key={entry.code} entry={entry} />
            ))}
          </ol>
          <ListFooter listPage={listPage} totalCount={history.data.totalCount} onChange={setListPage} />
        </>
      )}
    </div>
  );
}

function HistoryEntry({ entry }: { entry: KycHistoryEntry }) {
  const { t } = useI18n();
  const labels = t.kyc.history;
  const { changes } = entry;
  return (
    <li className="kyc-history-entry">
      <div className="kyc-history-head">
        <time dateTime={entry.createdAt}>{formatTableDate(entry.createdAt)}</time>
        <StatusBadge status={entry.previousStatus} />
        <span aria-hidden="true">→</span>
        <StatusBadge status={entry.status} />
        <Badge tone="info">{tierLabel(t, entry.tier)}</Badge>
        <span>{entry.analyst}</span>
      </div>
      <dl className="kyc-history-comments">
        {entry.externalComment ? (
          <>
            <dt>{labels.externalComment()}</dt>
            <dd>{entry.externalComment}</dd>
          </>
        ) : null}
        {entry.internalComment ? (
          <>
            <dt>{labels.internalComment()}</dt>
            <dd>{entry.internalComment}</dd>
          </>
        ) : null}
        {entry.files.length > 0 ? (
          <>
            <dt>{labels.files()}</dt>
            <dd>{entry.files.map((file) => file.fileName).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <details>
        <summary>
          {labels.changes()}:{' '}
          {labels.changeCount({
            new: changes.new.length,
            updated: changes.updated.length,
            removed: changes.removed.length,
          })}
        </summary>
        <KycChanges changes={changes} label={labels.changes()} />
      </details>
    </li>
  );
}

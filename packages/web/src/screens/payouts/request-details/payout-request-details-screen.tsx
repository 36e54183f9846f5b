import { useParams } from 'wouter';
import { HistoryPanel } from '../../../domain-parts/history/history-panel.tsx';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { buttonClassName } from '../../../ui/button/index.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { LoadFailure } from '../../../ui/load-failure/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { PayoutRequestOverviewSection, PayoutRequestSummarySection } from './payout-request-overview.tsx';
import { PayoutRequestTransactions } from './payout-request-transactions.tsx';
import { usePayoutRequestOverview } from './use-payout-request.ts';
import '../../../ui/list-paging/list-paging.css';
import './payout-request-details.css';

/**
 * `/payouts/requests/{payoutRequestCode}`: a payout request's overview, summary and transactions (25 a page). The
 * lists link here with the request's merchant and division in the query, which binds them.
 */
export function PayoutRequestDetailsScreen() {
  const { t } = useI18n();
  const { payoutRequestCode = '' } = useParams<{ payoutRequestCode: string }>();
  const labels = t.payoutScreens.details;
  usePageTitle(labels.title({ code: payoutRequestCode }));
  const scope = useMerchantScope();
  return (
    <div className="payout-request-details">
      {/* The shell's heading already names the request. */}
      <PageHeader
        actions={
          <AppLink to="/payouts/requests" className={buttonClassName()}>
            {labels.back()}
          </AppLink>
        }
      />
      {scope ? (
        <PayoutRequestDetailsBody scope={scope} payoutRequestCode={payoutRequestCode} />
      ) : (
        <EmptyState title={labels.selectMerchant()} />
      )}
    </div>
  );
}

function PayoutRequestDetailsBody({
  scope,
  payoutRequestCode,
}: {
  scope: { merchantCode: string; divisionCode: string };
  payoutRequestCode: string;
}) {
  const { t } = useI18n();
  const overview = usePayoutRequestOverview(scope, payoutRequestCode);
  if (overview.isError) return <LoadFailure error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  return (
    <>
      <PayoutRequestOverviewSection overview={overview.data} />
      <PayoutRequestSummarySection overview={overview.data} />
      <PayoutRequestTransactions scope={scope} payoutRequestCode={payoutRequestCode} />
      <HistoryPanel domain="payouts" entityType="payoutRequest" entityId={payoutRequestCode} />
    </>
  );
}

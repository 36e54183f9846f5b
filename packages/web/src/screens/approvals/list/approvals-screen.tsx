import { approvalRequestStatuses } from '@ops/core/contract';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useTableQuery } from '../../../ui/data-table/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { TabLinks } from '../../../ui/tabs/index.ts';
import type { ApprovalView } from '../common/use-approval-requests.ts';
import { ApprovalRequestView } from '../details/approval-request-view.tsx';
import { ApprovalFilterBar } from './approval-filter-bar.tsx';
import { ApprovalTable } from './approval-table.tsx';
import '../approvals.css';

const views: readonly ApprovalView[] = ['waiting', 'all'];
const isView = (part: string | undefined): part is ApprovalView => views.some((view) => view === part);

/**
 * `/approvals` (issue 29), which goes to `/approvals/waiting`: tabs Waiting for me (the requests the signed-in
 * user may approve now: open and not their own) and All (with a status filter), and `/approvals/{code}`, one
 * request in full with its history. Works without a bound merchant: requests span every merchant.
 */
export function ApprovalsScreen() {
  const { t } = useI18n();
  const { tabOrCode } = useParams<{ tabOrCode?: string }>();
  const navigate = useAppNavigate();
  const atRoot = tabOrCode === undefined;
  useEffect(() => {
    if (atRoot) navigate('/approvals/waiting', { replace: true });
  }, [atRoot, navigate]);
  usePageTitle(isView(tabOrCode) || atRoot ? t.approvals.title() : (tabOrCode ?? ''));
  if (atRoot) return null;
  if (!isView(tabOrCode)) return <ApprovalRequestView code={tabOrCode} />;
  return (
    <div className="approvals-screen">
      <PageHeader description={t.approvals.description()} />
      <TabLinks
        label={t.approvals.title()}
        linkComponent={AppLink}
        links={views.map((view) => ({
          to: `/approvals/${view}`,
          label: t.approvals.tabs[view](),
          current: view === tabOrCode,
        }))}
      />
      <ApprovalsTab key={tabOrCode} view={tabOrCode} />
    </div>
  );
}

function ApprovalsTab({ view }: { view: ApprovalView }) {
  const [query, changeQuery] = useTableQuery(['status']);
  const status = approvalRequestStatuses.find((candidate) => candidate === query.filters.status);
  return (
    <>
      {view === 'all' ? (
        <ApprovalFilterBar status={status} onChange={(next) => changeQuery({ filters: { status: next } })} />
      ) : null}
      <ApprovalTable view={view} status={status} query={query} onQueryChange={changeQuery} />
    </>
  );
}

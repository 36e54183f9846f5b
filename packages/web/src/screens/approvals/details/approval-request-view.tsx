import { approveApprovalAction } from '@ops/core/actions';
import { isApiRequestError } from '@ops/core/api';
import type { ApprovalRequest } from '@ops/core/contract';
import { useState } from 'react';
import { HistoryPanel } from '../../../domain-parts/history/history-panel.tsx';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button, buttonClassName } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/index.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { LoadFailure } from '../../../ui/load-failure/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { SkeletonList } from '../../../ui/skeleton/skeleton-list.tsx';
import { HeldOperation } from '../common/held-operation.tsx';
import { RejectDialog } from '../common/reject-dialog.tsx';
import { useSignedInEmail } from '../common/signed-in-email.ts';
import { useApprovalRequest } from '../common/use-approval-requests.ts';
import { ApprovalSummary } from './approval-summary.tsx';

/**
 * `/approvals/{code}`: one request in full (what it will do, who asked, the rule, its approvals and outcome) and its
 * History. Approve (asks first, as the registry's `approvals.approve` does) and Reject (asks for the reason) while
 * it waits and it is not the signed-in user's own; the palette offers both about the request on view.
 */
export function ApprovalRequestView({ code }: { code: string }) {
  const { t } = useI18n();
  const request = useApprovalRequest(code);
  const [rejecting, setRejecting] = useState<readonly string[]>([]);
  useActionSubject({ approvalRequestCode: code }, { 'approvals.reject': () => setRejecting([code]) });
  const body = () => {
    if (request.isError) {
      return isApiRequestError(request.error) && request.error.status === 404 ? (
        <EmptyState title={t.approvals.details.notFound({ code })} />
      ) : (
        <LoadFailure error={request.error} onRetry={() => void request.refetch()} />
      );
    }
    if (!request.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
    return <ApprovalRequestBody request={request.data} onReject={() => setRejecting([code])} />;
  };
  return (
    <div className="approvals-screen">
      <PageHeader
        actions={
          <AppLink to="/approvals/all" className={buttonClassName()}>
            {t.approvals.details.back()}
          </AppLink>
        }
      />
      {body()}
      <RejectDialog codes={rejecting} onClose={() => setRejecting([])} />
    </div>
  );
}

function ApprovalRequestBody({ request, onReject }: { request: ApprovalRequest; onReject(): void }) {
  const { t } = useI18n();
  const labels = t.approvals.details;
  const me = useSignedInEmail();
  const approve = useRegistryAction(approveApprovalAction, { fallback: labels.approveFailed() });
  const waiting = request.status === 'PENDING';
  const own = request.requestedBy === me;
  return (
    <>
      <Card
        title={labels.summary()}
        headingLevel={2}
        actions={
          waiting && !own && approve.allowed ? (
            <>
              <Button variant="danger" onClick={onReject}>
                {t.approvals.actions.reject()}
              </Button>
              <Button
                variant="primary"
                busy={approve.busy}
                onClick={() => void approve.run({ approvalRequestCode: request.code })}
              >
                {t.approvals.actions.approve()}
              </Button>
            </>
          ) : undefined
        }
      >
        {waiting && own ? <p className="approval-own">{labels.ownRequest()}</p> : null}
        <FormFailure message={approve.failure} />
        <ApprovalSummary request={request} />
      </Card>
      <Card title={labels.operation()} headingLevel={2}>
        <HeldOperation request={request} />
      </Card>
      <HistoryPanel domain="approvals" entityType="approvalRequest" entityId={request.code} />
    </>
  );
}

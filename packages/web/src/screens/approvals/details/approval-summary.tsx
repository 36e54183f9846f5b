import type { ApprovalRequest } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { ApprovalStatusBadge } from '../common/approval-status-badge.tsx';

/** Who asked, the rule that caught it, when, where, its approvals so far, and how it ended. */
export function ApprovalSummary({ request }: { request: ApprovalRequest }) {
  const { t } = useI18n();
  const list = t.approvals.list;
  const labels = t.approvals.details;
  return (
    <dl className="approval-fields">
      <dt>{list.code()}</dt>
      <dd>
        <code>{request.code}</code>
      </dd>
      <dt>{list.status()}</dt>
      <dd>
        <ApprovalStatusBadge status={request.status} />
      </dd>
      <dt>{list.requestedBy()}</dt>
      <dd>{`${request.requestedByName} <${request.requestedBy}>`}</dd>
      <dt>{labels.rule()}</dt>
      <dd>
        {request.reason} <code>{request.ruleCode}</code>
      </dd>
      <dt>{list.division()}</dt>
      <dd>
        <code>{`${request.merchantCode} / ${request.divisionCode}`}</code>
      </dd>
      <dt>{list.source()}</dt>
      <dd>{request.source}</dd>
      <dt>{list.createdAt()}</dt>
      <dd>{formatTableDate(request.createdAt)}</dd>
      <dt>{list.expiresAt()}</dt>
      <dd>{formatTableDate(request.expiresAt)}</dd>
      <dt>{list.approvals()}</dt>
      <dd>
        {labels.approvalsOf({ done: request.approvals.length, needed: request.approvalsNeeded })}
        {request.approvals.map((approval) => (
          <span key={approval.by} className="approval-decision">
            {`${approval.name} <${approval.by}>, ${formatTableDate(approval.at)}`}
          </span>
        ))}
      </dd>
      {request.rejection ? (
        <>
          <dt>{list.rejection()}</dt>
          <dd>
            {`${request.rejection.reason} (${request.rejection.name} <${request.rejection.by}>, ${formatTableDate(request.rejection.at)})`}
          </dd>
        </>
      ) : null}
      {request.outcome ? (
        <>
          <dt>{list.outcome()}</dt>
          <dd>
            <code>{request.outcome.status}</code> {request.executedAt ? formatTableDate(request.executedAt) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

import type { ApprovalRequestStatus } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge/badge.tsx';

const tones: Record<ApprovalRequestStatus, BadgeTone> = {
  PENDING: 'info',
  APPROVED: 'info',
  EXECUTED: 'success',
  FAILED: 'danger',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
};

/** An approval request's status in words ('waiting for approval', 'done'), coloured by what it means. */
export function ApprovalStatusBadge({ status }: { status: ApprovalRequestStatus }) {
  const { t } = useI18n();
  return <Badge tone={tones[status]}>{t.approvals.statuses[status]()}</Badge>;
}

import type { HeldForApproval } from '@ops/core/api';
import { approvalRequestPath } from '../../../kit/actions/sent-for-approval-notice.tsx';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/index.ts';

/**
 * A transfer an approval rule held back: "Sent for approval", its request with a link to it, and that nothing
 * moved yet. Never the transfer made: it moves once someone else approves it.
 */
export function TransferHeld({
  approval,
  onClose,
  onAnother,
}: {
  approval: HeldForApproval;
  onClose(): void;
  onAnother(): void;
}) {
  const { t } = useI18n();
  const labels = t.approvals.sent;
  return (
    <Card>
      <div className="transfer-form">
        <p role="status" className="transfer-done">
          {labels.title()}
        </p>
        <p>
          {labels.description({ code: approval.code, reason: approval.reason })}{' '}
          <AppLink to={approvalRequestPath(approval.code)}>{labels.open({ code: approval.code })}</AppLink>
        </p>
        <div className="form-actions">
          <Button onClick={onClose}>{t.balanceTransfers.done.close()}</Button>
          <Button variant="primary" onClick={onAnother}>
            {t.balanceTransfers.done.another()}
          </Button>
        </div>
      </div>
    </Card>
  );
}

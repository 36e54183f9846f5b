import type { BankLine } from '@ops/core/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Badge } from '../../../ui/badge/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import './bank-line-status.css';

/**
 * A bank line's status, marked pending while the bank has not booked it (issue 34): an unmatched pending line is
 * UNALLOCATED as any open line is, but settles nothing until its booked line comes.
 */
export function BankLineStatus({ line }: { line: Pick<BankLine, 'status' | 'pending'> }) {
  const { t } = useI18n();
  return (
    <span className="bank-line-status">
      <StatusBadge status={line.status} />
      {line.pending ? <Badge tone="warning">{t.bankIntegration.pending()}</Badge> : null}
    </span>
  );
}

/**
 * The workbench's status of an unmatched line, one badge to fit its narrow pane: an open line the bank has not booked
 * says pending (all the workbench lists is unmatched), a tentative one tentative, any other its status.
 */
export function UnmatchedLineStatus({ line }: { line: Pick<BankLine, 'status' | 'pending'> }) {
  const { t } = useI18n();
  if (line.pending && line.status === 'UNALLOCATED') return <Badge tone="warning">{t.bankIntegration.pending()}</Badge>;
  return <StatusBadge status={line.status} />;
}
